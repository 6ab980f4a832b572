import type { Logger } from 'pino';
import { estadoEmMemoria, type EstadoCompartilhado } from './estado.js';
import { estadoEmRedis } from './redis.js';

export { estadoEmMemoria, type EstadoCompartilhado } from './estado.js';

/** Redis when `REDIS_URL` is set, else this process's memory. */
export async function createEstadoCompartilhado(env: NodeJS.ProcessEnv, logger: Logger): Promise<EstadoCompartilhado> {
  if (!env.REDIS_URL) return estadoEmMemoria(logger);
  return estadoEmRedis(env.REDIS_URL, logger, env.REDIS_PREFIXO ?? 'alego:');
}
