import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { ensureSchema } from './db/database.js';
import { AlteracoesParaAuditoria } from './auditoria/alteracoes.js';
import { instalarBusca, tabelasDeVetores } from './busca.js';
import { LimitesDeTexto } from './db/text-limits.js';
import { instalarRegistroDeAlteracoes, TABELA_DE_ALTERACOES } from './db/alteracoes.js';
import { instalarVersoesDeTabela, TABELA_DE_VERSOES } from './db/versoes.js';
import type { SubgraphDefinition } from './definition.js';

export type Orm = MikroORM;

/** `DATABASE_READ_URLS`: PostgreSQL streaming replicas (comma-separated) for read-only queries; none by default. */
export function urlsDeLeitura(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.DATABASE_READ_URLS ?? '').split(',').map((url) => url.trim()).filter(Boolean);
}

const noPrimario = new AsyncLocalStorage<true>();

/**
 * Runs `trabalho` with every query on the primary, whatever the read replicas: writes, and the reads of whoever
 * may have just written (read-your-own-writes; a replica lags behind the primary).
 */
export function somenteNoPrimario<T>(trabalho: () => T): T {
  return noPrimario.run(true, trabalho);
}

/**
 * Connects MikroORM to the subgraph's own PostgreSQL schema and applies its pending migrations.
 * Migrations are listed in code (not globbed from disk) so tests and the compiled build run the same set.
 */
export async function createOrm(
  definition: SubgraphDefinition,
  databaseUrl: string,
  logger?: Logger,
  leitura: string[] = urlsDeLeitura(),
  /** `versoesDeTabela: false` leaves out the search triggers, the write stamps and the change log (the migration generator's scratch database: clean diffs). */
  opcoes: { versoesDeTabela?: boolean } = {},
): Promise<Orm> {
  const orm = await abrirOrm(definition, databaseUrl, leitura);
  await recusarBancoMaisNovo(orm, definition);
  if (leitura.length) {
    const driver = orm.em.getDriver() as unknown as { resolveConnectionType(args: object): 'read' | 'write' };
    const escolher = driver.resolveConnectionType.bind(driver);
    driver.resolveConnectionType = (args) => (noPrimario.getStore() ? 'write' : escolher(args));
    logger?.info({ replicas: leitura.length }, 'consultas de leitura nas réplicas do PostgreSQL');
  }
  const applied = await orm.migrator.up();
  if (applied.length) logger?.info({ migrations: applied.map((m) => m.name) }, 'migrações aplicadas');
  // First the search tables (busca.ts), so that a new one gets its write stamp below and is left out of the change log.
  if (opcoes.versoesDeTabela !== false) await instalarBusca(orm.em.fork(), definition.name);
  if (opcoes.versoesDeTabela !== false) await instalarVersoesDeTabela(orm.em.fork(), definition.name);
  if (opcoes.versoesDeTabela !== false && definition.registroDeAlteracoes) await instalarRegistroDeAlteracoes(orm.em.fork(), definition.name, tabelasDeVetores(definition.name));
  if (definition.onReady) await definition.onReady(orm.em.fork());
  return orm;
}

/** `DATABASE_PARALLEL_WORKERS` (default 0): PostgreSQL's parallel workers per statement for the portal's connections. */
function trabalhadoresParalelos(): number {
  const valor = Number(process.env.DATABASE_PARALLEL_WORKERS ?? 0);
  if (!Number.isInteger(valor) || valor < 0) throw new Error(`DATABASE_PARALLEL_WORKERS deve ser um inteiro maior ou igual a zero (recebido: ${process.env.DATABASE_PARALLEL_WORKERS}).`);
  return valor;
}

/** MikroORM on the subgraph's schema, its migrations listed but none applied yet (see `createOrm`). */
export async function abrirOrm(definition: SubgraphDefinition, databaseUrl: string, leitura: string[] = []): Promise<Orm> {
  await ensureSchema(databaseUrl, definition.name);
  return MikroORM.init({
    clientUrl: databaseUrl,
    // Reads outside a transaction go to a replica, unless the request runs `somenteNoPrimario` (kit/server.ts).
    replicas: leitura.map((clientUrl, indice) => ({ name: `leitura-${indice + 1}`, clientUrl })),
    preferReadReplicas: true,
    schema: definition.name,
    entities: definition.entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator, SeedManager],
    subscribers: [new LimitesDeTexto(), new AlteracoesParaAuditoria()],
    allowGlobalContext: false,
    pool: { min: 0, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    // No parallel workers per statement by default: our statements are index-driven pages (top 50 by an index), for
    // which the planner's Gather Merge multiplied the rows read and the CPU per request (a searched contracts page at
    // 10× volume: 145 ms with two workers, 41 ms without; 35 → 50 pages/s at 10 connections). Under concurrent
    // requests every core is already busy (docs/operacao.md, "Paralelismo no PostgreSQL").
    driverOptions: { options: `-c max_parallel_workers_per_gather=${trabalhadoresParalelos()}` },
    // The write stamps (db/versoes.ts), the change log (db/alteracoes.ts), the search vectors (busca.ts) and the hand-written audit triggers are not the entities' to drop.
    schemaGenerator: { skipTables: [TABELA_DE_VERSOES, TABELA_DE_ALTERACOES, ...tabelasDeVetores(definition.name)], ignoreTriggers: true, ignoreRoutines: true },
    migrations: {
      schema: definition.name,
      tableName: 'mikro_orm_migrations',
      migrationsList: definition.migrations.map((migration) => ({ name: migration.name, class: migration })),
      snapshot: false,
      silent: true,
    },
    debug: process.env.DATABASE_DEBUG === '1',
  });
}

/**
 * A database migrated by a newer release has tables and columns this code does not know: starting on it could write
 * data the newer code no longer reads (docs/operacao.md, "Atualizações seguras"). Refuse, naming what is unknown.
 */
export async function recusarBancoMaisNovo(orm: Orm, definition: SubgraphDefinition): Promise<void> {
  const connection = orm.em.fork().getConnection();
  const [existe] = await connection.execute<{ existe: boolean }[]>(
    `select exists (select 1 from information_schema.tables where table_schema = ? and table_name = 'mikro_orm_migrations') as existe`,
    [definition.name],
  );
  if (!existe?.existe) return;
  const aplicadas = await connection.execute<{ name: string }[]>(`select name from "${definition.name}"."mikro_orm_migrations" order by id`);
  const conhecidas = new Set(definition.migrations.map((migration) => migration.name));
  const desconhecidas = aplicadas.map(({ name }) => name).filter((nome) => !conhecidas.has(nome));
  if (desconhecidas.length) throw new BancoMaisNovoError(definition.name, desconhecidas);
}

/** Exit code of a subgraph that refused a newer database (EX_CONFIG): restarting it would not help. */
export const CODIGO_BANCO_MAIS_NOVO = 78;

export class BancoMaisNovoError extends Error {
  constructor(readonly subgrafo: string, readonly migracoes: string[]) {
    super(
      `O banco de dados foi atualizado por uma versão mais nova do portal: o subgrafo ${subgrafo} tem migrações que este código não conhece (${migracoes.join(', ')}). ` +
        'O portal não vai iniciar para não corromper dados. Instale a versão que aplicou essas migrações ou restaure um backup feito antes delas (docs/operacao.md).',
    );
    this.name = 'BancoMaisNovoError';
  }
}

/** Loads the demo data once per database: marker rows remember each seeder even if its data is later deleted. */
export async function seedOnce(orm: Orm, definition: SubgraphDefinition, logger?: Logger): Promise<boolean> {
  if (!definition.seeders?.length) return false;
  const connection = orm.em.fork().getConnection();
  const table = `"${definition.name}"."kit_seeds"`;
  await connection.execute(tabelaDeSeeds(definition.name));
  let ran = false;
  for (const seeder of definition.seeders) {
    const done = await connection.execute<{ nome: string }[]>(`select nome from ${table} where nome = ?`, [seeder.name]);
    if (done.length) continue;
    await orm.seeder.seed(seeder);
    await connection.execute(`insert into ${table} (nome) values (?)`, [seeder.name]);
    logger?.info({ seeder: seeder.name }, 'dados de demonstração carregados');
    ran = true;
  }
  return ran;
}

/** The seed markers' table (not a migration's: it exists only where demo data was loaded). */
export function tabelaDeSeeds(schema: string): string {
  return `create table if not exists "${schema}"."kit_seeds" (nome text primary key, aplicado_em timestamptz not null default now())`;
}

/**
 * Closes the pool, giving up after a few seconds: after PostgreSQL restarted under it, the driver can wait
 * forever on connections that died, and a shutdown must not hang on them.
 */
export async function closeOrm(orm: Orm, timeoutMs = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    orm.close(true),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}
