// Imports a CSV or XLSX into a transparency dataset, for scheduled loads (docs/importacao.md):
//   npm run importar -- <conjunto> <arquivo.csv|arquivo.xlsx> [--so-validar]
// The same importer as the admin: the file is kept in the file store with its checksum, validated (every error is
// printed with line and column), then applied in one transaction. Exit code 0 when imported (or valid, with
// --so-validar), 1 when refused. Uses DATABASE_URL, or the portal's embedded PostgreSQL when it is not set; with
// INTERNAL_API_TOKEN set, the import is recorded in the audit trail through access (ACCESS_URL).
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { IMPORTACOES } from '@alego/catalog';
import { closeOrm, createLogger, createOrm } from '@alego/kit';
import { ensureDatabase } from '@alego/kit/db';
import { transparency } from '../index.js';
import type { ImportacaoDeConjunto } from '../modules/importacao/importacao.entity.js';
import { aplicarImportacao, auditarImportacao, receberArquivo } from '../modules/importacao/importacao.service.js';

const args = process.argv.slice(2);
const [conjunto, arquivo] = args.filter((arg) => !arg.startsWith('--'));
if (!conjunto || !arquivo || !IMPORTACOES[conjunto]) {
  console.error(`Uso: npm run importar -- <conjunto> <arquivo.csv|arquivo.xlsx> [--so-validar]\nConjuntos: ${Object.keys(IMPORTACOES).join(', ')}`);
  process.exit(2);
}
if (!existsSync(arquivo)) {
  console.error(`Arquivo não encontrado: ${arquivo}`);
  process.exit(2);
}

function relatar(importacao: ImportacaoDeConjunto): void {
  console.log(importacao.mensagem);
  for (const erro of importacao.erros) console.error(`Linha ${erro.linha}${erro.coluna ? `, coluna ${erro.coluna}` : ''}: ${erro.mensagem}`);
  if (importacao.totalErros > importacao.erros.length) console.error(`… e mais ${importacao.totalErros - importacao.erros.length} erros.`);
}

const logger = createLogger('importar-conjunto');
const databaseUrl = process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.PGPORT_EMBEDDED ?? 5439}/alego`;
await ensureDatabase(databaseUrl);
const orm = await createOrm(transparency, databaseUrl, logger);
try {
  const recebida = await receberArquivo(orm.em.fork(), { conjunto, nomeArquivo: path.basename(arquivo), usuarioId: null, fonte: createReadStream(arquivo) });
  relatar(recebida);
  if (recebida.situacao !== 'validada' || args.includes('--so-validar')) {
    process.exitCode = recebida.situacao === 'validada' ? 0 : 1;
  } else {
    const aplicada = await aplicarImportacao(orm.em.fork(), recebida.id, logger);
    relatar(aplicada);
    const auditada = await auditarImportacao(aplicada, { origem: 'cli', nome: `linha de comando (${process.env.USER ?? 'desconhecido'})` });
    if (!auditada) console.error('Aviso: a importação não foi registrada na trilha de auditoria (defina INTERNAL_API_TOKEN e ACCESS_URL).');
    process.exitCode = aplicada.situacao === 'concluida' ? 0 : 1;
  }
} catch (erro) {
  console.error((erro as Error).message);
  process.exitCode = 1;
} finally {
  await closeOrm(orm);
}
