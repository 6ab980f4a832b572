// Volume de demonstração da folha: 3.000 servidores × 36 meses (108.000 remunerações), carregados pelo mesmo
// importador do catálogo (docs/importacao.md) que a tela do admin usa: o arquivo é guardado, conferido e aplicado. Substitui os meses que gerar. Use com o portal parado
// (o PostgreSQL embutido em var/pg) ou com DATABASE_URL apontando para o banco do portal.
//   npm run demo:volume:pessoal            (SERVIDORES e MESES mudam o tamanho)
import { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, startEmbeddedDatabase, withDatabase } from '../subgraphs/kit/dist/db/index.js';
import { createLogger } from '../subgraphs/kit/dist/logger.js';
import { closeOrm, createOrm } from '../subgraphs/kit/dist/orm.js';
import { transparency } from '../subgraphs/transparency/dist/index.js';
import { CABECALHO_CSV, gerarFolha, linhaCsv, mesesAte } from '../subgraphs/transparency/dist/modules/remuneracao/gerador.js';
import { aplicarImportacao, receberArquivo } from '../subgraphs/transparency/dist/modules/importacao/importacao.service.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const varDir = path.resolve(root, process.env.PORTAL_VAR_DIR ?? 'var');
const servidores = Number(process.env.SERVIDORES ?? 3000);
const meses = Number(process.env.MESES ?? 36);
const logger = createLogger('demo-volume-pessoal');

let embedded;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  embedded = await startEmbeddedDatabase({ dataDir: path.join(varDir, 'pg'), port: Number(process.env.PGPORT_EMBEDDED ?? 5439), logger });
  databaseUrl = withDatabase(embedded.serverUrl, 'alego');
}
await ensureDatabase(databaseUrl);
const orm = await createOrm(transparency, databaseUrl, logger);
try {
  const hoje = new Date();
  // The last closed month and the ones before it.
  const fim = hoje.getMonth() === 0 ? { ano: hoje.getFullYear() - 1, mes: 12 } : { ano: hoje.getFullYear(), mes: hoje.getMonth() };
  const periodos = mesesAte(fim.ano, fim.mes, meses).filter((p) => p.ano >= 2013);
  async function* csv() {
    yield `${CABECALHO_CSV}\n`;
    let lote = [];
    for (const linha of gerarFolha(servidores, periodos, 2026)) {
      lote.push(linhaCsv(linha));
      if (lote.length === 2000) {
        yield `${lote.join('\n')}\n`;
        lote = [];
      }
    }
    if (lote.length) yield `${lote.join('\n')}\n`;
  }
  const inicio = Date.now();
  const recebida = await receberArquivo(orm.em.fork(), { conjunto: 'remuneracoes', nomeArquivo: 'demo-volume-pessoal.csv', usuarioId: null, fonte: Readable.from(csv()) });
  if (recebida.situacao !== 'validada') throw new Error(`importação recusada: ${JSON.stringify(recebida.erros.slice(0, 5))}`);
  const importacao = await aplicarImportacao(orm.em.fork(), recebida.id, logger);
  if (importacao.situacao !== 'concluida') throw new Error(importacao.mensagem ?? 'importação não concluída');
  logger.info({ linhas: importacao.totalLinhas, periodos: importacao.periodos.length, segundos: (Date.now() - inicio) / 1000 }, 'folha de demonstração carregada');
} finally {
  await closeOrm(orm);
  await embedded?.stop();
}
