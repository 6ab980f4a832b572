import { openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARQUIVOS_POR_FORMULARIO } from '@alego/catalog';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import { getOperationAST, parse, type GraphQLSchema } from 'graphql';
import {
  collectRequirements,
  LOTACAO_HEADER,
  MENSAGEM_LOGIN,
  MENSAGEM_SEM_PERMISSAO,
  satisfies,
  type Identidade,
  type IdentityVerifier,
  type Requirement,
} from '@alego/kit/gateway';
import type { ListaNoSubgrafo, ServirLista } from './listas-do-subgrafo.js';
import { corpos, createExecutor, RespostaError, tratarErros, type ArquivoRest, type DestinoGraphql } from './executor.js';

/** Any JSON the GraphQL operation answers; each route shapes it for its legacy clients. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape belongs to each route's operation
type Dados = Record<string, any>;

/** One documented legacy path, answered by one GraphQL operation. */
export interface RotaRest {
  metodo: 'get' | 'post' | 'put' | 'delete';
  /** Express path relative to where the table is mounted, e.g. `/noticias/:id`. */
  caminho: string;
  operacao: string;
  /** The operation's variables; `consultar` runs another operation first, as the same caller (a PUT reading what it did not receive). */
  variaveis?: (req: Request, consultar: Consultar) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The legacy body; defaults to the operation's first field. */
  resposta?: (dados: Dados, req: Request) => unknown;
  /** The first field is a page (`itens`, `total`, ...): answer its items and the pagination headers. */
  paginada?: boolean;
  /**
   * Legacy forms sent as multipart: form field (with or without the wrapper, `noticia[imagem]` or `imagem`) → the
   * variable path that takes the file (`dados.imagem`). The file goes on to `/graphql` as GraphQL multipart, so the
   * gateway's upload pipeline checks and stores it exactly as for the admin client.
   */
  arquivos?: Record<string, string> | ArquivosAninhados;
  /** Turns the received files into the ones the operation takes, before the upload pipeline checks them (several PDFs merged into one). */
  combinarArquivos?: (arquivos: ArquivoRest[]) => Promise<ArquivoRest[]>;
  /** Extra headers legacy lists read besides pagination: totals (`totalPago`, `Total`...), period and counts (`Ano`, `Mes`...). */
  cabecalhos?: (dados: Dados, req: Request) => Record<string, string>;
  status?: number;
  /**
   * Serves only the requests it accepts; the others go on to the next route of the same path (one path, two
   * operations, e.g. the agenda's edit and its publication). With `arquivos`, the body is read once for both.
   */
  quando?: (req: Request) => boolean;
  /** A public catalog list the owning subgraph may answer from SQL (listas-do-subgrafo.ts), before this operation. */
  noSubgrafo?: ListaNoSubgrafo;
}

/** Runs a GraphQL operation with the request's own credentials and answers its data, or throws its REST error. */
export type Consultar = <T = Dados>(operacao: string, variaveis: Record<string, unknown>) => Promise<T>;

/**
 * Files inside nested rows (`comissao[arquivos_comissao][0][arquivo]`): gets the field name's parts
 * (`['comissao', 'arquivos_comissao', '0', 'arquivo']`) and the request, answers the variable path, or undefined for an
 * unknown field.
 */
export type ArquivosAninhados = (partes: string[], req: Request) => string | undefined;

/** The page fields every paginated operation of the tables selects besides `itens`. */
export const CAMPOS_DA_PAGINA = 'total pagina porPagina totalPaginas';

/**
 * `?pagina` (or `page`, as some legacy screens sent) and `?por_pagina` from the query string; what is not a number
 * takes the default, and the range is the subgraph's to check (with its Portuguese message).
 */
export function paginacaoDaConsulta(req: Request, porPaginaPadrao: number): { pagina: number; porPagina: number } {
  const q = req.query as Record<string, unknown>;
  return { pagina: inteiroDe(q.pagina) ?? inteiroDe(q.page) ?? 1, porPagina: inteiroDe(q.por_pagina) ?? porPaginaPadrao };
}

/** The pagination headers legacy lists read (public-site spec §7). */
export function cabecalhosDePaginacao(pagina: { total: number; pagina: number; porPagina: number; totalPaginas: number }): Record<string, string> {
  return {
    TotalLinhas: String(pagina.total),
    TotalCount: String(pagina.total),
    TotalPaginas: String(pagina.totalPaginas),
    TotalPages: String(pagina.totalPaginas),
    CurrentPage: String(pagina.pagina),
    quantidadePorPagina: String(pagina.porPagina),
  };
}

export interface OpcoesDoShim {
  graphqlUrl: DestinoGraphql;
  logger: Logger;
  tamanhoMaximoDeArquivo?: number;
  /**
   * Checks the caller of a route that takes files before its body is read, against the route operation's own
   * `@authenticated`/`@requiresScopes`: an anonymous or forged token gets 401, a caller without the permission 403,
   * and the upload never reaches memory or disk. Required by tables with `arquivos`.
   */
  acessoAntesDoCorpo?: AcessoAntesDoCorpo;
  /** Where multipart files wait on disk while the request lasts (the uploads' temporary folder). */
  pastaTemporaria?: string;
  /** Serves the `noSubgrafo` lists from their subgraph; without it, every route runs its operation. */
  listas?: ServirLista;
}

/** What the token check before a body needs: the gateway's verifier and the supergraph the access plugin reads. */
export interface AcessoAntesDoCorpo {
  verificar: IdentityVerifier;
  supergraph: () => { schema: GraphQLSchema; index: Map<string, Requirement> };
}

/** Up to this many declared bytes, a refused upload is read and dropped so that the client gets the answer. */
const CORPO_LIDO_NA_RECUSA = 1_000_000;

/**
 * Staff only (and, given the route's operation, holding what it requires), decided from the token before anything of
 * the body is read. The GraphQL access plugin still checks the operation itself afterwards.
 */
function exigirAntesDoCorpo(verificar: IdentityVerifier, requisitos: () => Requirement[]): RequestHandler {
  return async (req, res, next) => {
    const identidade: Identidade | null = await verificar(req.header('authorization'), req.header(LOTACAO_HEADER));
    const veredito = identidade?.tipo !== 'equipe' ? (identidade ? 'forbidden' : 'unauthenticated') : (requisitos().map((r) => satisfies(identidade, r)).find((v) => v !== 'ok') ?? 'ok');
    if (veredito === 'ok') return next();
    const recusar = () => {
      req.log?.info({ evento: 'corpo_recusado', motivo: veredito }, 'envio de arquivo recusado antes de ler o corpo');
      res.status(veredito === 'unauthenticated' ? 401 : 403).json({ mensagem: veredito === 'unauthenticated' ? MENSAGEM_LOGIN : MENSAGEM_SEM_PERMISSAO });
    };
    // A small body is read to its end and dropped before the refusal: a client still writing it when the connection
    // closed would see a broken pipe, not the message (fetch does). A large or undeclared one stays unread: closing
    // the connection is what keeps the client from pushing it to us.
    const declarado = Number(req.header('content-length') ?? Number.NaN);
    // A JSON body was already read by its parser: nothing is left to drop.
    if (req.readableEnded) return recusar();
    if (Number.isFinite(declarado) && declarado <= CORPO_LIDO_NA_RECUSA) {
      req.once('error', () => undefined).once('end', recusar).resume();
      return;
    }
    res.set('connection', 'close');
    recusar();
  };
}

/** For routes whose body goes elsewhere than a GraphQL operation (the payroll import): any staff token. */
export function exigirEquipeAntesDoCorpo(verificar: IdentityVerifier): RequestHandler {
  return exigirAntesDoCorpo(verificar, () => []);
}

/** For a shim route: the requirements of its operation, read once from the supergraph. */
function exigirAcessoDaOperacaoAntesDoCorpo(acesso: AcessoAntesDoCorpo, operacao: string): RequestHandler {
  let requisitos: Requirement[] | undefined;
  return exigirAntesDoCorpo(acesso.verificar, () => {
    if (!requisitos) {
      const { schema, index } = acesso.supergraph();
      const documento = parse(operacao);
      const definicao = getOperationAST(documento);
      requisitos = definicao ? collectRequirements(schema, index, documento, definicao) : [];
    }
    return requisitos;
  });
}

/**
 * Builds the REST shim for a table of routes: every path also answers with the `.json` suffix; errors come back
 * as `{mensagem}` with 400/401/403/404/503 exactly as the GraphQL operation decided.
 */
export function createShimRest(rotas: RotaRest[], opcoes: OpcoesDoShim): Router {
  const executar = createExecutor(opcoes.graphqlUrl);
  const multipart = formularioMultipart(opcoes.tamanhoMaximoDeArquivo ?? 3_000_000, opcoes.pastaTemporaria ?? path.join(tmpdir(), 'alego-uploads'));
  const acesso = opcoes.acessoAntesDoCorpo;
  if (rotas.some((rota) => rota.arquivos) && !acesso) throw new Error('createShimRest: rotas com arquivos exigem acessoAntesDoCorpo');
  const router = express.Router();
  router.use((req, _res, next) => {
    // `/noticias/5.json` is `/noticias/5`: the legacy API accepted the format suffix everywhere.
    req.url = req.url.replace(/\.json(?=\?|$)/, '');
    next();
  });
  router.use(corpos('2mb'));
  for (const rota of rotas) {
    // A route that may pass the request on (`quando`) checks only for staff before the body: the route that serves it
    // is known after reading it, and its operation is checked by the GraphQL access plugin.
    const antes: RequestHandler[] =
      rota.arquivos && acesso ? [rota.quando ? exigirEquipeAntesDoCorpo(acesso.verificar) : exigirAcessoDaOperacaoAntesDoCorpo(acesso, rota.operacao), multipart] : [];
    router[rota.metodo](rota.caminho, ...antes, async (req: Request, res: Response, next: NextFunction) => {
      if (rota.quando && !rota.quando(req)) return next();
      try {
        const recebidos = rota.arquivos ? await arquivosDaRota(req, rota.arquivos) : [];
        const arquivos = rota.combinarArquivos ? await rota.combinarArquivos(recebidos) : recebidos;
        const consultar: Consultar = (operacao, variaveis) => executar(req, res, operacao, variaveis);
        const variaveis = (await rota.variaveis?.(req, consultar)) ?? {};
        if (rota.noSubgrafo && opcoes.listas && (await opcoes.listas(rota, variaveis, req, res))) return;
        const dados = await executar<Dados>(req, res, rota.operacao, variaveis, arquivos);
        const primeiro = Object.values(dados)[0] as Dados;
        if (rota.paginada) {
          res.set(cabecalhosDePaginacao(primeiro as { total: number; pagina: number; porPagina: number; totalPaginas: number }));
        }
        if (rota.cabecalhos) res.set(rota.cabecalhos(dados, req));
        const corpo = rota.resposta ? rota.resposta(dados, req) : rota.paginada ? primeiro.itens : primeiro;
        res.status(rota.status ?? 200).json(corpo);
      } catch (erro) {
        next(erro);
      }
    });
  }
  router.use(tratarErros(opcoes.logger));
  return router;
}

/** What one legacy multipart form may hold: files go to disk; text fields, in memory, stay within 100 × 256 KB. */
const LIMITES_DO_FORMULARIO = { files: ARQUIVOS_POR_FORMULARIO, fields: 100, fieldSize: 256 * 1024, parts: 105 } as const;

/**
 * Multipart legacy forms: text fields become `req.body` (`noticia[titulo]` nests), files are streamed to the
 * temporary folder and removed when the response ends. A declared length above what the limits allow is refused unread.
 */
function formularioMultipart(tamanhoMaximo: number, pastaTemporaria: string): RequestHandler {
  // Browsers send the file name as raw UTF-8 (multer's default, latin1, turned "sessões.xlsx" into mojibake).
  const receber = multer({ storage: multer.diskStorage({ destination: pastaTemporaria }), defParamCharset: 'utf8', limits: { fileSize: tamanhoMaximo, ...LIMITES_DO_FORMULARIO } }).any();
  const maiorCorpo = LIMITES_DO_FORMULARIO.files * tamanhoMaximo + LIMITES_DO_FORMULARIO.fields * LIMITES_DO_FORMULARIO.fieldSize;
  // A request passed on by a `quando` route to the next one of its path was read already.
  const lidos = new WeakSet<Request>();
  return (req, res, next) => {
    if (!req.is('multipart/form-data') || lidos.has(req)) return next();
    lidos.add(req);
    if (Number(req.header('content-length') ?? 0) > maiorCorpo) {
      res.set('connection', 'close');
      return next(new RespostaError(413, { mensagem: 'O corpo da requisição é grande demais.' }));
    }
    res.once('close', () => {
      for (const arquivo of (req.files ?? []) as Express.Multer.File[]) void rm(arquivo.path, { force: true });
    });
    receber(req, res, (erro: unknown) => {
      if (!erro) return next();
      if (erro instanceof multer.MulterError) {
        const mensagem =
          erro.code === 'LIMIT_FILE_SIZE'
            ? `O arquivo é grande demais (máximo de ${tamanhoMaximo} bytes).`
            : erro.code === 'LIMIT_FILE_COUNT' || erro.code === 'LIMIT_UNEXPECTED_FILE'
              ? 'Arquivos demais neste envio.'
              : erro.code === 'LIMIT_FIELD_COUNT' || erro.code === 'LIMIT_PART_COUNT' || erro.code === 'LIMIT_FIELD_VALUE'
                ? 'O formulário tem campos demais ou grandes demais.'
                : 'Formulário inválido.';
        return next(new RespostaError(erro.code === 'LIMIT_FILE_SIZE' || erro.code === 'LIMIT_FIELD_VALUE' ? 413 : 400, { mensagem }));
      }
      // A truncated or malformed multipart body is the client's fault.
      next(new RespostaError(400, { mensagem: 'Formulário inválido.' }));
    });
  };
}

async function arquivosDaRota(req: Request, campos: Record<string, string> | ArquivosAninhados): Promise<ArquivoRest[]> {
  const recebidos = (req.files ?? []) as Express.Multer.File[];
  const arquivos: ArquivoRest[] = [];
  for (const arquivo of recebidos) {
    const campo = arquivo.fieldname.replace(/^[^[]+\[([^\]]+)\]$/, '$1');
    const caminho = typeof campos === 'function' ? campos(arquivo.fieldname.replace(/\]/g, '').split('['), req) : campos[campo];
    if (!caminho) throw new RespostaError(400, { mensagem: `Campo de arquivo desconhecido: ${campo}.` });
    arquivos.push({ caminho, nome: arquivo.originalname, tipo: arquivo.mimetype, conteudo: await openAsBlob(arquivo.path, { type: arquivo.mimetype }) });
  }
  return arquivos;
}

/** Reads a field from the body, also under the legacy wrapper key (`noticia[titulo]` or `{noticia: {titulo}}`). */
export function campoDoCorpo(req: Request, envelope: string, nome: string): unknown {
  const corpo = (req.body ?? {}) as Record<string, unknown>;
  const envelopado = corpo[envelope];
  if (envelopado && typeof envelopado === 'object' && nome in envelopado) return (envelopado as Record<string, unknown>)[nome];
  return corpo[nome];
}

export function textoDe(valor: unknown): string | undefined {
  return typeof valor === 'string' ? valor : typeof valor === 'number' ? String(valor) : undefined;
}

export function inteiroDe(valor: unknown): number | undefined {
  const numero = typeof valor === 'number' ? valor : typeof valor === 'string' && valor.trim() !== '' ? Number(valor) : NaN;
  return Number.isInteger(numero) ? numero : undefined;
}
