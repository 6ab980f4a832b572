import type { Logger } from 'pino';
import { caminhoInterno, INTERNAL_HEADER, type AvisoAoRequerente } from './interno.js';

const pendentes = new Set<Promise<void>>();

/**
 * Asks access to e-mail a requester (`POST /interno/notificacoes/requerente`), after the answer was committed and
 * without holding the request: a failure is logged, the reply stays readable by protocol on the site. Where access
 * is comes from the process's environment at each call (ACCESS_URL and INTERNAL_API_TOKEN, set by `npm start`).
 */
export function avisarRequerente(aviso: AvisoAoRequerente, logger: Logger, env: NodeJS.ProcessEnv = process.env): void {
  const token = env.INTERNAL_API_TOKEN;
  if (!token) return void logger.warn({ assunto: aviso.assunto }, 'INTERNAL_API_TOKEN não definido: e-mail ao requerente não enviado');
  const url = new URL(caminhoInterno('POST /notificacoes/requerente', {}), env.ACCESS_URL ?? 'http://127.0.0.1:4005');
  const envio = fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: token },
    body: JSON.stringify(aviso),
    signal: AbortSignal.timeout(15_000),
  })
    .then((resposta) => {
      if (resposta.status !== 204) throw new Error(`access respondeu ${resposta.status}`);
    })
    .catch((erro: unknown) => logger.error({ err: erro, assunto: aviso.assunto }, 'e-mail ao requerente não enviado'))
    .finally(() => pendentes.delete(envio));
  pendentes.add(envio);
}

/** Resolves when every e-mail asked for so far has been handed to access (tests, shutdown). */
export async function avisosEnviados(): Promise<void> {
  while (pendentes.size) await Promise.all([...pendentes]);
}

/**
 * Tells the gateway that these types' data changed outside a GraphQL mutation (a queued import, the command line):
 * its anonymous-read cache forgets them now instead of at the TTL. With Redis every gateway shares those versions, so
 * one call reaches them all. GATEWAY_URL and INTERNAL_API_TOKEN come from `npm start`; without them nothing is sent
 * and the pages refresh at the TTL (false).
 */
export async function invalidarCachePublico(tipos: readonly string[], logger: Logger, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const token = env.INTERNAL_API_TOKEN;
  if (!token || !env.GATEWAY_URL || !tipos.length) return false;
  const corpo: { tipos: string[] } = { tipos: [...tipos] };
  const resposta = await fetch(new URL(caminhoInterno('POST /cache/invalidar', {}), env.GATEWAY_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: token },
    body: JSON.stringify(corpo),
    signal: AbortSignal.timeout(10_000),
  }).catch((erro: unknown) => {
    logger.warn({ err: erro, tipos }, 'cache público não avisado: as páginas se renovam no fim do TTL');
    return null;
  });
  return resposta?.ok ?? false;
}
