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
