import pg from 'pg';

/** Replaces the database name in a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Nome inválido para o PostgreSQL: ${name}`);
  return `"${name}"`;
}

/** Creates the database named in `url` when it does not exist yet (connects to `postgres` to do so). */
export async function ensureDatabase(url: string): Promise<{ created: boolean }> {
  const name = databaseName(url);
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return { created: false };
    await client.query(`create database ${quoteIdentifier(name)}`);
    return { created: true };
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * Accent-free text for the lists' `termo` (`termoEm`, `indiceDoTermo` in filters.ts): `unaccent` with its dictionary
 * named, so the function can be IMMUTABLE (`unaccent` itself is only STABLE) and stand in an index. Its body must never
 * change under the same name: the trigram indexes built on it would silently disagree with their tables.
 */
export const SEM_ACENTO = 'public.sem_acento';

/** Creates the subgraph's schema and the extensions (and `SEM_ACENTO`) that every subgraph may use. */
export async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${quoteIdentifier(schema)}`);
    // Extensions and SEM_ACENTO are one per database, in `public` before any migration runs (the search
    // configurations, docs/busca.md; the trigram indexes, docs/decisions.md): subgraphs starting at the same time take
    // turns on a transaction lock instead of racing to create them.
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('alego.extensoes'))`);
    await client.query('create extension if not exists unaccent schema public');
    await client.query('create extension if not exists pg_trgm schema public');
    // unaccent lives in `content` in databases created before it moved to `public`: its dictionary is named where it is.
    await client.query(`do $$ declare esquema text; begin
      if to_regprocedure('${SEM_ACENTO}(text)') is null then
        select n.nspname into esquema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent';
        execute format('create function ${SEM_ACENTO}(texto text) returns text language sql immutable strict parallel safe as %L',
          format('select %I.unaccent(%L::regdictionary, texto)', esquema, esquema || '.unaccent'));
      end if;
    end $$`);
    await client.query('commit');
  } catch (erro) {
    await client.query('rollback').catch(() => undefined);
    throw erro;
  } finally {
    await client.end();
  }
}

/** Answers whether PostgreSQL accepts a trivial query: the readiness probes use it. */
export async function ping(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
