// Volume de demonstração da folha: 3.000 servidores × 36 meses (108.000 remunerações), carregados pelo mesmo
// importador de CSV em fluxo que a tela do admin usa. Substitui os meses que gerar. Use com o portal parado
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
import { importarRemuneracoes } from '../subgraphs/transparency/dist/modules/remuneracao/importador.js';
import { criarImportacao } from '../subgraphs/transparency/dist/modules/remuneracao/remuneracao.resolver.js';

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
  const em = orm.em.fork();
  const importacao = await criarImportacao(em, 0, 'demo-volume-pessoal.csv', 0);
  const inicio = Date.now();
  const { ok } = await importarRemuneracoes(em, importacao, Readable.from(csv()), logger);
  if (!ok) throw new Error(`importação recusada: ${JSON.stringify(importacao.erros.slice(0, 5))}`);
  logger.info({ linhas: importacao.linhasImportadas, periodos: importacao.periodos.length, segundos: (Date.now() - inicio) / 1000 }, 'folha de demonstração carregada');
} finally {
  await closeOrm(orm);
  await embedded?.stop();
}
