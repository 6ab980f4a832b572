import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portaLivre } from './portas.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../subgraphs/kit/src/db/embedded.js';

let database: EmbeddedDatabase | undefined;
let dataRoot: string | undefined;

/**
 * One real PostgreSQL for the whole test run, in a temporary folder on a free port (so two runs on one
 * machine do not collide); each test file makes its own throwaway database in it.
 */
export async function setup(): Promise<void> {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'alego-test-pg-'));
  // PostgreSQL runs as the `postgres` user when tests run as root: it must be able to enter the folder.
  await chmod(dataRoot, 0o755);
  database = await startEmbeddedDatabase({ dataDir: path.join(dataRoot, 'pg'), port: await portaLivre() });
  process.env.ALEGO_TEST_PG_URL = database.serverUrl;
}

export async function teardown(): Promise<void> {
  await database?.stop();
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
}
