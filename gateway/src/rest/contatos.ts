import express, { type Request, type Router } from 'express';
import type { Logger } from 'pino';
import { limiteDoFormulario, rotaValidarRecaptcha, type ContadoresDeFormularios } from '../auth/formularios.js';
import type { RecaptchaVerifier } from '../auth/recaptcha.js';
import { createExecutor, RespostaError, tratarErros, type DestinoGraphql } from './executor.js';
import { campoDoCorpo, createShimRest, inteiroDe, textoDe, type RotaRest } from './shim.js';

const CAMPOS = 'id nome tipo responsavel telefones fax email localizacao';
const LISTA = `query ContatosRest($pagina: String) { contatos(pagina: $pagina) { ${CAMPOS} } }`;
const PAGINAS = ['departamentos', 'setores', 'gabinetes'];
const PDF = `query ContatosEmPdf { contatosEmPdf { nome conteudoBase64 } }`;

const campo = (req: Request, nome: string) => textoDe(campoDoCorpo(req, 'contato', nome))?.trim() ?? '';

/** `contatos`, `contatos/{pagina}` and the new message `contatos/{pagina}[/{contatado_id}]` (public-site spec §2). */
export const rotasContatos: RotaRest[] = [
  { metodo: 'get', caminho: '/', operacao: LISTA, variaveis: () => ({ pagina: null }) },
  {
    metodo: 'get',
    caminho: '/:pagina',
    operacao: LISTA,
    variaveis: (req) => {
      if (!PAGINAS.includes(String(req.params.pagina))) throw new RespostaError(404, { mensagem: 'Página de contatos não encontrada. Use departamentos ou gabinetes.' });
      return { pagina: req.params.pagina };
    },
  },
  ...['/:pagina', '/:pagina/:contatadoId'].map(
    (caminho): RotaRest => ({
      metodo: 'post',
      caminho,
      status: 201,
      operacao: `mutation ContatoRest($dados: FaleConoscoInput!, $recaptcha: String) { enviarFaleConosco(dados: $dados, recaptcha: $recaptcha) { protocolo mensagem } }`,
      variaveis: (req) => ({
        dados: {
          nome: campo(req, 'nome'),
          email: campo(req, 'email'),
          telefone: campo(req, 'telefone') || null,
          assunto: campo(req, 'assunto'),
          tipo: campo(req, 'tipo') || 'solicitacao_informacao',
          mensagem: campo(req, 'mensagem'),
          contatadoId: inteiroDe(req.params.contatadoId) ?? inteiroDe(campoDoCorpo(req, 'contato', 'contatado_id')) ?? null,
        },
        recaptcha: textoDe((req.body as Record<string, unknown> | undefined)?.['g-recaptcha-response']) ?? null,
      }),
    }),
  ),
];

export function createRotasContatos(opcoes: { graphqlUrl: DestinoGraphql; logger: Logger; contadores: ContadoresDeFormularios; recaptcha: RecaptchaVerifier }): Router {
  const router = express.Router();
  const executar = createExecutor(opcoes.graphqlUrl);
  router.get(['/gerar_pdf_contatos', '/gerar_pdf_contatos.pdf'], async (req, res) => {
    // Made in the content subgraph, which issues its verification code (docs/documentos-verificaveis.md). Revalidated
    // on every download (the ETag answers 304 when unchanged): an edit in the admin shows at once.
    const { contatosEmPdf } = await executar<{ contatosEmPdf: { nome: string; conteudoBase64: string } }>(req, res, PDF, {});
    res
      .set({ 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${contatosEmPdf.nome}"`, 'cache-control': 'public, no-cache' })
      .send(Buffer.from(contatosEmPdf.conteudoBase64, 'base64'));
  });
  router.get(['/validar_recaptcha', '/validar_recaptcha.json'], rotaValidarRecaptcha(opcoes.recaptcha));
  // The same budget as the contact form: these are fale conosco messages with an addressee.
  router.post(['/:pagina', '/:pagina/:contatadoId'], limiteDoFormulario(opcoes.contadores, 'fale_conosco'));
  router.use(createShimRest(rotasContatos, { graphqlUrl: opcoes.graphqlUrl, logger: opcoes.logger }));
  router.use(tratarErros(opcoes.logger));
  return router;
}
