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

/** Creates the subgraph's schema and the extensions that every subgraph may use. */
export async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${quoteIdentifier(schema)}`);
    // unaccent (the search configurations, docs/busca.md) is one per database, in `public` before any migration runs:
    // subgraphs starting at the same time race to create it, and the loser's "already exists" is what it wanted.
    await client.query('create extension if not exists unaccent schema public').catch((erro: { code?: string }) => {
      if (erro.code !== '23505' && erro.code !== '42710') throw erro;
    });
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
