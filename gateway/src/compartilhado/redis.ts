import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { ArmazemDeRespostas, ConfigDoCachePublico } from '../cache/respostas-publicas.js';
import { avisoDeFalha, type EstadoCompartilhado } from './estado.js';

/** The response cache's three steps as scripts: each is one round trip and atomic, whatever the other gateways do. */
const LER = `
local e = redis.call('HMGET', KEYS[1], 'c', 't', 'm')
if not e[1] then return false end
local marco = tonumber(e[3])
for tipo in string.gmatch(e[2], '[^,]+') do
  local v = redis.call('HGET', KEYS[2], tipo)
  if v and tonumber(v) > marco then
    redis.call('DEL', KEYS[1])
    return false
  end
end
return e[1]`;

const GRAVAR = `
local marco = tonumber(ARGV[3])
for tipo in string.gmatch(ARGV[2], '[^,]+') do
  local v = redis.call('HGET', KEYS[2], tipo)
  if v and tonumber(v) > marco then return 0 end
end
redis.call('HSET', KEYS[1], 'c', ARGV[1], 't', ARGV[2], 'm', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

const INVALIDAR = `
local s = redis.call('INCR', KEYS[1])
for _, tipo in ipairs(ARGV) do redis.call('HSET', KEYS[2], tipo, s) end
redis.call('PEXPIRE', KEYS[2], 86400000)
return s`;

interface ComandosDoCache {
  lerRespostaBuffer(entrada: string, versoes: string): Promise<Buffer | null>;
  gravarResposta(entrada: string, versoes: string, corpo: Buffer, tipos: string, marco: number, ttlMs: number): Promise<number>;
  invalidarTipos(sequencia: string, versoes: string, ...tipos: string[]): Promise<number>;
}

/**
 * The response cache in Redis, same contract as the in-process one: a global write sequence, one version per type,
 * answers kept with the sequence seen when their request started (keys share the `{cache}` hash tag, so the scripts
 * also run on a Redis Cluster). A failing Redis never fails a request: reads miss, answers are not kept, and a lost
 * invalidation is logged (other gateways may then serve that answer until its TTL).
 */
function armazemEmRedis(redis: Redis & ComandosDoCache, prefixo: string, config: ConfigDoCachePublico, falhou: EstadoCompartilhado['falhou']): ArmazemDeRespostas {
  const sequencia = `${prefixo}{cache}:sequencia`;
  const versoes = `${prefixo}{cache}:versoes`;
  const entrada = (chave: string) => `${prefixo}{cache}:r:${chave}`;
  const ttlMs = Math.max(config.ttlMs, 1);
  return {
    async marco() {
      try {
        return Number((await redis.get(sequencia)) ?? 0);
      } catch (erro) {
        falhou('cache', erro, 'cache de respostas ignorado');
        return -1;
      }
    },
    async ler(chave) {
      try {
        return (await redis.lerRespostaBuffer(entrada(chave), versoes)) ?? undefined;
      } catch (erro) {
        falhou('cache', erro, 'cache de respostas ignorado');
        return undefined;
      }
    },
    async gravar(chave, corpo, tipos, marco) {
      if (marco < 0) return;
      try {
        await redis.gravarResposta(entrada(chave), versoes, corpo, tipos.join(','), marco, ttlMs);
      } catch (erro) {
        falhou('cache', erro, 'cache de respostas ignorado');
      }
    },
    async invalidar(tipos) {
      if (!tipos.length) return;
      try {
        await redis.invalidarTipos(sequencia, versoes, ...tipos);
      } catch (erro) {
        falhou('invalidacao', erro, `invalidação de ${tipos.join(', ')} perdida: outras réplicas podem servir a resposta antiga até o fim do TTL`);
      }
    },
  };
}

/**
 * Shared state in Redis. Commands never wait for a reconnection (no offline queue, a short command timeout): during an
 * outage each user of the state gets an error at once and applies its own rule (docs/escala.md).
 */
export async function estadoEmRedis(url: string, logger: Logger, prefixo: string): Promise<EstadoCompartilhado> {
  // Imported only where Redis is configured: a gateway on its own never loads the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (tentativa) => Math.min(tentativa * 200, 2_000),
  }) as Redis & ComandosDoCache;
  redis.defineCommand('lerResposta', { numberOfKeys: 2, lua: LER });
  redis.defineCommand('gravarResposta', { numberOfKeys: 2, lua: GRAVAR });
  redis.defineCommand('invalidarTipos', { numberOfKeys: 2, lua: INVALIDAR });
  const falhou = avisoDeFalha(logger, 'Redis');
  let fora = false;
  redis.on('error', (erro) => {
    fora = true;
    falhou('conexao', erro, 'cache ignorado, logins recusados, limites de formulários abertos até a volta');
  });
  redis.on('ready', () => {
    if (fora) logger.info({ evento: 'estado_compartilhado_de_volta' }, 'Redis de volta: estado compartilhado restabelecido');
    fora = false;
  });
  // A Redis down at start is an outage like any other: the gateway starts degraded and reconnects by itself.
  await redis.connect().catch((erro: unknown) => falhou('conexao', erro, 'o gateway começa sem estado compartilhado'));
  // Messages between gateways need a connection of their own (a subscribed connection runs no other command); it
  // subscribes again by itself after a reconnection.
  const assinante = redis.duplicate({ lazyConnect: false, enableOfflineQueue: true });
  assinante.on('error', (erro) => falhou('assinatura', erro, 'avisos entre gateways suspensos até a volta'));
  const ouvintes = new Map<string, (mensagem: string[]) => void>();
  assinante.on('message', (canal: string, texto: string) => {
    try {
      ouvintes.get(canal)?.(JSON.parse(texto) as string[]);
    } catch (erro) {
      logger.warn({ err: erro, canal }, 'aviso entre gateways ilegível');
    }
  });
  logger.info({ redis: new URL(url).host }, 'estado compartilhado no Redis');
  return {
    onde: 'redis',
    armazemDeRespostas: (config) => armazemEmRedis(redis, prefixo, config, falhou),
    contador: (opcoes) => new RateLimiterRedis({ ...opcoes, keyPrefix: `${prefixo}limite:${opcoes.keyPrefix}`, storeClient: redis, rejectIfRedisNotReady: true }),
    async primeiroUso(chave, ttlS) {
      return (await redis.set(`${prefixo}uso:${chave}`, '1', 'EX', Math.max(1, Math.ceil(ttlS)), 'NX')) === 'OK';
    },
    avisar(canal, mensagem) {
      redis.publish(`${prefixo}${canal}`, JSON.stringify(mensagem)).catch((erro: unknown) => falhou('aviso', erro, `aviso "${canal}" perdido: os outros gateways o percebem pelo prazo do seu cache`));
    },
    aoAvisar(canal, ouvir) {
      ouvintes.set(`${prefixo}${canal}`, ouvir);
      assinante.subscribe(`${prefixo}${canal}`).catch((erro: unknown) => falhou('assinatura', erro, 'avisos entre gateways suspensos até a volta'));
    },
    falhou,
    async fechar() {
      assinante.disconnect();
      redis.disconnect();
    },
  };
}
