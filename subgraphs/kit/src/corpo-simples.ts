import type { Request } from 'express';

/**
 * The body of a plain GraphQL request, as the fast paths take it (the subgraphs' direct path, caminho-direto.ts, and
 * the gateway's short path): the query text, at most an operation name and an object of variables.
 */
export interface CorpoSimples {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
  /** The answer's content type, as Apollo Server would negotiate it (`tipoDaResposta`). */
  tipo: TipoDaResposta;
}

/** The single-result types Apollo Server answers in (its `MEDIA_TYPES`, in its order of negotiation). */
const JSON_SIMPLES = 'application/json; charset=utf-8';
const RESPOSTA_GRAPHQL = 'application/graphql-response+json; charset=utf-8';
const TIPOS_DE_APOLLO = [JSON_SIMPLES, RESPOSTA_GRAPHQL, 'application/json; callbackSpec=1.0; charset=utf-8'];

export type TipoDaResposta = typeof JSON_SIMPLES | typeof RESPOSTA_GRAPHQL;

/**
 * The content type Apollo Server would answer this request's single result in (`chooseContentTypeForSingleResultResponse`:
 * the same negotiator over the same list), when a fast path can answer in it: plain JSON, or GraphQL over HTTP's
 * `application/graphql-response+json`, which Apollo Client asks for first. The callback format and an `accept` that
 * takes neither (Apollo's 406) are left to Apollo Server.
 */
export function tipoDaResposta(req: Request): TipoDaResposta | undefined {
  const aceita = req.headers.accept;
  if (aceita === undefined || aceita === '*/*' || aceita === 'application/json') return JSON_SIMPLES;
  const tipo = req.accepts(TIPOS_DE_APOLLO);
  return tipo === JSON_SIMPLES || tipo === RESPOSTA_GRAPHQL ? tipo : undefined;
}

const CHAVES_DO_CORPO = new Set(['query', 'operationName', 'variables']);

/**
 * The request as a fast path takes it, or undefined (Apollo Server then answers it): an anonymous POST of JSON (no
 * token) whose body is a `CorpoSimples`, in a type the fast path answers in.
 */
export function corpoSimples(req: Request): CorpoSimples | undefined {
  if (req.method !== 'POST' || req.headers.authorization !== undefined || !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return undefined;
  const tipo = tipoDaResposta(req);
  if (!tipo) return undefined;
  const corpo: unknown = req.body;
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return undefined;
  for (const chave in corpo) if (!CHAVES_DO_CORPO.has(chave)) return undefined;
  const { query, operationName, variables } = corpo as Record<string, unknown>;
  if (typeof query !== 'string') return undefined;
  if (operationName !== undefined && (typeof operationName !== 'string' || operationName === '')) return undefined;
  if (variables !== undefined && (typeof variables !== 'object' || variables === null || Array.isArray(variables))) return undefined;
  return { query, operationName, variables: variables as Record<string, unknown> | undefined, tipo };
}

/** Characters of query text a fast path keeps known (the site's, the admin's and the gateway's texts are a few hundred). */
export const TEXTO_GUARDADO = 4_000_000;

/** One key per operation text and name: the compiled queries (executor.ts) and the fast paths key by it. */
export const chaveDaConsulta = (query: string, operationName: string | null | undefined): string => `${operationName ?? ''}\n${query}`;

/** A request's text and operation name as a fast path keys them; undefined for the ones it leaves to Apollo Server. */
export function chaveDaOperacao(query: string, operationName: string | null | undefined): string | undefined {
  if (operationName === '' || operationName === null) return undefined;
  return chaveDaConsulta(query, operationName);
}
