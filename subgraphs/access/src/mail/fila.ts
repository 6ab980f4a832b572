import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { emSegundoPlano } from './carteiro.js';

/**
 * An e-mail job as the request leaves it: only the address and what was asked. Whether the address is registered,
 * which message it gets and the single-use code are decided by the worker, never on the request path.
 */
export interface Envio {
  /** `cadastro`: sign-up; `reenvio`: resend the confirmation; `recuperacao`: password recovery. */
  tipo: 'cadastro' | 'reenvio' | 'recuperacao';
  email: string;
}

export interface ContextoDoEnvio {
  em: EntityManager;
  logger: Logger;
}

/**
 * Where requests leave e-mail work. A request validates, enqueues and answers, the same way for any address, so
 * its time tells nothing about the address. pg-boss (a later issue) takes this place behind `enfileirar` and
 * `ociosa`: durable, retried, shared by processes; `Envio` is plain data for that reason.
 */
export interface FilaDeEnvios {
  enfileirar(envio: Envio, contexto: ContextoDoEnvio): void;
  /** Resolves when every job queued so far has run (tests, shutdown). */
  ociosa(): Promise<void>;
}

/**
 * How long a job waits before it starts. Long enough that its work (a transaction, an e-mail) never competes with
 * the delivery of the answer that queued it, whose time would then depend on the address again (measured in
 * bench/recuperacao.ts); short enough that the e-mail still leaves at once for a person.
 */
export const ATRASO_DO_ENVIO_MS = 100;

/**
 * The in-process queue: jobs run one at a time, each at least `ATRASO_DO_ENVIO_MS` after it was queued, so never
 * on the path of the request that queued it. `pausar` holds jobs (maintenance, and tests that
 * look at the queue before it runs).
 */
export function createFilaEmProcesso(processar: (envio: Envio, contexto: ContextoDoEnvio) => Promise<void>) {
  const retidos: { envio: Envio; contexto: ContextoDoEnvio }[] = [];
  let pausada = false;
  let ultimo: Promise<void> = Promise.resolve();
  const executar = (envio: Envio, contexto: ContextoDoEnvio) => {
    const inicio = Date.now() + ATRASO_DO_ENVIO_MS;
    const vez = ultimo
      .then(() => new Promise<void>((pronto) => setTimeout(pronto, Math.max(0, inicio - Date.now()))))
      .then(() => processar(envio, contexto));
    ultimo = vez.catch(() => undefined);
    emSegundoPlano(() => vez, contexto.logger);
  };
  return {
    enfileirar(envio: Envio, contexto: ContextoDoEnvio): void {
      if (pausada) retidos.push({ envio, contexto });
      else executar(envio, contexto);
    },
    async ociosa(): Promise<void> {
      await ultimo;
    },
    pausar(): void {
      pausada = true;
    },
    retomar(): void {
      pausada = false;
      for (const { envio, contexto } of retidos.splice(0)) executar(envio, contexto);
    },
    /** Jobs held while paused, as they were queued. */
    retidos(): Envio[] {
      return retidos.map(({ envio }) => envio);
    },
  } satisfies FilaDeEnvios & Record<string, unknown>;
}
