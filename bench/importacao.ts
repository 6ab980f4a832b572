// Bulk import of 200,000 commitments (docs/importacao.md): rows per second and resident memory at the start, the
// middle and the end (issue 21, goal ≥ 20,000 rows/s with flat memory).
//   npm run bench:importacao        (BENCH_LINHAS rows, default 200000; E2E_PG_PORT chooses the port)
// Starts a fresh embedded PostgreSQL (var/bench-importacao), writes a CSV of BENCH_LINHAS commitments over 12 months
// to disk, then runs the importer in this process exactly as the admin and the CLI do: the upload step (file kept in
// the file store with its SHA-256, then the preview: every row validated, staged and merged in a rolled-back
// transaction) and the import step (the same, committed). The same file is imported a second time (every row
// already there: the idempotent path, 0 added). The import defers the rows' search vectors (docs/busca.md, "Vetores
// numa tabela ao lado") and enqueues the fill job, as in production (a queue without workers here); the fill is then
// run and timed on its own line, so that nobody reads the import's figure as "searchable at once". Last, the table's
// floor: the same rows inserted by PostgreSQL alone (INSERT ... SELECT with the vectors deferred too, rolled back),
// so that the import's time reads as a ratio to what the table itself costs. RSS is sampled every 100 ms; "middle" is
// the first sample taken after half the rows were read by the import step. No response cache is involved (nothing
// goes through HTTP). The load average is printed at the start and at the end.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { ADIAR_BUSCA, closeOrm, createLogger, createOrm, FilaDeTrabalhos, nomeDoTrabalhoDeBusca, preencherBusca, trabalhosDaBusca } from '@alego/kit';
import { ensureDatabase, startEmbeddedDatabase, withDatabase } from '@alego/kit/db';
import { transparency } from '@alego/transparency';
import { aplicarImportacao, receberArquivo } from '@alego/transparency/importacao';
import { portaDoAmbiente, portaLivre } from '../test/portas.ts';

const LINHAS = Number(process.env.BENCH_LINHAS ?? 200_000);
const VAR_DIR = path.resolve('var/bench-importacao');
const PG_PORT = await portaDoAmbiente(process.env.E2E_PG_PORT, portaLivre);
class Desfeito extends Error {}
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

await rm(VAR_DIR, { recursive: true, force: true });
await mkdir(VAR_DIR, { recursive: true });
process.env.PORTAL_VAR_DIR = VAR_DIR;
const arquivo = path.join(VAR_DIR, 'empenhos.csv');

// A deterministic file: 12 months of 2025, valid CNPJ, values in pt-BR format.
const saida = createWriteStream(arquivo);
saida.write('numero;data;credor;cnpj;elemento_despesa;historico;valor_empenhado;valor_liquidado;valor_pago\n');
for (let i = 0; i < LINHAS; i++) {
  const mes = (i % 12) + 1;
  const dia = (i % 28) + 1;
  const centavos = 10_000 + ((i * 7919) % 9_000_000);
  const reais = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
  const linha = `2025NE${String(i).padStart(6, '0')};${String(dia).padStart(2, '0')}/${String(mes).padStart(2, '0')}/2025;Fornecedor ${i % 5000} Ltda;11.222.333/0001-81;3.3.90.39 - Outros serviços de terceiros - pessoa jurídica;Despesa número ${i};${reais(centavos)};${reais(centavos)};${reais(Math.floor(centavos / 2))}\n`;
  if (!saida.write(linha)) await once(saida, 'drain');
}
saida.end();
await once(saida, 'finish');
const tamanho = (await stat(arquivo)).size;

const logger = createLogger('bench-importacao');
const banco = await startEmbeddedDatabase({ dataDir: path.join(VAR_DIR, 'pg'), port: PG_PORT });
const url = withDatabase(banco.serverUrl, 'alego');
await ensureDatabase(url);
const orm = await createOrm(transparency, url, logger);
// The import enqueues the search fill as in production; no worker takes it, the bench runs the fill itself below.
const fila = await FilaDeTrabalhos.iniciar(url, logger, { semTrabalhadores: true });
await fila.registrar(trabalhosDaBusca(orm, transparency.name));
const carga = () => loadavg().map((c) => c.toFixed(1).replace('.', ',')).join(' / ');
const cargaInicial = carga();

let amostra = process.memoryUsage().rss;
const relogio = setInterval(() => (amostra = process.memoryUsage().rss), 100);
try {
  const rssInicio = process.memoryUsage().rss;
  const t0 = performance.now();
  const recebida = await receberArquivo(orm.em.fork(), { conjunto: 'empenhos', nomeArquivo: 'empenhos.csv', usuarioId: null, fonte: createReadStream(arquivo) });
  const tPrevia = (performance.now() - t0) / 1000;
  if (recebida.situacao !== 'validada') throw new Error(`prévia recusou o arquivo: ${recebida.mensagem} ${JSON.stringify(recebida.erros.slice(0, 3))}`);
  const rssAposPrevia = process.memoryUsage().rss;

  let rssMeio = 0;
  const vigia = setInterval(() => {
    void orm.em
      .fork()
      .getConnection()
      .execute<{ linhas: number }[]>('select linhas_processadas as linhas from transparency.importacoes_conjuntos where id = ?', [recebida.id])
      .then(([r]) => {
        if (!rssMeio && (r?.linhas ?? 0) >= LINHAS / 2) rssMeio = amostra;
      });
  }, 100);
  const t1 = performance.now();
  const aplicada = await aplicarImportacao(orm.em.fork(), recebida.id, logger);
  const tImportacao = (performance.now() - t1) / 1000;
  clearInterval(vigia);
  const rssFim = process.memoryUsage().rss;
  if (aplicada.situacao !== 'concluida' || aplicada.adicionadas !== LINHAS) throw new Error(`importação: ${aplicada.mensagem}`);

  const semVetor = async () =>
    Number(
      (await orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from transparency.empenhos t where not exists (select 1 from transparency.empenhos_busca v where v.id = t.id)'))[0]?.n,
    );
  const adiadas = await semVetor();
  const pedidos = (await fila.listar('created')).filter((t) => t.fila === nomeDoTrabalhoDeBusca(transparency.name)).length;
  const t4 = performance.now();
  const preenchidas = await preencherBusca(orm.em.fork(), transparency.name);
  const tPreenchimento = (performance.now() - t4) / 1000;
  if (adiadas !== LINHAS || pedidos !== 1 || preenchidas !== LINHAS || (await semVetor()) !== 0) throw new Error(`preenchimento da busca: ${adiadas} sem vetor, ${pedidos} pedidos, ${preenchidas} preenchidas`);

  const segunda = await receberArquivo(orm.em.fork(), { conjunto: 'empenhos', nomeArquivo: 'empenhos.csv', usuarioId: null, fonte: createReadStream(arquivo) });
  const t2 = performance.now();
  const repetida = await aplicarImportacao(orm.em.fork(), segunda.id, logger);
  const tRepetida = (performance.now() - t2) / 1000;
  if (repetida.adicionadas !== 0 || repetida.alteradas !== 0 || repetida.removidas !== 0) throw new Error(`reimportação mudou dados: ${repetida.mensagem}`);

  // The table's own floor: PostgreSQL inserting the same rows again from the table itself (the search triggers with
  // the vectors deferred as the import does, the B-tree indexes, the change-log triggers), then rolled back; nothing
  // of the importer runs.
  const colunas = ['numero', 'ano', 'data', 'credor', 'cnpj', 'elemento_despesa', 'historico', 'valor_empenhado', 'valor_liquidado', 'valor_pago'];
  const t3 = performance.now();
  await orm.em
    .fork()
    .transactional(async (tx) => {
      await tx.getConnection().execute(ADIAR_BUSCA, [], 'run', tx.getTransactionContext());
      await tx.getConnection().execute(`insert into transparency.empenhos (${colunas.join(', ')}) select 'R' || ${colunas.join(', ')} from transparency.empenhos`, [], 'run', tx.getTransactionContext());
      throw new Desfeito();
    })
    .catch((erro: unknown) => {
      if (!(erro instanceof Desfeito)) throw erro;
    });
  const tPiso = (performance.now() - t3) / 1000;

  const porSegundo = (s: number) => Math.round(LINHAS / s).toLocaleString('pt-BR');
  console.log(`Importação de ${LINHAS.toLocaleString('pt-BR')} empenhos (${MB(tamanho)} de CSV, 12 meses), em processo, sem HTTP nem cache de respostas`);
  console.log(`  envio + prévia (guarda o arquivo, valida, mescla e desfaz): ${tPrevia.toFixed(1)} s  ${porSegundo(tPrevia)} linhas/s`);
  console.log(`  importação (o trabalho: valida, mescla e confirma):          ${tImportacao.toFixed(1)} s  ${porSegundo(tImportacao)} linhas/s  (meta ≥ 20.000)`);
  console.log(`  preenchimento da busca adiada (o trabalho da fila, depois):   ${tPreenchimento.toFixed(1)} s  ${porSegundo(tPreenchimento)} linhas/s`);
  console.log(`  importação + preenchimento (até tudo estar na busca do site): ${(tImportacao + tPreenchimento).toFixed(1)} s  ${porSegundo(tImportacao + tPreenchimento)} linhas/s`);
  console.log(`  reimportação do mesmo arquivo (nada muda):                   ${tRepetida.toFixed(1)} s  ${porSegundo(tRepetida)} linhas/s`);
  console.log(`  piso da tabela (INSERT … SELECT das mesmas linhas, vetor adiado, desfeito):  ${tPiso.toFixed(1)} s  ${porSegundo(tPiso)} linhas/s`);
  console.log(`  importação ÷ piso da tabela: ${(tImportacao / tPiso).toFixed(2).replace('.', ',')}×`);
  console.log(`  carga média (1 / 5 / 15 min) no início: ${cargaInicial}; no fim: ${carga()} (${cpus().length} núcleos)`);
  console.log(`  RSS: início ${MB(rssInicio)}, após a prévia ${MB(rssAposPrevia)}, meio da importação ${MB(rssMeio)}, fim ${MB(rssFim)}`);
} finally {
  clearInterval(relogio);
  await fila.parar();
  await closeOrm(orm);
  await banco.stop();
}
