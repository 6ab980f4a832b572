// @ts-check
// `npm run backup [-- <pasta de destino>]`: a dated, checksummed archive of the database (every schema), the file store
// (disk or S3) and the signing keys. With DATABASE_URL it uses pg_dump; otherwise it copies the embedded cluster under
// PORTAL_VAR_DIR (starting it for the copy when the portal is not running). docs/operacao.md explains both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDeArquivos } from '../subgraphs/kit/dist/blobs.js';
import { ensureDatabase, ping, startEmbeddedDatabase, withDatabase } from '../subgraphs/kit/dist/db/index.js';
import { createLogger } from '../subgraphs/kit/dist/logger.js';
import { fazerBackup } from '../subgraphs/kit/dist/operacao/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logger = createLogger('backup');
const varDir = path.resolve(root, process.env.PORTAL_VAR_DIR ?? 'var');
const destino = path.resolve(process.argv[2] ?? process.env.BACKUP_DIR ?? path.join(varDir, 'backups'));

/** @type {{ stop(): Promise<void> } | undefined} */
let iniciado;
try {
  let databaseUrl = process.env.DATABASE_URL;
  const embutido = !databaseUrl;
  if (!databaseUrl) {
    const porta = Number(process.env.PGPORT_EMBEDDED ?? 5439);
    databaseUrl = `postgres://postgres:postgres@127.0.0.1:${porta}/alego`;
    if (!(await ping(databaseUrl))) {
      iniciado = await startEmbeddedDatabase({ dataDir: path.join(varDir, 'pg'), port: porta, logger });
      databaseUrl = withDatabase(iniciado.serverUrl, 'alego');
      await ensureDatabase(databaseUrl);
    }
  }
  const { arquivo, manifesto } = await fazerBackup({ varDir, databaseUrl, embutido, arquivos: configDeArquivos(process.env, varDir), logger }, destino);
  console.log(`Backup gravado em ${arquivo} (${manifesto.itens.length} itens, ${manifesto.arquivos.total} arquivos enviados).`);
} catch (error) {
  logger.error({ err: error }, 'o backup falhou');
  process.exitCode = 1;
} finally {
  await iniciado?.stop();
}
