// Transparency lists at demo volumes: rows/s and SQL statements per request, page of 10 against page of 50.
//   npm run bench:transparencia        (BENCH_SECONDS changes the duration of each measure; default 3)
// Starts the portal on a fresh embedded PostgreSQL (var/bench-transparencia), loads `npm run demo:volume`'s data,
// restarts it with pg_stat_statements and measures the REST paths through the gateway, as legacy clients call them.
import autocannon from 'autocannon';
import pg from 'pg';
import { closeOrm, createOrm } from '@alego/kit';
import { transparency } from '@alego/transparency';
import { carregarVolume } from '@alego/transparency/volume';
import { startPortal } from '../e2e/portal.ts';
import { portaDoAmbiente, portaLivre, portasLivresConsecutivas } from '../test/portas.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;
const PORT = await portaDoAmbiente(process.env.E2E_PORT, () => portasLivresConsecutivas(6));
const PG_PORT = await portaDoAmbiente(process.env.E2E_PG_PORT, portaLivre);
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/alego`;
const VAR_DIR = 'var/bench-transparencia';

/** The list paths (with a realistic filter where the screen always sends one). */
const LISTAS: [string, string][] = [
  ['contratos', '/api/transparencia/contratos-e-convenios/contratos'],
  ['contratos vigentes (termo)', '/api/transparencia/contratos-e-convenios/contratos?vigente=1&termo=limpeza'],
  ['fiscais de contratos', '/api/transparencia/contratos-e-convenios/fiscais_de_contratos'],
  ['editais', '/api/transparencia/licitacoes/editais'],
  ['avisos', '/api/transparencia/licitacoes/avisos'],
  ['empenhos', '/api/transparencia/empenhos'],
  ['empenhos de um mês', '/api/transparencia/empenhos?ano=2025&mes=3'],
  ['diárias', '/api/transparencia/diarias'],
  ['repasses de duodécimos', '/api/transparencia/repasse-duodecimos'],
  ['diário da Assembleia', '/api/transparencia/diarios'],
  ['sessões plenárias', '/api/transparencia/sessoes-plenarias'],
  ['requerimentos', '/api/transparencia/requerimentos'],
  ['expedientes', '/api/transparencia/expedientes'],
  ['votações', '/api/transparencia/votacoes'],
  ['votos de uma votação', '/api/transparencia/votacoes/1/votos'],
  ['despesas (dueofs)', '/api/transparencia/dueofs'],
  ['despesas de um mês', '/api/transparencia/dueofs?ano=2025&mes=3'],
  ['programas e ações', '/api/transparencia/programa-acoes'],
  ['receitas', '/api/transparencia/receitas'],
  ['arquivos e links', '/api/transparencia/arquivos-links'],
];

interface Medida {
  lista: string;
  porPagina: number;
  linhas: number;
  comandos: number;
  rps: number;
  p50: number;
}

async function comandosPorRequisicao(db: pg.Client, url: string): Promise<{ comandos: number; linhas: number }> {
  await db.query('select pg_stat_statements_reset()');
  const resposta = await fetch(url);
  if (!resposta.ok) throw new Error(`${url}: ${resposta.status} ${await resposta.text()}`);
  const linhas = ((await resposta.json()) as unknown[]).length;
  // The transparency subgraph's statements (its tables are schema-qualified), whatever backend sent them.
  const { rows } = await db.query<{ comandos: string }>(
    `select coalesce(sum(calls), 0) as comandos from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())
        and query ilike '%"transparency".%' and query not ilike '%pg_stat_statements%'`,
  );
  return { comandos: Number(rows[0]!.comandos), linhas };
}

async function medir(url: string): Promise<{ rps: number; p50: number }> {
  const opcoes = { url, connections: CONNECTIONS, duration: DURATION_S };
  await autocannon({ ...opcoes, duration: 1 }); // warm-up: JIT, pools, query plans
  const resultado = await autocannon(opcoes);
  if (resultado.non2xx || resultado.errors) throw new Error(`${url}: ${resultado.non2xx} respostas não-2xx, ${resultado.errors} erros`);
  return { rps: resultado.requests.average, p50: resultado.latency.p50 };
}

// 1. A fresh portal (migrations and the default seed), then the volume, loaded while it runs.
const primeira = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: VAR_DIR, fresh: true });
const orm = await createOrm(transparency, DATABASE_URL);
const inicioCarga = performance.now();
const contagens = await carregarVolume(orm, new Date().toISOString().slice(0, 10));
const segundosCarga = (performance.now() - inicioCarga) / 1000;
await closeOrm(orm);
const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
await admin.query("alter system set shared_preload_libraries = 'pg_stat_statements'");
await admin.end();
await primeira.stop();

// 2. Restarted on the same data, now with pg_stat_statements loaded.
const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: VAR_DIR });
const db = new pg.Client({ connectionString: DATABASE_URL });
try {
  await db.connect();
  await db.query('create extension if not exists pg_stat_statements');
  // Statements first, one request at a time on an otherwise idle portal (after a warm-up of every path), so no
  // request of a throughput run is still being answered when the counters are reset.
  const urls = LISTAS.flatMap(([lista, caminho]) =>
    [10, 50].map((porPagina) => ({ lista, porPagina, url: `${portal.base}${caminho}${caminho.includes('?') ? '&' : '?'}por_pagina=${porPagina}` })),
  );
  for (const { url } of urls) await fetch(url).then((r) => r.arrayBuffer());
  const contados = [];
  for (const alvo of urls) contados.push({ ...alvo, ...(await comandosPorRequisicao(db, alvo.url)) });
  const medidas: Medida[] = [];
  for (const { url, ...alvo } of contados) medidas.push({ ...alvo, ...(await medir(url)) });

  const linhasCarregadas = Object.values(contagens).reduce((total, n) => total + n, 0);
  console.log(`\nVolume: ${Object.entries(contagens).map(([tabela, n]) => `${tabela} ${n.toLocaleString('pt-BR')}`).join(', ')}`);
  console.log(`Carga: ${linhasCarregadas.toLocaleString('pt-BR')} linhas em ${segundosCarga.toFixed(1)} s (${Math.round(linhasCarregadas / segundosCarga).toLocaleString('pt-BR')} linhas/s)`);
  console.log(`\nREST pelo gateway, ${CONNECTIONS} conexões, ${DURATION_S} s cada (2 núcleos compartilhados com o servidor)\n`);
  console.log(`${'lista'.padEnd(28)} ${'por pág.'.padStart(8)} ${'SQL/req'.padStart(8)} ${'p50'.padStart(7)} ${'req/s'.padStart(7)} ${'linhas/s'.padStart(9)}`);
  for (const m of medidas) {
    console.log(`${m.lista.padEnd(28)} ${String(m.porPagina).padStart(8)} ${String(m.comandos).padStart(8)} ${`${m.p50} ms`.padStart(7)} ${m.rps.toFixed(0).padStart(7)} ${Math.round(m.rps * m.linhas).toString().padStart(9)}`);
  }
  console.log('');
  for (const [lista] of LISTAS) {
    const [dez, cinquenta] = medidas.filter((m) => m.lista === lista) as [Medida, Medida];
    const constante = dez.comandos === cinquenta.comandos;
    console.log(`${lista.padEnd(28)} SQL por requisição, página de 10 × 50: ${dez.comandos} × ${cinquenta.comandos}   ${constante ? 'constante' : 'CRESCE COM A PÁGINA'}`);
  }
} finally {
  await db.end().catch(() => undefined);
  await portal.stop();
}
