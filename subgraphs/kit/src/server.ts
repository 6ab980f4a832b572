import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { anunciarAlteracoes, coletarAlteracoes } from './auditoria/alteracoes.js';
import express from 'express';
import type { Logger } from 'pino';
import { indexRequirements } from './acesso/requisitos.js';
import { accessControlPlugin } from './auth/controle.js';
import { createIdentityVerifier, LOTACAO_HEADER, type IdentityVerifier } from './auth/identity.js';
import { buscarVersaoNoAccess, CABECALHO_SESSOES_REVOGADAS, versoesEmCache, type ChaveDeSessao, type VersoesDeSessao } from './auth/sessoes.js';
import { settleUrlParseWarning } from './url-parse.js';
import { ReferenceLoaders, type SubgraphContext } from './context.js';
import { ensureDatabase, withDatabase } from './db/database.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded.js';
import type { SubgraphDefinition } from './definition.js';
import { createErrorFormatter, erroDeRota, statusDeExecucaoPlugin } from './errors.js';
import { caminhoDireto } from './caminho-direto.js';
import { ConsultasCompiladas, executorCompilado } from './executor.js';
import { configurarSegredoDeArquivos, lerChavesDeArquivos } from './files.js';
import { limitarResolvers, limitesDeExecucaoPlugin, OrcamentoDeExecucao, somenteGatewayPlugin } from './limites.js';
import { createLogger } from './logger.js';
import { configDeMetricas, createMetricas, servirMetricas, type Metricas } from './metricas.js';
import { BancoMaisNovoError, closeOrm, CODIGO_BANCO_MAIS_NOVO, createOrm, seedOnce, somenteNoPrimario, type Orm } from './orm.js';
import { INTERNAL_HEADER } from './interno.js';
import { rotaDeListas } from './lista-rest.js';
import { FilaDeTrabalhos } from './jobs.js';
import { trabalhosDaBusca } from './busca.js';
import { comparadorDeSegredo } from './secrets.js';
import { rotaDeSistema } from './sistema.js';
import { buildFederatedSchema } from './schema.js';

export interface SubgraphApp {
  app: express.Express;
  apollo: ApolloServer<SubgraphContext>;
  /** This subgraph's Prometheus metrics (served apart by `runSubgraph`, see docs/operacao.md). */
  metricas: Metricas;
  stop(): Promise<void>;
}

/** Express app serving the subgraph at `/graphql`, with `/healthz` and `/readyz`. */
export interface SubgraphAppOptions {
  verifier: IdentityVerifier;
  /** The session versions `verifier` checks, so that revocations made here are forgotten at once. */
  sessoes?: VersoesDeSessao;
  /**
   * Shared secret (INTERNAL_API_TOKEN) of the gateway: `/interno` requests and `_entities`/`_service` queries must
   * carry it in `x-alego-interno`; without it configured, both are closed.
   */
  internalToken?: string;
  /** Bounds of one operation's execution (defaults: LIMITES_DE_EXECUCAO). */
  limites?: { campos: number; tempoMs: number };
  /** ARQUIVOS_SIGNING_KEYS: sign the public file URLs (see `configurarSegredoDeArquivos`). */
  chavesDeArquivos?: string[];
}

export async function createSubgraphApp(
  definition: SubgraphDefinition,
  orm: Orm,
  logger: Logger,
  options: SubgraphAppOptions,
): Promise<SubgraphApp> {
  configurarSegredoDeArquivos(options.internalToken, options.chavesDeArquivos);
  const schema = await buildFederatedSchema(definition);
  // The same rule as the gateway's, on this subgraph's own directives: reaching it directly grants nothing more.
  const acesso = { schema, index: indexRequirements(schema) };
  limitarResolvers(schema);
  const metricas = createMetricas(definition.name);
  metricas.observarPool(() => orm.em.getConnection().getNativeClient());
  const consultas = new ConsultasCompiladas(schema);
  const direto = caminhoDireto<SubgraphContext>({
    schema,
    index: acesso.index,
    consultas,
    metricas,
    contexto: (req) => contextoDaRequisicao(req),
    cabecalhos: cabecalhosDeRevogacao,
  });
  const apollo = new ApolloServer<SubgraphContext>({
    // The schema, with queries run compiled (executor.ts).
    gateway: executorCompilado(schema, consultas),
    formatError: createErrorFormatter(logger),
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      // No cache hints are used (the gateway's response cache keys on the types read); the default plugin wrapped
      // every field of every response to compute them.
      ApolloServerPluginCacheControlDisabled(),
      somenteGatewayPlugin<SubgraphContext>(schema),
      accessControlPlugin<SubgraphContext>(() => acesso),
      limitesDeExecucaoPlugin(),
      statusDeExecucaoPlugin(),
      anunciarRevogacoes,
      metricas.plugin<SubgraphContext>(),
      anunciarAlteracoes,
      direto.plugin,
    ],
    // Subgraphs are only reachable by the gateway, which applies CSRF prevention itself.
    csrfPrevention: false,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // Only the gateway and the other subgraphs call here, and none revalidates: the validators clients see are the
  // gateway's. Without this, express hashed every answer (a REST page of 50 rows) for an ETag nobody reads.
  app.set('etag', false);
  app.use(metricas.http);
  const doGateway = options.internalToken ? comparadorDeSegredo(options.internalToken) : undefined;
  const chamadaInterna = (token: string | undefined) => Boolean(doGateway && token && doGateway(token));
  /**
   * A GraphQL request's context; without a request (a list's totals run here for the gateway), an anonymous one, on
   * the list request's own `em` (the stamps it read with the rows serve its totals).
   */
  const contextoDaRequisicao = async (req: express.Request | undefined, em: SubgraphContext['em'] = orm.em.fork()): Promise<SubgraphContext> => {
    const requestId = req?.header('x-request-id') ?? randomUUID();
    const identidade = req ? await options.verifier(req.header('authorization'), req.header(LOTACAO_HEADER)) : null;
    const revogadas: ChaveDeSessao[] = [];
    return Object.assign(Object.create(COM_LOGGER_SOB_DEMANDA) as { readonly logger: Logger }, {
      em,
      loaders: new ReferenceLoaders(em),
      requestId,
      [LOGGER]: { base: logger, requestId },
      identidade,
      chamadaInterna: chamadaInterna(req?.header(INTERNAL_HEADER)),
      orcamento: new OrcamentoDeExecucao(options.limites),
      revogarSessoes: (chaves: readonly ChaveDeSessao[]) => {
        revogadas.push(...chaves);
        options.sessoes?.esquecer(chaves);
      },
      [REVOGADAS]: revogadas,
    }) as SubgraphContext;
  };
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const check = await orm.checkConnection();
    res.status(check.ok ? 200 : 503).json({ status: check.ok ? 'ok' : 'indisponível', banco: check.ok });
  });
  app.get('/sistema', (req, res, next) => {
    if (!chamadaInterna(req.header(INTERNAL_HEADER))) return void res.status(403).json({ mensagem: 'Acesso interno negado.' });
    next();
  }, rotaDeSistema(definition, orm));
  // Public REST list pages in SQL (lista-rest.ts), on every subgraph: the lists it registered answer, others say so.
  const interna: express.RequestHandler = (req, res, next) => (chamadaInterna(req.header(INTERNAL_HEADER)) ? next() : void res.status(403).json({ mensagem: 'Acesso interno negado.' }));
  rotaDeListas(app, { orm, logger, schema, interna, contexto: (em) => contextoDaRequisicao(undefined, em) });
  if (definition.rotasInternas) {
    const router = express.Router();
    router.use((req, res, next) => {
      if (!chamadaInterna(req.header(INTERNAL_HEADER))) return void res.status(403).json({ mensagem: 'Acesso interno negado.' });
      next();
    });
    // Room for the documents an e-mail carries (a certificate PDF, base64): only the other subgraphs reach here.
    router.use(express.json({ limit: '8mb' }));
    // Service calls (logins, session versions, notifications) read what was just written: the primary.
    router.use((_req, _res, next) => somenteNoPrimario(next));
    definition.rotasInternas(router, { orm, logger, verifier: options.verifier, sessoes: options.sessoes });
    // A handler that throws answers JSON, which is what its callers parse: express's default is an HTML page, and a
    // staff login with a NUL (refused by PostgreSQL) reached the gateway as "authentication service unavailable".
    router.use((erro: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (res.headersSent) return next(erro);
      // The body parser's refusals (too large, not JSON) keep their 4xx.
      const doCorpo = (erro as { status?: unknown } | null)?.status;
      if (typeof doCorpo === 'number' && doCorpo >= 400 && doCorpo < 500) return void res.status(doCorpo).json({ mensagem: 'Requisição inválida.' });
      const { status, mensagem } = erroDeRota(erro, logger, { rota: 'interna' });
      res.status(status).json({ mensagem });
    });
    app.use('/interno', router);
  }
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    (req: express.Request, _res: express.Response, next: express.NextFunction) => (lerDoPrimario(req) ? somenteNoPrimario(next) : next()),
    coletarAlteracoes,
    direto.rota,
    expressMiddleware(apollo, {
      context: ({ req }) => contextoDaRequisicao(req),
    }),
  );
  return { app, apollo, metricas, stop: () => apollo.stop() };
}

/**
 * Which requests must not read from a replica (kit/orm.ts): a mutation (its own reads follow its writes), and any
 * request with a token, since staff and citizens are the ones who write and expect to see it at once. Anonymous
 * reads, the bulk of the traffic, may be a moment behind.
 */
export function lerDoPrimario(req: { header(nome: string): string | undefined; body?: unknown }): boolean {
  if (req.header('authorization')) return true;
  const query = (req.body as { query?: unknown } | undefined)?.query;
  return typeof query === 'string' && /^\s*mutation\b/.test(query.replace(/^\s*#.*$/gm, ''));
}

/**
 * The request's logger is made the first time something logs: pino's `child` cost ~1 % of the content subgraph's CPU
 * on a page of news that logs nothing. A getter of the context's prototype, since Apollo Server hands plugins and
 * resolvers a copy of the context that keeps its prototype and own properties (the holder below is shared by them).
 */
const LOGGER = Symbol('logger da requisição');
const COM_LOGGER_SOB_DEMANDA: object = Object.defineProperty({}, 'logger', {
  get(this: { [LOGGER]: { base: Logger; requestId: string; filho?: Logger } }): Logger {
    const pendente = this[LOGGER];
    return (pendente.filho ??= pendente.base.child({ requestId: pendente.requestId }));
  },
});

/** Puts the session keys a request revoked in its response header, for the gateway (see `revogarSessoes`). */
// Apollo Server hands plugins a shallow copy of the context: the list itself is shared.
const REVOGADAS = Symbol('sessoes revogadas');
const anunciarRevogacoes: ApolloServerPlugin<SubgraphContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        for (const [nome, valor] of cabecalhosDeRevogacao(contextValue)) response.http.headers.set(nome, valor);
      },
    };
  },
};

/** The header the gateway reads the revoked keys from, on Apollo Server's answers and on the direct path's. */
function cabecalhosDeRevogacao(contexto: SubgraphContext): [string, string][] {
  const revogadas = (contexto as SubgraphContext & { [REVOGADAS]?: ChaveDeSessao[] })[REVOGADAS];
  return revogadas?.length ? [[CABECALHO_SESSOES_REVOGADAS, revogadas.join(',')]] : [];
}

/**
 * The session versions a subgraph's verifier checks: its own store if it keeps them (access), else the access
 * subgraph's, asked over HTTP (`ACCESS_URL`); none when neither is known (tokens are then checked by signature only).
 */
export function versoesDoSubgrafo(definition: SubgraphDefinition, orm: Orm, env: NodeJS.ProcessEnv = process.env): VersoesDeSessao | undefined {
  if (definition.versoesDeSessao) return versoesEmCache(definition.versoesDeSessao(orm));
  if (env.ACCESS_URL && env.INTERNAL_API_TOKEN) return versoesEmCache(buscarVersaoNoAccess(env.ACCESS_URL, env.INTERNAL_API_TOKEN));
  return undefined;
}

export function listen(app: express.Express, port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

/**
 * Entry point of a subgraph process. With `DATABASE_URL` it uses that database; without it (a subgraph
 * run alone for development) it starts the embedded PostgreSQL under `var/` itself.
 */
export async function runSubgraph(definition: SubgraphDefinition): Promise<void> {
  settleUrlParseWarning();
  const logger = createLogger(definition.name);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const varDir = process.env.PORTAL_VAR_DIR ?? path.resolve('var');
    embedded = await startEmbeddedDatabase({ dataDir: path.join(varDir, 'pg'), port: Number(process.env.PGPORT_EMBEDDED ?? 5439), logger });
    databaseUrl = withDatabase(embedded.serverUrl, 'alego');
  }
  await ensureDatabase(databaseUrl);
  const orm = await createOrm(definition, databaseUrl, logger).catch(async (erro: unknown) => {
    if (!(erro instanceof BancoMaisNovoError)) throw erro;
    // Not a crash to retry: the supervisor (scripts/start.mjs) stops the portal on this exit code.
    logger.fatal({ migracoes: erro.migracoes }, erro.message);
    await embedded?.stop();
    process.exit(CODIGO_BANCO_MAIS_NOVO);
  });
  if (process.env.SEED !== '0') await seedOnce(orm, definition, logger);
  if (!process.env.INTERNAL_API_TOKEN) logger.warn('INTERNAL_API_TOKEN não definido: _entities, _service e /interno ficarão fechados');
  const jwksUrl = process.env.JWKS_URL ?? 'http://127.0.0.1:4000/.well-known/jwks.json';
  const sessoes = versoesDoSubgrafo(definition, orm);
  const subgraph = await createSubgraphApp(definition, orm, logger, {
    verifier: createIdentityVerifier({ jwksUrl }, { sessoes }),
    sessoes,
    internalToken: process.env.INTERNAL_API_TOKEN,
    chavesDeArquivos: lerChavesDeArquivos(process.env.ARQUIVOS_SIGNING_KEYS),
  });
  const fila = definition.trabalhos ? await FilaDeTrabalhos.iniciar(databaseUrl, logger) : undefined;
  // With a queue, the subgraph also fills the search vectors its bulk loads deferred (busca.ts).
  await fila?.registrar([...definition.trabalhos!({ orm, logger }), ...trabalhosDaBusca(orm, definition.name)]);
  const envPort = process.env[`${definition.name.toUpperCase()}_PORT`] ?? process.env.PORT;
  const port = Number(envPort ?? definition.defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = await listen(subgraph.app, port, host);
  logger.info({ url: `http://${host}:${port}/graphql` }, `subgrafo ${definition.name} pronto`);
  const configMetricas = configDeMetricas();
  const servidorDeMetricas = configMetricas.porta === undefined ? undefined : await servirMetricas(subgraph.metricas, { ...configMetricas, porta: configMetricas.porta });
  if (servidorDeMetricas) logger.info({ url: servidorDeMetricas.url }, 'métricas disponíveis');

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'encerrando');
    server.close();
    servidorDeMetricas?.close();
    await subgraph.stop();
    await fila?.parar();
    await closeOrm(orm);
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
