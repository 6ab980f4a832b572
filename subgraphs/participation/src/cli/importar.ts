// Imports processes from the legislative process system's feed (docs/participacao.md):
//   node subgraphs/participation/dist/cli/importar.js <arquivo.json|arquivo.csv|https://...> [--formato json|csv]
// Uses DATABASE_URL, or the portal's embedded PostgreSQL (started by `npm start`) when it is not set.
import { closeOrm, createLogger, createOrm } from '@alego/kit';
import { ensureDatabase } from '@alego/kit/db';
import { participation } from '../index.js';
import { importarDe } from '../tarefas.js';

const args = process.argv.slice(2);
const origem = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--formato');
const formato = args.includes('--formato') ? args[args.indexOf('--formato') + 1] : undefined;
if (!origem || (formato !== undefined && formato !== 'json' && formato !== 'csv')) {
  console.error('Uso: importar <arquivo ou URL do feed> [--formato json|csv]');
  process.exit(2);
}

const logger = createLogger('importar-processos');
const databaseUrl = process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.PGPORT_EMBEDDED ?? 5439}/alego`;
await ensureDatabase(databaseUrl);
const orm = await createOrm(participation, databaseUrl, logger);
try {
  const resultado = await importarDe(orm.em.fork(), origem, formato as 'json' | 'csv' | undefined);
  console.log(`Importação concluída: ${resultado.criados} criados, ${resultado.atualizados} atualizados, ${resultado.inalterados} inalterados, ${resultado.mudancasSituacao} mudanças de situação.`);
  for (const erro of resultado.erros) console.error(erro);
  process.exitCode = resultado.erros.length ? 1 : 0;
} catch (erro) {
  console.error((erro as Error).message);
  process.exitCode = 1;
} finally {
  await closeOrm(orm);
}
