import type { Request } from 'express';

/**
 * The body of a plain GraphQL request, as the fast paths take it (the subgraphs' direct path, caminho-direto.ts, and
 * the gateway's short path): the query text, at most an operation name and an object of variables.
 */
export interface CorpoSimples {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

const CHAVES_DO_CORPO = new Set(['query', 'operationName', 'variables']);

/**
 * The request as a fast path takes it, or undefined (Apollo Server then answers it): an anonymous POST of JSON (no
 * token) whose body is a `CorpoSimples`, answered as `application/json` (Apollo Server would pick another type for
 * another `accept`).
 */
export function corpoSimples(req: Request): CorpoSimples | undefined {
  if (req.method !== 'POST' || req.headers.authorization !== undefined || !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return undefined;
  const aceita = req.headers.accept;
  if (aceita !== undefined && aceita !== '*/*' && aceita !== 'application/json') return undefined;
  const corpo: unknown = req.body;
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return undefined;
  for (const chave in corpo) if (!CHAVES_DO_CORPO.has(chave)) return undefined;
  const { query, operationName, variables } = corpo as Record<string, unknown>;
  if (typeof query !== 'string') return undefined;
  if (operationName !== undefined && (typeof operationName !== 'string' || operationName === '')) return undefined;
  if (variables !== undefined && (typeof variables !== 'object' || variables === null || Array.isArray(variables))) return undefined;
  return { query, operationName, variables: variables as Record<string, unknown> | undefined };
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
