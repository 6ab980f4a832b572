import { createHash } from 'node:crypto';
import { TIPOS_LIDOS_POR_CONSULTA } from '@alego/catalog';
import type { ApolloServerPlugin } from '@apollo/server';
import { lembradoPorOperacao } from '@alego/kit/gateway';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { pontosDoNonce, withNonce, withNonceEmBytes } from '../security.js';

/**
 * Response cache for anonymous public reads (DESIGN.md, "Performance budget"): a query without a token answers the
 * same for everyone, so its JSON is kept for a few seconds and served before Apollo parses anything. Each answer is
 * tagged with the GraphQL types it read; a successful write invalidates only the types it changed (the mutation's
 * return type, or the entity its name names), so an anonymous loop of logouts or access counters cannot empty the
 * cache. The time limit bounds what a cache cannot see (a scheduled publication coming due, a side effect on a type
 * the mutation does not return).
 */
export interface ConfigDoCachePublico {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  maxEntradas: number;
}

export function configDoCachePublico(env: NodeJS.ProcessEnv): ConfigDoCachePublico {
  return { ttlMs: Number(env.CACHE_PUBLICO_TTL_MS ?? 5000), maxEntradas: Number(env.CACHE_PUBLICO_MAX_ENTRADAS ?? 2000) };
}

/** What the middleware hands the GraphQL context; the plugin says whether this answer may be kept, and what it read. */
export interface MarcaDeCache {
  cacheavel: boolean;
  tipos: readonly string[];
}

/**
 * Where answers live. Asynchronous so that a Redis-backed store (several gateways, DESIGN.md "Growing past one
 * machine") implements the same contract: a global write sequence (`INCR`), one version per type (the sequence at its
 * last write), answers stored with the sequence seen when their request started.
 */
export interface ArmazemDeRespostas {
  /** The current point of the write sequence, taken when a request starts. */
  marco(): Promise<number>;
  /** The answer kept for this key, unless a type it read was written after its request started. */
  ler(chave: string): Promise<Buffer | undefined>;
  /** Keeps an answer whose request started at `marco`; skipped when one of its types was written since. */
  gravar(chave: string, corpo: Buffer, tipos: readonly string[], marco: number): Promise<void>;
  /** A write changed these types: every answer that read one of them is stale. */
  invalidar(tipos: readonly string[]): Promise<void>;
}

interface Entrada {
  corpo: Buffer;
  tipos: readonly string[];
  marco: number;
}

/** The in-process store: an LRU with a time limit, and the write sequence in memory. */
export function armazemEmMemoria(config: ConfigDoCachePublico): ArmazemDeRespostas {
  const cache = new LRUCache<string, Entrada>({
    max: Math.max(config.maxEntradas, 1),
    ttl: Math.max(config.ttlMs, 1),
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entrada) => entrada.corpo.length || 1,
  });
  let sequencia = 0;
  const versoes = new Map<string, number>();
  const escritoDepois = (tipos: readonly string[], marco: number) => tipos.some((tipo) => (versoes.get(tipo) ?? 0) > marco);
  return {
    async marco() {
      return sequencia;
    },
    async ler(chave) {
      const entrada = cache.get(chave);
      if (!entrada) return undefined;
      if (escritoDepois(entrada.tipos, entrada.marco)) {
        cache.delete(chave);
        return undefined;
      }
      return entrada.corpo;
    },
    async gravar(chave, corpo, tipos, marco) {
      if (!escritoDepois(tipos, marco)) cache.set(chave, { corpo, tipos, marco });
    },
    async invalidar(tipos) {
      if (!tipos.length) return;
      sequencia++;
      for (const tipo of tipos) versoes.set(tipo, sequencia);
    },
  };
}

function nomesDe(schema: GraphQLSchema, tipo: GraphQLNamedType): string[] {
  return isAbstractType(tipo) ? [tipo.name, ...schema.getPossibleTypes(tipo).map((possivel) => possivel.name)] : [tipo.name];
}

/**
 * Every object, interface and union type a query's selections reach (its fragments included), and the types a root
 * field builds its answer from when the catalog says so (`TIPOS_LIDOS_POR_CONSULTA`: the contacts PDF reads `Contato`).
 */
export function tiposLidos(schema: GraphQLSchema, document: DocumentNode): string[] {
  const tipos = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const consulta = schema.getQueryType();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const tipo = typeInfo.getType();
        const nomeado = tipo ? getNamedType(tipo) : undefined;
        if (nomeado && isCompositeType(nomeado)) for (const nome of nomesDe(schema, nomeado)) tipos.add(nome);
        if (typeInfo.getParentType() === consulta) for (const nome of TIPOS_LIDOS_POR_CONSULTA[node.name.value] ?? []) tipos.add(nome);
      },
    }),
  );
  return [...tipos];
}

/**
 * The types a mutation changed: for each root field that answered data, its return type when it is an object
 * (`criarNoticia` → `Noticia`), and the type its name names after the verb (`excluirNoticia: Boolean` → `Noticia`).
 * A field that failed changed nothing; `registrarAcessoRemuneracao: Boolean` names no type and changes nothing cached.
 */
export function tiposEscritos(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, dados: Record<string, unknown> | null | undefined): string[] {
  const mutacao = schema.getMutationType();
  if (!mutacao || !dados) return [];
  const tipos = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const fragmentos = document.definitions.filter((definicao) => definicao.kind === 'FragmentDefinition');
  visit(
    { kind: document.kind, definitions: [operation, ...fragmentos] },
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (typeInfo.getParentType() !== mutacao) return;
        const campo = typeInfo.getFieldDef();
        const valor = dados[node.alias?.value ?? node.name.value];
        if (!campo || valor === null || valor === undefined) return;
        const retorno = getNamedType(campo.type);
        if (isCompositeType(retorno)) for (const nome of nomesDe(schema, retorno)) tipos.add(nome);
        const nomeado = schema.getType(campo.name.replace(/^[a-z]+/, ''));
        if (nomeado && isCompositeType(nomeado)) for (const nome of nomesDe(schema, nomeado)) tipos.add(nome);
      },
    }),
  );
  return [...tipos];
}

const MAIOR_RESPOSTA = 1_000_000;

/** A page as the public site's renderer answers it. */
export interface PaginaRenderizada {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A page ready to send, rendered now or read from the cache: its body with this response's CSP nonce. */
export interface PaginaPronta {
  status: number;
  headers: Record<string, string>;
  corpo(nonce: string): string | Buffer;
}

const ehHtml = (headers: Record<string, string>) => headers['content-type']?.includes('text/html') ?? false;

export function paginaPronta(pagina: PaginaRenderizada): PaginaPronta {
  return { status: pagina.status, headers: pagina.headers, corpo: (nonce) => (ehHtml(pagina.headers) ? withNonce(pagina.body, nonce) : pagina.body) };
}

/**
 * A page as kept: its status, headers and the byte offsets of its nonces as one JSON line, then the body's own bytes.
 * Kept as one JSON object, a home page cost every visitor served from the cache ~3 ms to decode and parse.
 */
function paraGuardar(pagina: PaginaRenderizada): Buffer {
  const pontos = ehHtml(pagina.headers) ? pontosDoNonce(pagina.body) : [];
  return Buffer.concat([Buffer.from(`${JSON.stringify({ status: pagina.status, headers: pagina.headers, pontos })}\n`), Buffer.from(pagina.body)]);
}

function guardadaPronta(guardada: Buffer): PaginaPronta {
  const fim = guardada.indexOf(0x0a);
  const { status, headers, pontos } = JSON.parse(guardada.toString('utf8', 0, fim)) as Omit<PaginaRenderizada, 'body'> & { pontos: number[] };
  const corpo = guardada.subarray(fim + 1);
  return { status, headers, corpo: (nonce) => withNonceEmBytes(corpo, pontos, nonce) };
}

/** Whether the caller asked for a fresh answer (HTTP's `Cache-Control: no-cache`, or `Pragma: no-cache`). */
export function pedeRespostaFresca(req: Request): boolean {
  return /no-cache/i.test(req.header('cache-control') ?? '') || /no-cache/i.test(req.header('pragma') ?? '');
}

/** How an in-process operation meets the cache: `fresca` skips the read; `aoResponder` learns whether it hit. */
export interface OpcoesEmProcesso {
  fresca?: boolean;
  aoResponder?: (resultado: 'HIT' | 'MISS') => void;
}

/** The response cache as a store of finished answers (see `respostas` below). */
export interface RespostasGuardadas {
  /** False when the cache is off (`CACHE_PUBLICO_TTL_MS=0`): nothing is read nor kept. */
  ativo: boolean;
  chave(espaco: string, operacao: { query: string; variables?: unknown }): string;
  ler(chave: string): Promise<Buffer | undefined>;
  marco(): Promise<number>;
  gravar(chave: string, corpo: Buffer, tipos: readonly string[], marco: number): Promise<void>;
}

export function createCachePublico(config: ConfigDoCachePublico, armazem: ArmazemDeRespostas = armazemEmMemoria(config)) {
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
  const middleware: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    if (config.ttlMs <= 0 || (req.method !== 'GET' && req.method !== 'POST') || req.headers.authorization || !req.is('application/json') && req.method === 'POST') {
      return next();
    }
    const chave = chaveDe(req);
    if (!chave) return next();
    // `Cache-Control: no-cache` asks for a fresh answer (HTTP's meaning), which then refreshes the cache.
    const guardada = pedeRespostaFresca(req) ? undefined : await armazem.ler(chave);
    if (guardada) {
      res.status(200).set({ 'content-type': 'application/json; charset=utf-8', 'x-cache': 'HIT' }).end(guardada);
      return;
    }
    const marca: MarcaDeCache = { cacheavel: false, tipos: [] };
    res.locals.cachePublico = marca;
    res.set('x-cache', 'MISS');
    const marco = await armazem.marco();
    const send = res.send.bind(res);
    // Apollo answers a complete (non-streamed) result with a single `res.send(string)`.
    res.send = (corpo?: unknown) => {
      if (marca.cacheavel && res.statusCode === 200 && typeof corpo === 'string' && corpo.length <= MAIOR_RESPOSTA) {
        armazem.gravar(chave, Buffer.from(corpo), marca.tipos, marco).catch((erro: unknown) => req.log?.warn({ err: erro }, 'cache de respostas indisponível'));
      }
      return send(corpo);
    };
    next();
  };

  /** Marks error-free queries as cacheable with the types they read; invalidates what a successful mutation wrote. */
  function plugin<Contexto extends { cachePublico?: MarcaDeCache }>(): ApolloServerPlugin<Contexto> {
    // The types a query reads, worked out once per parsed operation and schema, not on each request (~0,3 ms of CPU).
    const tiposDaOperacao = lembradoPorOperacao<readonly string[]>();
    return {
      async requestDidStart() {
        return {
          async willSendResponse({ schema, document, operation, response, contextValue, errors }) {
            if (!operation || !document || response.body.kind !== 'single') return;
            const resultado = response.body.singleResult;
            if (operation.operation === 'mutation') {
              await armazem.invalidar(tiposEscritos(schema, document, operation, resultado.data));
            }
            const semErros = !errors?.length && !resultado.errors?.length;
            if (operation.operation === 'query' && semErros && contextValue.cachePublico) {
              contextValue.cachePublico.tipos = tiposDaOperacao(operation, schema, () => tiposLidos(schema, document));
              contextValue.cachePublico.cacheavel = true;
            }
          },
        };
      },
    };
  }

  /**
   * The same cache for operations the gateway runs in process (REST, exports, server rendering): an anonymous query
   * is answered from it, and an error-free answer (marked by the plugin) is kept for the next caller, HTTP or not.
   */
  async function emProcesso<T>(
    operacao: { query: string; variables?: unknown },
    anonimo: boolean,
    executar: (marca?: MarcaDeCache) => Promise<T>,
    opcoes: OpcoesEmProcesso = {},
  ): Promise<T> {
    if (config.ttlMs <= 0 || !anonimo) return executar();
    const chave = chaveDaOperacao(operacao);
    // `Cache-Control: no-cache` from the caller asks for a fresh answer here too, which then refreshes the cache.
    const guardada = opcoes.fresca ? undefined : await armazem.ler(chave);
    opcoes.aoResponder?.(guardada ? 'HIT' : 'MISS');
    if (guardada) return JSON.parse(guardada.toString('utf8')) as T;
    const marca: MarcaDeCache = { cacheavel: false, tipos: [] };
    const marco = await armazem.marco();
    const resposta = await executar(marca);
    if (marca.cacheavel) {
      const corpo = Buffer.from(JSON.stringify(resposta));
      if (corpo.length <= MAIOR_RESPOSTA) await armazem.gravar(chave, corpo, marca.tipos, marco);
    }
    return resposta;
  }

  /**
   * The same store for answers built without a GraphQL operation (a REST list page from its subgraph, a rendered page),
   * tagged with the types they read, so the same writes invalidate them. A REST page is keyed like the operation it
   * stands for (`chaveDaOperacao`, under another namespace).
   */
  const respostas: RespostasGuardadas = {
    ativo: config.ttlMs > 0,
    chave: (espaco, operacao) => `${espaco}:${chaveDaOperacao(operacao)}`,
    ler: (chave) => armazem.ler(chave),
    marco: () => armazem.marco(),
    gravar: async (chave, corpo, tipos, marco) => {
      if (corpo.length <= MAIOR_RESPOSTA) await armazem.gravar(chave, corpo, tipos, marco);
    },
  };

  /** The renders under way per page, settled (never rejected) when the render ends and its page is kept or not. */
  const paginasEmRenderizacao = new Map<string, Promise<void>>();

  /**
   * A server-rendered public page for an anonymous visitor (issue #23, item 4: the render, not the queries, is what a
   * page costs), kept in the same store as the data answers and under the same rules: tagged with the types every
   * query of the page read, so a write to one of them makes the next visitor get a fresh render; skipped when `fresca`
   * (`Cache-Control: no-cache`, which then refreshes it). Only a complete 200 page whose queries all answered without
   * errors is kept: a query that failed or was refused, or a page that sets a cookie, is rendered for each visitor.
   * Visitors who ask for a page while it is being rendered wait for that render and then read the cache again (when
   * the page expires under load, one render instead of one per visitor, each slowing the others); if it was not
   * kept, each renders its own, as before.
   */
  async function pagina(
    chave: string,
    opcoes: { fresca: boolean; tiposDe: (query: string) => readonly string[] },
    renderizar: (consultou: (query: string, semErros: boolean) => void) => Promise<PaginaRenderizada | undefined>,
  ): Promise<{ pagina: PaginaPronta | undefined; resultado: 'HIT' | 'MISS' }> {
    // `bytes`: the layout of `paraGuardar`; a page kept in another layout (a shared Redis during a deploy) is never read.
    const completa = `pagina-bytes\u0000${chave}`;
    const lerGuardada = async () => {
      const guardada = await respostas.ler(completa);
      return guardada && guardadaPronta(guardada);
    };
    if (respostas.ativo && !opcoes.fresca) {
      const guardada = await lerGuardada();
      if (guardada) return { pagina: guardada, resultado: 'HIT' };
      const anterior = paginasEmRenderizacao.get(completa);
      if (anterior) {
        await anterior;
        const jaRenderizada = await lerGuardada();
        if (jaRenderizada) return { pagina: jaRenderizada, resultado: 'HIT' };
      }
    }
    const tipos = new Set<string>();
    let guardavel = respostas.ativo;
    const marco = await respostas.marco();
    const renderizacao = (async () => {
      const renderizada = await renderizar((query, semErros) => {
        if (!semErros) guardavel = false;
        else for (const tipo of opcoes.tiposDe(query)) tipos.add(tipo);
      });
      if (renderizada && guardavel && renderizada.status === 200 && !Object.keys(renderizada.headers).some((nome) => nome.toLowerCase() === 'set-cookie')) {
        await respostas.gravar(completa, paraGuardar(renderizada), [...tipos], marco);
      }
      return renderizada && paginaPronta(renderizada);
    })();
    if (respostas.ativo && !paginasEmRenderizacao.has(completa)) {
      const aguardada = renderizacao.then(
        () => undefined,
        () => undefined,
      );
      paginasEmRenderizacao.set(completa, aguardada);
      void aguardada.then(() => paginasEmRenderizacao.delete(completa));
    }
    return { pagina: await renderizacao, resultado: 'MISS' };
  }

  return { middleware, plugin, emProcesso, pagina, respostas, invalidar: (tipos: readonly string[]) => armazem.invalidar(tipos) };
}
