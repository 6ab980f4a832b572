import express, { type Request, type Router } from 'express';
import type { Logger } from 'pino';
import { texto, type FormularioSemJs } from '../auth/formulario-sem-js.js';
import { limiteDoFormulario, rotaValidarRecaptcha, type ContadoresDeFormularios } from '../auth/formularios.js';
import type { RecaptchaVerifier } from '../auth/recaptcha.js';
import { createExecutor, RespostaError, tratarErros, type DestinoGraphql } from './executor.js';
import { campoDoCorpo, createShimRest, inteiroDe, textoDe, type RotaRest } from './shim.js';

const CAMPOS = `protocolo status tipoPessoa nome email telefone genero escolaridade ocupacao objetivo estadoId municipioId pedido recebidaEm prazo prorrogada
  justificativaProrrogacao resposta decisao motivoNegativa respondidaEm situacaoDoPrazo pdfResposta { url nome tipo tamanho }
  recursos { instancia razoes prazo resposta decisao respondidoEm createdAt } createdAt`;

const VOCABULARIOS = ['tipo-pessoas', 'generos', 'escolaridades', 'ocupacoes', 'objetivos'];

/** A field of the legacy form, with or without the `solicitacao_informacao[...]` wrapper. */
const campo = (req: Request, nome: string) => textoDe(campoDoCorpo(req, 'solicitacao_informacao', nome))?.trim();
const opcional = (req: Request, nome: string) => campo(req, nome) || null;
const recaptchaDe = (req: Request) => textoDe((req.body as Record<string, unknown> | undefined)?.['g-recaptcha-response']) ?? null;

const ENVIAR = `mutation EnviarSolicitacaoInformacaoRest($dados: SolicitacaoInformacaoInput!, $recaptcha: String) {
      enviarSolicitacaoInformacao(dados: $dados, recaptcha: $recaptcha) { protocolo prazo mensagem } }`;

/** A code of the IBGE lists, or null (the service refuses a code that is not on them). */
const codigo = (valor: string) => (/^\d{1,9}$/.test(valor.trim()) ? Number(valor) : null);

/**
 * The site's LAI form without JavaScript (`/transparencia/solicitacoes-informacao`, the page's own field names):
 * back to the page with the protocol and the deadline, or the messages.
 */
export const LAI_SEM_JS: FormularioSemJs<{ enviarSolicitacaoInformacao: { protocolo: string; prazo: string } }> = {
  pagina: '/transparencia/solicitacoes-informacao',
  contador: 'lai',
  operacao: ENVIAR,
  variaveis: (req) => {
    const opcional = (nome: string) => texto(req, nome).trim() || null;
    return {
      dados: {
        tipoPessoa: texto(req, 'tipoPessoa').trim(),
        nome: texto(req, 'nome').trim(),
        email: texto(req, 'email').trim(),
        telefone: opcional('telefone'),
        genero: opcional('genero'),
        escolaridade: opcional('escolaridade'),
        ocupacao: opcional('ocupacao'),
        objetivo: opcional('objetivo'),
        estadoId: codigo(texto(req, 'estadoId')),
        municipioId: codigo(texto(req, 'municipioId')),
        pedido: texto(req, 'pedido').trim(),
      },
    };
  },
  sucesso: ({ enviarSolicitacaoInformacao: { protocolo, prazo } }) => ({ protocolo, prazo }),
};

/** `/api/transparencia/solicitacoes_informacao...` (public-site spec §7): one GraphQL operation per path. */
export const rotasSolicitacoesInformacao: RotaRest[] = [
  {
    metodo: 'post',
    caminho: '/',
    status: 201,
    operacao: ENVIAR,
    variaveis: (req) => ({
      dados: {
        tipoPessoa: campo(req, 'tipo_pessoa') ?? '',
        nome: campo(req, 'nome') ?? '',
        email: campo(req, 'email') ?? '',
        telefone: opcional(req, 'telefone'),
        genero: opcional(req, 'genero'),
        escolaridade: opcional(req, 'escolaridade'),
        ocupacao: opcional(req, 'ocupacao'),
        objetivo: opcional(req, 'objetivo'),
        estadoId: inteiroDe(campoDoCorpo(req, 'solicitacao_informacao', 'estado_id')) ?? null,
        municipioId: inteiroDe(campoDoCorpo(req, 'solicitacao_informacao', 'municipio_id')) ?? null,
        pedido: campo(req, 'pedido') ?? campo(req, 'descricao') ?? '',
      },
      recaptcha: recaptchaDe(req),
    }),
  },
  {
    metodo: 'get',
    caminho: '/status',
    operacao: `query StatusSolicitacaoInformacaoRest($protocolo: String!) { statusSolicitacaoInformacao(protocolo: $protocolo) { protocolo status rotulo recebidaEm prazo prorrogada } }`,
    variaveis: (req) => ({ protocolo: textoDe(req.query.protocolo) ?? '' }),
    resposta: ({ statusSolicitacaoInformacao }) => {
      if (!statusSolicitacaoInformacao) throw new RespostaError(404, { mensagem: 'Nenhuma solicitação encontrada com este protocolo.' });
      return statusSolicitacaoInformacao;
    },
  },
  {
    metodo: 'get',
    caminho: '/consultar',
    operacao: `query ConsultarSolicitacaoInformacaoRest($protocolo: String!, $email: String) { consultarSolicitacaoInformacao(protocolo: $protocolo, email: $email) { ${CAMPOS} } }`,
    variaveis: (req) => ({ protocolo: textoDe(req.query.protocolo) ?? '', email: textoDe(req.query.email) ?? null }),
  },
  {
    metodo: 'post',
    caminho: '/recurso',
    status: 201,
    operacao: `mutation RecorrerSolicitacaoInformacaoRest($protocolo: String!, $email: String, $razoes: String!) {
      recorrerSolicitacaoInformacao(protocolo: $protocolo, email: $email, razoes: $razoes) { protocolo status prazo } }`,
    variaveis: (req) => ({ protocolo: campo(req, 'protocolo') ?? '', email: campo(req, 'email') ?? null, razoes: campo(req, 'razoes') ?? '' }),
    resposta: ({ recorrerSolicitacaoInformacao }) => ({ mensagem: 'Recurso registrado. A resposta chegará por e-mail.', ...recorrerSolicitacaoInformacao }),
  },
  {
    metodo: 'get',
    caminho: '/estatisticas',
    operacao: `query EstatisticasSolicitacoesInformacaoRest($ano: Int!) { estatisticasSolicitacoesInformacao(ano: $ano) {
      ano mes recebidas atendidas negadas pendentes prorrogadas recursos tempoMedioResposta motivosNegativa { motivo rotulo quantidade } } }`,
    variaveis: (req) => ({ ano: inteiroDe(req.query.ano) ?? new Date().getFullYear() }),
  },
  ...VOCABULARIOS.map(
    (nome): RotaRest => ({
      metodo: 'get',
      caminho: `/${nome}`,
      operacao: `query VocabularioSolicitacaoInformacaoRest($nome: String!) { vocabularioSolicitacaoInformacao(nome: $nome) { valor rotulo } }`,
      variaveis: () => ({ nome }),
    }),
  ),
];

/**
 * The LAI paths: the shim table, the form's budget per address (the GraphQL mutation spends the same one) and
 * `validar-recaptcha`, which checks a token without filing anything (the legacy screen validated before sending).
 */
export function createRotasSolicitacoesInformacao(opcoes: { graphqlUrl: DestinoGraphql; logger: Logger; contadores: ContadoresDeFormularios; recaptcha: RecaptchaVerifier }): Router {
  const router = express.Router();
  const executar = createExecutor(opcoes.graphqlUrl);
  // The answer document as a plain link (the consult page, without JavaScript too): the PDF, not JSON.
  router.get('/resposta.pdf', async (req, res, next) => {
    try {
      const { consultarSolicitacaoInformacao: { documentoResposta: documento } } = await executar<{
        consultarSolicitacaoInformacao: { documentoResposta: { nome: string; conteudoBase64: string } | null };
      }>(
        req,
        res,
        `query DocumentoRespostaSolicitacaoInformacaoRest($protocolo: String!, $email: String) {
          consultarSolicitacaoInformacao(protocolo: $protocolo, email: $email) { documentoResposta { nome conteudoBase64 } } }`,
        { protocolo: textoDe(req.query.protocolo) ?? '', email: textoDe(req.query.email) ?? null },
      );
      if (!documento) throw new RespostaError(404, { mensagem: 'Esta solicitação ainda não foi respondida.' });
      res
        .set({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${documento.nome}"`, 'cache-control': 'no-store' })
        .send(Buffer.from(documento.conteudoBase64, 'base64'));
    } catch (erro) {
      next(erro);
    }
  });
  router.post('/', limiteDoFormulario(opcoes.contadores, 'lai'));
  router.get(['/validar-recaptcha', '/validar-recaptcha.json'], rotaValidarRecaptcha(opcoes.recaptcha));
  router.use(createShimRest(rotasSolicitacoesInformacao, { graphqlUrl: opcoes.graphqlUrl, logger: opcoes.logger }));
  router.use(tratarErros(opcoes.logger));
  return router;
}
