// @ts-check
// `node scripts/versao-anterior.mjs`: writes test/fixtures/versao-anterior.json.gz, the demo database of this release
// (every subgraph migrated and seeded on a throwaway embedded PostgreSQL), for the next release's upgrade test.
// Run it when cutting a release, after `npm run build:server`, and commit the file (docs/operacao.md).
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { closeOrm, createOrm, seedOnce } from '../subgraphs/kit/dist/orm.js';
import { ensureDatabase, startEmbeddedDatabase, withDatabase } from '../subgraphs/kit/dist/db/index.js';
import { exportarDados } from '../subgraphs/kit/dist/operacao/index.js';
import { SUBGRAPHS } from './subgraphs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pasta = await mkdtemp(path.join(tmpdir(), 'alego-versao-'));
await chmod(pasta, 0o755);
// The demo images go to a throwaway store: only the database goes into the fixture.
process.env.PORTAL_VAR_DIR = pasta;
const banco = await startEmbeddedDatabase({ dataDir: path.join(pasta, 'pg'), port: Number(process.env.PGPORT_EMBEDDED ?? 5449) });
try {
  const url = withDatabase(banco.serverUrl, 'alego');
  await ensureDatabase(url);
  for (const { module } of SUBGRAPHS) {
    const definicoes = Object.values(await import(new URL(module, import.meta.url).href)).filter((valor) => valor && typeof valor === 'object' && 'migrations' in valor);
    for (const definicao of definicoes) {
      const orm = await createOrm(definicao, url);
      await seedOnce(orm, definicao);
      await closeOrm(orm);
    }
  }
  const dados = await exportarDados(url, SUBGRAPHS.map(({ name }) => name));
  const destino = path.join(root, 'test/fixtures/versao-anterior.json.gz');
  await writeFile(destino, gzipSync(JSON.stringify(dados), { level: 9 }));
  console.log(`Banco de demonstração desta versão gravado em ${path.relative(root, destino)}.`);
} finally {
  await banco.stop();
  await rm(pasta, { recursive: true, force: true });
}
