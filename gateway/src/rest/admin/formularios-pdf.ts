import Busboy from 'busboy';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { LOTACAO_HEADER } from '@alego/kit';
import { PDF } from '../../files/politicas.js';
import { enderecoGraphql, erroRest, MENSAGENS_REST, RespostaErro, tratarErros, type GraphQLErro } from '../executor.js';
import { dadosDoFormulario, mutacaoDeSalvar, RECURSOS_COM_PDF, type RecursoAdmin } from './transparencia-pessoal.js';

interface ArquivoRecebido {
  nome: string;
  tipo: string;
  bytes: Buffer;
}

/**
 * Reads a legacy multipart form: text fields into `req.body` (`orcamento[ano]` → `{orcamento: {ano}}`), and the one
 * PDF (`arquivo` or `<envelope>[arquivo]`) into memory, bounded by the PDF policy's size.
 */
function lerFormulario(req: Request, envelope: string): Promise<ArquivoRecebido | undefined> {
  return new Promise((resolve, reject) => {
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({ headers: req.headers, limits: { files: 1, fields: 50, fieldSize: 100_000, fileSize: PDF.tamanhoMaximo } });
    } catch {
      return reject(new RespostaErro(400, { mensagem: MENSAGENS_REST.requisicaoInvalida }));
    }
    const corpo: Record<string, unknown> = {};
    const envelopado: Record<string, unknown> = {};
    let arquivo: ArquivoRecebido | undefined;
    let grandeDemais = false;
    busboy.on('field', (nome, valor) => {
      const dentro = new RegExp(`^${envelope}\\[(\\w+)\\]$`).exec(nome);
      if (dentro) envelopado[dentro[1]!] = valor;
      else corpo[nome] = valor;
    });
    busboy.on('file', (campo, fluxo, info) => {
      if (campo !== 'arquivo' && campo !== `${envelope}[arquivo]`) return void fluxo.resume();
      const partes: Buffer[] = [];
      fluxo.on('data', (parte: Buffer) => partes.push(parte));
      fluxo.on('limit', () => {
        grandeDemais = true;
      });
      fluxo.on('end', () => {
        if (!grandeDemais) arquivo = { nome: info.filename ?? 'arquivo.pdf', tipo: info.mimeType, bytes: Buffer.concat(partes) };
      });
    });
    busboy.on('error', () => reject(new RespostaErro(400, { mensagem: MENSAGENS_REST.requisicaoInvalida })));
    busboy.on('close', () => {
      if (grandeDemais) return reject(new RespostaErro(413, { mensagem: PDF.mensagemDeTamanho }));
      req.body = { ...corpo, [envelope]: envelopado };
      resolve(arquivo);
    });
    req.pipe(busboy);
  });
}

/**
 * The legacy admin saves these registers as multipart forms with the PDF (back-office §7). This router answers those
 * POST/PUT as a GraphQL multipart request to this very gateway, so the file goes through the same upload pipeline
 * (PDF policy by magic bytes, blob store, signed reference) and the same permission checks. JSON bodies fall through
 * to the REST shim table.
 */
export function criarFormulariosPdf(opcoes: { graphqlUrl: string; logger: Logger }): Router {
  const router = express.Router();
  const salvar = (r: RecursoAdmin, atualizar: boolean) => async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    try {
      const arquivo = await lerFormulario(req, r.envelope);
      const dados = dadosDoFormulario(r, req);
      const variables: Record<string, unknown> = { dados: { ...dados, ...(arquivo ? { arquivo: null } : {}) }, ...(atualizar ? { id: req.params.id } : {}) };
      const form = new FormData();
      form.set('operations', JSON.stringify({ query: mutacaoDeSalvar(r, atualizar), variables }));
      form.set('map', JSON.stringify(arquivo ? { 0: ['variables.dados.arquivo'] } : {}));
      if (arquivo) form.set('0', new Blob([new Uint8Array(arquivo.bytes)], { type: arquivo.tipo }), arquivo.nome);
      const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
      for (const nome of ['authorization', LOTACAO_HEADER]) {
        const valor = req.header(nome);
        if (valor) headers[nome] = valor;
      }
      let corpo: { data?: Record<string, { id: string }> | null; errors?: GraphQLErro[] };
      try {
        const resposta = await fetch(enderecoGraphql(req, opcoes.graphqlUrl), { method: 'POST', headers, body: form, signal: AbortSignal.timeout(60_000) });
        corpo = (await resposta.json()) as typeof corpo;
      } catch (erro) {
        opcoes.logger.error({ err: erro }, 'GraphQL indisponível para o formulário com PDF');
        throw new RespostaErro(503, { mensagem: MENSAGENS_REST.indisponivel });
      }
      if (corpo.errors?.[0]) throw erroRest(corpo.errors[0]);
      const salvo = corpo.data?.[`${atualizar ? 'atualizar' : 'criar'}${r.tipo}`];
      if (!salvo) throw new RespostaErro(503, { mensagem: MENSAGENS_REST.indisponivel });
      res.status(atualizar ? 200 : 201).json({ mensagem: r.mensagem, id: Number(salvo.id) });
    } catch (erro) {
      next(erro);
    }
  };
  router.use((req, _res, next) => {
    // As in the shim: `/orcamentos/5.json` is `/orcamentos/5`.
    if (req.is('multipart/form-data')) req.url = req.url.replace(/\.json(?=\?|$)/, '');
    next();
  });
  for (const r of RECURSOS_COM_PDF) {
    router.post(r.caminho, salvar(r, false));
    router.put(`${r.caminho}/:id`, salvar(r, true));
  }
  router.use(tratarErros(opcoes.logger));
  return router;
}
