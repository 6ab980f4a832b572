import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { JSONWebKeySet } from 'jose';
import { pino } from 'pino';
import { createIdentityVerifier } from '../auth/identity.js';
import { generateSigningKey, TokenSigner } from '../auth/signing.js';
import { dropDatabase, ensureDatabase, withDatabase } from '../db/database.js';
import type { SubgraphDefinition } from '../definition.js';
import { closeOrm, createOrm, seedOnce, type Orm } from '../orm.js';
import { INTERNAL_HEADER } from '../interno.js';
import type { Metricas } from '../metricas.js';
import { createSubgraphApp, listen, versoesDoSubgrafo } from '../server.js';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

export interface TestSubgraph {
  /** `http://127.0.0.1:<port>/graphql` of the running subgraph. */
  url: string;
  databaseUrl: string;
  orm: Orm;
  /** The subgraph's Prometheus registry (what `/metrics` would answer). */
  metricas: Metricas;
  /** The gateway's secret this subgraph expects (the option given, or a random one). */
  internalToken: string;
  /** Real HTTP POST to the subgraph, as the gateway does (with its internal secret; `headers` may override it). */
  query<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<Data>>;
  /** Stops answering HTTP (as a crashed process would), keeping the database; `resume` listens again on the same port. */
  /**
   * Headers of a staff member holding `permissoes` (and `funcionalidades`) in their active unit: subgraphs check the
   * scopes of every operation themselves. Only when the subgraph was started without `jwks` (it then has its own keys).
   */
  equipe(permissoes: string[], funcionalidades?: string[]): Promise<Record<string, string>>;
  /** Headers of a signed-in citizen (same keys as `equipe`). */
  cidadao(): Promise<Record<string, string>>;
  /** `query` with these headers on every call (a caller's token, say); headers given to a call win. */
  como(headers: Record<string, string>): Pick<TestSubgraph, 'query'>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counts the SQL statements sent while `trabalho` runs (every request's EntityManager shares this connection);
 * `conta` keeps only some of them (those that read one table, say). Every statement MikroORM's connection runs, and
 * the prepared ones of moldes.ts, pass through its `executeQuery` (which logs them), with the `?` text in the context.
 */
export async function contarComandosSql(orm: Orm, trabalho: () => Promise<unknown>, conta: (sql: string) => boolean = () => true): Promise<number> {
  const conexao = orm.em.getConnection() as unknown as { executeQuery(sql: string, cb: () => Promise<unknown>, contexto?: { query?: unknown }): Promise<unknown> };
  const original = conexao.executeQuery;
  let comandos = 0;
  conexao.executeQuery = function (this: unknown, ...argumentos: Parameters<typeof original>) {
    const [sql, , contexto] = argumentos;
    if (conta(String(contexto?.query ?? sql))) comandos++;
    return original.apply(this, argumentos);
  } as typeof original;
  try {
    await trabalho();
  } finally {
    conexao.executeQuery = original;
  }
  return comandos;
}

/** The server URL (database `postgres`) of the test PostgreSQL started by the vitest global setup. */
export function testServerUrl(): string {
  const url = process.env.ALEGO_TEST_PG_URL;
  if (!url) throw new Error('ALEGO_TEST_PG_URL não definido: rode os testes com a configuração do vitest do projeto.');
  return url;
}

/** A fresh, uniquely named database on the test server; dropped by the returned function. */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const url = withDatabase(testServerUrl(), `t_${prefix}_${randomUUID().slice(0, 8)}`);
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}

/** Boots a subgraph against a throwaway database, migrated and optionally seeded, served over HTTP. */
export interface TestSubgraphOptions {
  seed?: boolean;
  /** Public keys that verify forwarded tokens (see `createTestKeys`); without them the subgraph has its own (`equipe()`). */
  jwks?: JSONWebKeySet;
  /** The gateway's secret; a random one when not given. */
  internalToken?: string;
  limites?: { campos: number; tempoMs: number };
  chavesDeArquivos?: string[];
  /** An existing database to serve, never dropped here: a restored backup, or a second replica of a subgraph already started. */
  databaseUrl?: string;
}

export async function startTestSubgraph(definition: SubgraphDefinition, options: TestSubgraphOptions = {}): Promise<TestSubgraph> {
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => undefined } : await createTestDatabase(definition.name);
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const orm = await createOrm(definition, database.url, logger);
  if (options.seed) await seedOnce(orm, definition, logger);
  const internalToken = options.internalToken ?? randomUUID();
  const proprias = options.jwks ? null : await createTestKeys();
  // The subgraph that keeps session versions checks them, as in production; the others verify signatures only.
  const sessoes = definition.versoesDeSessao ? versoesDoSubgrafo(definition, orm, {}) : undefined;
  const subgraph = await createSubgraphApp(definition, orm, logger, {
    verifier: createIdentityVerifier({ jwks: options.jwks ?? proprias!.jwks }, { sessoes }),
    sessoes,
    internalToken,
    limites: options.limites,
    chavesDeArquivos: options.chavesDeArquivos,
  });
  let server = await listen(subgraph.app, 0);
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/graphql`;
  const stopServer = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const testSubgraph: TestSubgraph = {
    url,
    databaseUrl: database.url,
    orm,
    metricas: subgraph.metricas,
    internalToken,
    async query<Data>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: internalToken, ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLResponse<Data>;
    },
    async equipe(permissoes, funcionalidades = []) {
      if (!proprias) throw new Error('equipe(): este subgrafo usa as chaves do teste (jwks); assine o token com o signer delas.');
      const token = await proprias.signer.signEquipe({
        sub: '1',
        nome: 'Equipe de Teste',
        lotacao_padrao_id: 1,
        recursos: [{ lotacao_id: 1, permissoes, funcionalidades }],
      });
      return { authorization: `Bearer ${token}` };
    },
    async cidadao() {
      if (!proprias) throw new Error('cidadao(): este subgrafo usa as chaves do teste (jwks); assine o token com o signer delas.');
      const token = await proprias.signer.signCidadao({ sub: '1', nome: 'Cidadã de Teste', email: 'cidada@example.com' });
      return { authorization: `Bearer ${token}` };
    },
    como(fixos) {
      return { query: (query, variables, headers = {}) => testSubgraph.query(query, variables, { ...fixos, ...headers }) };
    },
    pause: stopServer,
    async resume() {
      server = await listen(subgraph.app, port);
    },
    async close() {
      if (server.listening) await stopServer();
      await subgraph.stop();
      await closeOrm(orm);
      await database.drop();
    },
  };
  return testSubgraph;
}

/** A signer with a fresh key, and the public keys a test subgraph verifies with. */
export async function createTestKeys(): Promise<{ signer: TokenSigner; jwks: JSONWebKeySet }> {
  const signer = await TokenSigner.create([await generateSigningKey()]);
  return { signer, jwks: signer.jwks };
}

/** The text of every page of a PDF, read by pdf.js (tests check generated PDFs by their content, never their size). */
export async function textoDoPdf(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The 14 standard fonts (Helvetica...) that PDFs name without embedding: pdf.js reads their metrics from here.
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const tarefa = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl });
  const documento = await tarefa.promise;
  const paginas: string[] = [];
  for (let n = 1; n <= documento.numPages; n++) {
    const conteudo = await (await documento.getPage(n)).getTextContent();
    paginas.push(conteudo.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await tarefa.destroy();
  return paginas.join('\n');
}
