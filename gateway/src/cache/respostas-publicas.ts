import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

/**
 * Response cache for anonymous public reads (DESIGN.md, "Performance budget"): a query without a token answers the
 * same for everyone, so its JSON is kept for a few seconds and served before Apollo parses anything. Any successful
 * mutation, or any write through the REST paths, empties it, so a published news item shows at once; the time limit
 * bounds what a cache cannot see (a scheduled publication coming due, another gateway's writes).
 */
export interface ConfigDoCachePublico {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  maxEntradas: number;
}

export function configDoCachePublico(env: NodeJS.ProcessEnv): ConfigDoCachePublico {
  return { ttlMs: Number(env.CACHE_PUBLICO_TTL_MS ?? 5000), maxEntradas: Number(env.CACHE_PUBLICO_MAX_ENTRADAS ?? 2000) };
}

/** What the middleware hands the GraphQL context; the plugin says whether this answer may be kept. */
export interface MarcaDeCache {
  cacheavel: boolean;
}

const MAIOR_RESPOSTA = 1_000_000;

export function criarCachePublico(config: ConfigDoCachePublico) {
  const cache = new LRUCache<string, Buffer>({
    max: Math.max(config.maxEntradas, 1),
    ttl: Math.max(config.ttlMs, 1),
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (corpo) => corpo.length || 1,
  });
  // Bumped by every write: an answer computed before a write finished is never stored after it.
  let geracao = 0;

  function invalidar(): void {
    geracao++;
    cache.clear();
  }

  function chaveDe(req: Request): string | undefined {
    const fonte = req.method === 'GET' ? req.query : req.body;
    if (!fonte || typeof fonte !== 'object' || typeof (fonte as { query?: unknown }).query !== 'string') return undefined;
    return chaveDaOperacao(fonte as { query: string; variables?: unknown; operationName?: unknown });
  }

  function chaveDaOperacao({ query, variables, operationName }: { query: string; variables?: unknown; operationName?: unknown }): string {
    // `variables: {}` and no variables are the same request.
    const semVariaveis = variables === undefined || variables === null || (typeof variables === 'object' && Object.keys(variables).length === 0);
    return createHash('sha256').update(JSON.stringify([query, semVariaveis ? null : variables, operationName ?? null])).digest('base64url');
  }

  /** In front of Apollo on `/graphql`, after the JSON body parser. */
  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (config.ttlMs <= 0 || (req.method !== 'GET' && req.method !== 'POST') || req.headers.authorization || !req.is('application/json') && req.method === 'POST') {
      return next();
    }
    const chave = chaveDe(req);
    if (!chave) return next();
    // `Cache-Control: no-cache` asks for a fresh answer (HTTP's meaning), which then refreshes the cache.
    const guardada = /no-cache/i.test(req.header('cache-control') ?? '') ? undefined : cache.get(chave);
    if (guardada) {
      res.status(200).set({ 'content-type': 'application/json; charset=utf-8', 'x-cache': 'HIT' }).end(guardada);
      return;
    }
    const marca: MarcaDeCache = { cacheavel: false };
    res.locals.cachePublico = marca;
    res.set('x-cache', 'MISS');
    const geracaoNoInicio = geracao;
    const send = res.send.bind(res);
    // Apollo answers a complete (non-streamed) result with a single `res.send(string)`.
    res.send = (corpo?: unknown) => {
      if (marca.cacheavel && res.statusCode === 200 && typeof corpo === 'string' && corpo.length <= MAIOR_RESPOSTA && geracao === geracaoNoInicio) {
        cache.set(chave, Buffer.from(corpo));
      }
      return send(corpo);
    };
    next();
  };

  /** Marks error-free queries as cacheable and empties the cache after every successful mutation. */
  function plugin<Contexto extends { cachePublico?: MarcaDeCache }>(): ApolloServerPlugin<Contexto> {
    return {
      async requestDidStart() {
        return {
          async willSendResponse({ operation, response, contextValue, errors }) {
            const semErros = !errors?.length && response.body.kind === 'single' && !response.body.singleResult.errors?.length;
            if (operation?.operation === 'mutation' && semErros) invalidar();
            if (operation?.operation === 'query' && semErros && contextValue.cachePublico) contextValue.cachePublico.cacheavel = true;
          },
        };
      },
    };
  }

  /**
   * The same cache for operations the gateway runs in process (REST, exports, server rendering): an anonymous query
   * is answered from it, and an error-free answer (marked by the plugin) is kept for the next caller, HTTP or not.
   */
  async function emProcesso<T>(operacao: { query: string; variables?: unknown }, anonimo: boolean, executar: (marca?: MarcaDeCache) => Promise<T>): Promise<T> {
    if (config.ttlMs <= 0 || !anonimo) return executar();
    const chave = chaveDaOperacao(operacao);
    const guardada = cache.get(chave);
    if (guardada) return JSON.parse(guardada.toString('utf8')) as T;
    const marca: MarcaDeCache = { cacheavel: false };
    const geracaoNoInicio = geracao;
    const resposta = await executar(marca);
    if (marca.cacheavel && geracao === geracaoNoInicio) {
      const corpo = Buffer.from(JSON.stringify(resposta));
      if (corpo.length <= MAIOR_RESPOSTA) cache.set(chave, corpo);
    }
    return resposta;
  }

  /** Writes that reach the portal through REST (imports, legacy forms) empty the cache too, once they succeeded. */
  const aposEscritasRest: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      res.on('finish', () => {
        if (res.statusCode < 400) invalidar();
      });
    }
    next();
  };

  return { middleware, plugin, aposEscritasRest, invalidar, emProcesso };
}
