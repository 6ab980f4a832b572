import express, { type Request, type Router } from 'express';
import type { Logger } from 'pino';
import { limiteDoFormulario, rotaValidarRecaptcha, type ContadoresDeFormularios } from '../auth/formularios.js';
import type { RecaptchaVerifier } from '../auth/recaptcha.js';
import type { DestinoGraphql } from './executor.js';
import { campoDoCorpo, createShimRest, textoDe, type RotaRest } from './shim.js';

const campo = (req: Request, nome: string) => textoDe(campoDoCorpo(req, 'imprensa_externa', nome))?.trim() ?? '';

/** `credenciamento-imprensa` (public-site spec §2): the accredited outlets and the request form. */
export const rotasCredenciamentoImprensa: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/',
    operacao: 'query VeiculosCredenciadosRest { veiculosCredenciados { veiculo tipoVeiculo rotuloTipo } }',
  },
  {
    metodo: 'post',
    caminho: '/',
    status: 201,
    operacao: `mutation SolicitarCredenciamentoImprensaRest($dados: CredenciamentoImprensaInput!, $recaptcha: String) {
      solicitarCredenciamentoImprensa(dados: $dados, recaptcha: $recaptcha) { mensagem } }`,
    variaveis: (req) => ({
      dados: {
        nome: campo(req, 'nome'),
        cpf: campo(req, 'cpf'),
        email: campo(req, 'email'),
        telefone: campo(req, 'telefone') || null,
        veiculo: campo(req, 'veiculo'),
        tipoVeiculo: campo(req, 'tipo_veiculo'),
        funcao: campo(req, 'funcao'),
      },
      recaptcha: textoDe((req.body as Record<string, unknown> | undefined)?.['g-recaptcha-response']) ?? null,
    }),
  },
];

export function createRotasCredenciamentoImprensa(opcoes: { graphqlUrl: DestinoGraphql; logger: Logger; contadores: ContadoresDeFormularios; recaptcha: RecaptchaVerifier }): Router {
  const router = express.Router();
  router.post('/', limiteDoFormulario(opcoes.contadores, 'imprensa'));
  router.get(['/validar_recaptcha', '/validar_recaptcha.json', '/validar-recaptcha'], rotaValidarRecaptcha(opcoes.recaptcha));
  router.use(createShimRest(rotasCredenciamentoImprensa, { graphqlUrl: opcoes.graphqlUrl, logger: opcoes.logger }));
  return router;
}
