import type { Logger } from 'pino';
import { RateLimiterMemory, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { armazemEmMemoria, type ArmazemDeRespostas, type ConfigDoCachePublico } from '../cache/respostas-publicas.js';

/**
 * What several gateways must share (DESIGN.md, "Growing past one machine"): the anonymous-read response cache and
 * its invalidation, the rate-limit and login counters, single-use tokens (reCAPTCHA, social-login state). Kept in
 * this process when `REDIS_URL` is unset (`npm start` stays one command), in Redis when it is set
 * (compartilhado/redis.ts). Each user of the state decides how it degrades when the store fails (docs/escala.md).
 */
export interface EstadoCompartilhado {
  readonly onde: 'processo' | 'redis';
  /** The response cache's store (gateway/src/cache). */
  armazemDeRespostas(config: ConfigDoCachePublico): ArmazemDeRespostas;
  /** A rate-limiter-flexible counter: the same options, in memory or in Redis. */
  contador(opcoes: Pick<IRateLimiterOptions, 'keyPrefix' | 'points' | 'duration' | 'blockDuration'>): RateLimiterAbstract;
  /** True the first time `chave` is seen within `ttlS` seconds, on any gateway. */
  primeiroUso(chave: string, ttlS: number): Promise<boolean>;
  /** Tells the other gateways (Redis pub/sub; nobody else in process); lost while Redis is down (logged). */
  avisar(canal: string, mensagem: readonly string[]): void;
  /** What to do when a gateway (this one included) tells `canal`. */
  aoAvisar(canal: string, ouvir: (mensagem: string[]) => void): void;
  /** Logs an outage of the store (at most once per kind every few seconds: an outage is not a log flood). */
  falhou(tipo: string, erro: unknown, consequencia: string): void;
  fechar(): Promise<void>;
}

/** Logs each kind of failure at most once per `intervaloMs`. */
export function avisoDeFalha(logger: Logger, onde: string, intervaloMs = 10_000): EstadoCompartilhado['falhou'] {
  const ultimos = new Map<string, number>();
  return (tipo, erro, consequencia) => {
    const agora = Date.now();
    if ((ultimos.get(tipo) ?? 0) > agora - intervaloMs) return;
    ultimos.set(tipo, agora);
    logger.warn({ err: erro, evento: 'estado_compartilhado_indisponivel', onde, tipo }, `${onde} indisponível: ${consequencia}`);
  };
}

/** The in-process state of a single gateway. */
export function estadoEmMemoria(logger?: Logger): EstadoCompartilhado {
  const usados = new Map<string, number>();
  const falhou = logger ? avisoDeFalha(logger, 'estado em memória') : () => undefined;
  return {
    onde: 'processo',
    armazemDeRespostas: (config) => armazemEmMemoria(config),
    contador: (opcoes) => new RateLimiterMemory(opcoes),
    async primeiroUso(chave, ttlS) {
      const agora = Date.now();
      for (const [visto, expira] of usados) if (expira <= agora) usados.delete(visto);
      if (usados.has(chave)) return false;
      usados.set(chave, agora + ttlS * 1000);
      return true;
    },
    avisar() {},
    aoAvisar() {},
    falhou,
    async fechar() {},
  };
}
