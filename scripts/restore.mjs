// @ts-check
// `npm run restore -- <arquivo.tar.gz> [pasta de dados]`: checks every checksum, then rebuilds a portal from a backup
// into a fresh data folder (default PORTAL_VAR_DIR, whose pg/ must not exist yet), or into DATABASE_URL for a pg_dump
// backup. `npm start` with PORTAL_VAR_DIR pointing there serves the restored portal (docs/operacao.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDeArquivos } from '../subgraphs/kit/dist/blobs.js';
import { createLogger } from '../subgraphs/kit/dist/logger.js';
import { restaurarBackup } from '../subgraphs/kit/dist/operacao/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logger = createLogger('restore');
const [arquivo, pasta] = process.argv.slice(2);
if (!arquivo) {
  console.error('Uso: npm run restore -- <arquivo.tar.gz> [pasta de dados]');
  process.exit(2);
}
const varDir = path.resolve(root, pasta ?? process.env.PORTAL_VAR_DIR ?? 'var');
try {
  const manifesto = await restaurarBackup(path.resolve(arquivo), { varDir, arquivos: configDeArquivos(process.env, varDir), databaseUrl: process.env.DATABASE_URL, logger });
  console.log(`Backup de ${manifesto.criadoEm} restaurado em ${varDir}. Inicie com: PORTAL_VAR_DIR=${varDir} npm start`);
} catch (error) {
  logger.error({ err: error }, 'a restauração falhou');
  process.exitCode = 1;
}
