import { STATUS_POR_CODIGO } from '@alego/catalog';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';

/** Shared by every REST path of the shim: run a GraphQL operation on this gateway, answer `{mensagem}` on failure. */
export const MENSAGENS_REST = {
  indisponivel: 'Serviço indisponível. Tente novamente em instantes.',
  erroInterno: 'Ocorreu um erro interno. Tente novamente em instantes.',
  requisicaoInvalida: 'Requisição inválida.',
} as const;

export interface GraphQLErro {
  message: string;
  extensions?: { code?: string; mensagens?: string[] };
}

/** A GraphQL or service failure, already as the REST answer. */
export class RespostaError extends Error {
  constructor(
    readonly status: number,
    readonly corpo: { mensagem: string; mensagens?: string[] },
    /** `Retry-After` of a refusal (429, 503), in seconds. */
    readonly retryAfter?: string,
  ) {
    super(corpo.mensagem);
  }
}

export function erroRest(erro: GraphQLErro, retryAfter?: string): RespostaError {
  const status = STATUS_POR_CODIGO[erro.extensions?.code ?? ''];
  if (status === undefined) return new RespostaError(503, { mensagem: MENSAGENS_REST.indisponivel });
  if (status === 500) return new RespostaError(500, { mensagem: MENSAGENS_REST.erroInterno });
  const mensagens = erro.extensions?.mensagens;
  const corpo = Array.isArray(mensagens) && mensagens.length > 1 ? { mensagem: erro.message, mensagens } : { mensagem: erro.message };
  return new RespostaError(status, corpo, status === 429 || status === 503 ? retryAfter : undefined);
}

/** A path (`/graphql`) is resolved against the address and port the request came in on (works with port 0 in tests). */
export function enderecoGraphql(req: Request, configurado: string): string {
  if (/^https?:\/\//.test(configurado)) return configurado;
  const local = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = local.includes(':') ? `[${local}]` : local;
  return `http://${host}:${req.socket.localPort}${configurado}`;
}

/** A file from a legacy multipart form, bound for the variable at `caminho` (e.g. `dados.imagem`). */
export interface ArquivoRest {
  caminho: string;
  nome: string;
  tipo: string;
  /** Backed by the temporary file on disk (`fs.openAsBlob`): read as it is sent, never held in memory. */
  conteudo: Blob;
}

export type Executor = <T>(req: Request, res: Response, query: string, variables: Record<string, unknown>, arquivos?: ArquivoRest[]) => Promise<T>;

/** A GraphQL answer as `/graphql` would send it. */
export interface CorpoGraphql<T = unknown> {
  data?: T | null;
  errors?: GraphQLErro[];
  /** The `Retry-After` header `/graphql` would have sent with these errors. */
  retryAfter?: string;
}

/**
 * Runs one operation inside this gateway as the caller of `req` (their token, assignment, request id and address),
 * through the same pipeline as `/graphql` (see em-processo.ts). Files travel as the multipart form would carry them.
 */
export type OperacaoEmProcesso = (req: Request, res: Response, operacao: Operacao, arquivos: ArquivoRest[]) => Promise<CorpoGraphql>;

export interface Operacao {
  query: string;
  variables: Record<string, unknown>;
  /** Run as an anonymous visitor whatever the caller sent (the news feed is the same for everyone). */
  anonimo?: boolean;
}

/** Where a router's operations go: this gateway in process (app.ts), or the `/graphql` of a URL (a router tested alone). */
export type DestinoGraphql = string | OperacaoEmProcesso;

/** The GraphQL multipart request (operations, map, files) for an operation that carries files. */
function corpoMultipart(query: string, variables: Record<string, unknown>, arquivos: ArquivoRest[]): FormData {
  const formulario = new FormData();
  formulario.append('operations', JSON.stringify({ query, variables }));
  formulario.append('map', JSON.stringify(Object.fromEntries(arquivos.map((arquivo, i) => [String(i), [`variables.${arquivo.caminho}`]]))));
  arquivos.forEach((arquivo, i) => formulario.append(String(i), arquivo.conteudo, arquivo.nome));
  return formulario;
}

/** The same operation over HTTP, for a router mounted in front of another gateway (tests of one router). */
function porHttp(graphqlUrl: string): OperacaoEmProcesso {
  return async (req, res, { query, variables, anonimo }, arquivos) => {
    // Legacy callers authenticate with a bearer token, which a cross-site form cannot send: the preflight header is ours to add.
    const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
    if (arquivos.length === 0) headers['content-type'] = 'application/json';
    for (const nome of anonimo ? [] : ['authorization', 'x-lotacao-id']) {
      const valor = req.header(nome);
      if (valor) headers[nome] = valor;
    }
    const requestId = res.getHeader('x-request-id');
    if (typeof requestId === 'string') headers['x-request-id'] = requestId;
    const resposta = await fetch(enderecoGraphql(req, graphqlUrl), {
      method: 'POST',
      headers,
      body: arquivos.length > 0 ? corpoMultipart(query, variables, arquivos) : JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    });
    const retryAfter = resposta.headers.get('retry-after');
    return { ...((await resposta.json()) as CorpoGraphql), ...(retryAfter ? { retryAfter } : {}) };
  };
}

/**
 * Runs one operation as the caller (their token and chosen assignment), so the REST answers carry exactly the
 * GraphQL rules, permissions and messages. In the portal the destination is the gateway itself, in process.
 */
export function createExecutor(destino: DestinoGraphql, opcoes: { anonimo?: boolean } = {}): Executor {
  const operar = typeof destino === 'string' ? porHttp(destino) : destino;
  return async function executar<T>(req: Request, res: Response, query: string, variables: Record<string, unknown>, arquivos: ArquivoRest[] = []): Promise<T> {
    let corpo: CorpoGraphql<T>;
    try {
      corpo = (await operar(req, res, { query, variables, anonimo: opcoes.anonimo }, arquivos)) as CorpoGraphql<T>;
    } catch (erro) {
      req.log?.error({ err: erro }, 'GraphQL indisponível para o REST');
      throw new RespostaError(503, { mensagem: MENSAGENS_REST.indisponivel });
    }
    const primeiro = corpo.errors?.[0];
    if (primeiro) throw erroRest(primeiro, corpo.retryAfter);
    if (!corpo.data) throw new RespostaError(503, { mensagem: MENSAGENS_REST.indisponivel });
    return corpo.data;
  };
}

export function corpos(limite = '20kb'): RequestHandler[] {
  return [express.json({ limit: limite }), express.urlencoded({ extended: false, limit: limite })];
}

/** Malformed JSON or a body over the limit (body-parser's 400/413): the client's fault, never a 5xx. */
export function statusDeErroDoCliente(erro: unknown): number | undefined {
  const status = (erro as { status?: unknown; statusCode?: unknown } | null)?.status ?? (erro as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Turns thrown `RespostaError`s into their JSON answer; anything else is a 500 without internals. */
export function tratarErros(logger: Logger) {
  return (erro: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(erro);
    if (erro instanceof RespostaError) {
      if (erro.retryAfter) res.set('retry-after', erro.retryAfter);
      return void res.status(erro.status).json(erro.corpo);
    }
    const status = statusDeErroDoCliente(erro);
    if (status) return void res.status(status).json({ mensagem: MENSAGENS_REST.requisicaoInvalida });
    logger.error({ err: erro }, 'falha no REST');
    res.status(500).json({ mensagem: MENSAGENS_REST.erroInterno });
  };
}
