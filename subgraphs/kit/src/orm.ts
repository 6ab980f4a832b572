import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import type { Logger } from 'pino';
import { ensureSchema } from './db/database.js';
import { AlteracoesParaAuditoria } from './auditoria/alteracoes.js';
import { LimitesDeTexto } from './db/text-limits.js';
import type { SubgraphDefinition } from './definition.js';

export type Orm = MikroORM;

/**
 * Connects MikroORM to the subgraph's own PostgreSQL schema and applies its pending migrations.
 * Migrations are listed in code (not globbed from disk) so tests and the compiled build run the same set.
 */
export async function createOrm(definition: SubgraphDefinition, databaseUrl: string, logger?: Logger): Promise<Orm> {
  await ensureSchema(databaseUrl, definition.name);
  const orm = await MikroORM.init({
    clientUrl: databaseUrl,
    schema: definition.name,
    entities: definition.entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator, SeedManager],
    subscribers: [new LimitesDeTexto(), new AlteracoesParaAuditoria()],
    allowGlobalContext: false,
    pool: { min: 0, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    migrations: {
      schema: definition.name,
      tableName: 'mikro_orm_migrations',
      migrationsList: definition.migrations.map((migration) => ({ name: migration.name, class: migration })),
      snapshot: false,
      silent: true,
    },
    debug: process.env.DATABASE_DEBUG === '1',
  });
  const applied = await orm.migrator.up();
  if (applied.length) logger?.info({ migrations: applied.map((m) => m.name) }, 'migrações aplicadas');
  if (definition.onReady) await definition.onReady(orm.em.fork());
  return orm;
}

/** Loads the demo data once per database: marker rows remember each seeder even if its data is later deleted. */
export async function seedOnce(orm: Orm, definition: SubgraphDefinition, logger?: Logger): Promise<boolean> {
  if (!definition.seeders?.length) return false;
  const connection = orm.em.fork().getConnection();
  const table = `"${definition.name}"."kit_seeds"`;
  await connection.execute(`create table if not exists ${table} (nome text primary key, aplicado_em timestamptz not null default now())`);
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
