import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../subgraphs/kit/src/db/embedded.js';

let database: EmbeddedDatabase | undefined;

/** One real PostgreSQL for the whole test run; each test file makes its own throwaway database in it. */
export async function setup(): Promise<void> {
  const dataDir = path.resolve('var/test-pg');
  await rm(dataDir, { recursive: true, force: true });
  database = await startEmbeddedDatabase({ dataDir, port: Number(process.env.TEST_PG_PORT ?? 5438) });
  process.env.ALEGO_TEST_PG_URL = database.serverUrl;
}

export async function teardown(): Promise<void> {
  await database?.stop();
}
