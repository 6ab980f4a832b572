// Open-data exports of a million rows (issue 23, item 2): rows/s per format and the resident memory of the gateway and
// of the transparency subgraph before, during and after each file.
//   npm run bench:exportacao   (EXPORTACAO_LINHAS: rows of the file, default 1,000,000; EXPORTACAO_FORMATOS: csv,json,xlsx;
//   EXPORTACAO_ACEITA: the Accept-Encodings sent, `|` between them, each file once per value; default `br, gzip, deflate`
//   as a browser; `identity` measures the gateway without compressing)
// Starts the portal on a fresh embedded PostgreSQL (var/bench-exportacao) and grows its commitments (seeded demo rows
// repeated with new numbers, one INSERT … SELECT) to the size asked, then downloads `/api/transparencia/exportar/
// empenhos.<formato>` through the gateway. An export never goes through the response cache: it is not a GraphQL
// operation, and it answers `Cache-Control: no-cache`; every figure here is the database path.
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import pg from 'pg';
import { BASE_DA_EXPORTACAO, FORMATOS_DE_EXPORTACAO } from '@alego/catalog';
import { startPortal } from '../e2e/portal.ts';
import { portaDoAmbiente, portaLivre, portasLivresConsecutivas } from '../test/portas.ts';
import { comVirgula, cpuDosProcessos, memoriaDosProcessos } from './medidas.ts';

const LINHAS = Number(process.env.EXPORTACAO_LINHAS ?? 1_000_000);
const FORMATOS = (process.env.EXPORTACAO_FORMATOS ?? FORMATOS_DE_EXPORTACAO.join(',')).split(',');
const ACEITAS = (process.env.EXPORTACAO_ACEITA ?? 'br, gzip, deflate').split('|');
const PORT = await portaDoAmbiente(process.env.E2E_PORT, () => portasLivresConsecutivas(6));
const PG_PORT = await portaDoAmbiente(process.env.E2E_PG_PORT, portaLivre);
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/alego`;

const mb = (kib: number | undefined) => (kib === undefined ? 'n/d' : `${comVirgula(kib / 1024, 0)} MB`);

/** Seeded commitments repeated with new numbers until the table holds `linhas` rows. */
async function crescerEmpenhos(db: pg.Client, linhas: number): Promise<number> {
  const { rows: colunas } = await db.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_schema = 'transparency' and table_name = 'empenhos' and column_name not in ('id', 'numero') order by ordinal_position",
  );
  const lista = colunas.map((c) => `"${c.column_name}"`).join(', ');
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from transparency.empenhos');
  const faltam = linhas - rows[0]!.n;
  if (faltam > 0) {
    // A bulk load, as the importer does it: the site-search vectors are not computed here (docs/decisions.md, #21).
    await db.query('begin');
    await db.query("set local alego.busca_adiada = 'on'");
    await db.query(
      `insert into transparency.empenhos (numero, ${lista})
         select 'V' || lpad(g::text, 12, '0'), ${colunas.map((c) => `e."${c.column_name}"`).join(', ')}
           from generate_series(1, $1::int) g
           join (select *, row_number() over (order by id) - 1 as k, count(*) over () as total from transparency.empenhos) e on e.k = g % e.total`,
      [faltam],
    );
    await db.query('commit');
  }
  // Vacuumed as a table in use is: the first read after a bulk load would otherwise set every row's hint bits, and the
  // autovacuum started by the load would run during the export, both in the database's CPU.
  await db.query('vacuum analyze transparency.empenhos');
  const { rows: depois } = await db.query<{ n: number }>('select count(*)::int as n from transparency.empenhos');
  return depois[0]!.n;
}

interface Medida {
  formato: string;
  /** The Content-Encoding the gateway answered with; `bytes` are those after fetch decoded it. */
  codificacao: string;
  linhas: number;
  bytes: number;
  segundos: number;
  memoria: { antes: Record<string, number>; meio: Record<string, number>; fim: Record<string, number>; pico: Record<string, number> };
  /** CPU time (ms) each process spent on the file: rows per CPU second do not depend on the machine's other loads. */
  cpu: Record<string, number>;
}

/** The embedded PostgreSQL's postmaster, whose server processes `cpuDosProcessos` sums. */
async function pidDoPostgres(): Promise<number | null> {
  const texto = await readFile('var/bench-exportacao/pg/postmaster.pid', 'utf8').catch(() => '');
  return Number(texto.split('\n')[0]) || null;
}

/**
 * Downloads one file, reading it as it comes. Resident memory is read before the request, every second during the
 * download (the reading nearest its middle is "meio"; the highest per process is "pico") and after the last byte.
 */
async function exportar(base: string, formato: string, aceita: string): Promise<Medida> {
  const antes = await memoriaDosProcessos(portal.pid);
  const cpuAntes = await cpuDosProcessos(portal.pid, pgPid);
  const inicio = performance.now();
  const leituras: { t: number; memoria: Record<string, number> }[] = [];
  const relogio = setInterval(() => void memoriaDosProcessos(portal.pid).then((memoria) => leituras.push({ t: performance.now() - inicio, memoria })), 1000);
  try {
    const resposta = await fetch(`${base}${BASE_DA_EXPORTACAO}/empenhos.${formato}`, { headers: { 'accept-encoding': aceita } });
    if (!resposta.ok || !resposta.body) throw new Error(`empenhos.${formato}: HTTP ${resposta.status} ${await resposta.text()}`);
    const linhas = Number(resposta.headers.get('x-total-linhas'));
    let bytes = 0;
    // Node's fetch body is async iterable; the DOM library of the test configuration does not declare it.
    for await (const pedaco of resposta.body as unknown as AsyncIterable<Uint8Array>) bytes += pedaco.byteLength;
    const segundos = (performance.now() - inicio) / 1000;
    clearInterval(relogio);
    const cpuDepois = await cpuDosProcessos(portal.pid, pgPid);
    const cpu = Object.fromEntries(Object.entries(cpuDepois).map(([nome, ms]) => [nome, ms - (cpuAntes[nome] ?? 0)]));
    const fim = await memoriaDosProcessos(portal.pid);
    const meio = leituras.reduce<(typeof leituras)[number] | null>((melhor, l) => (!melhor || Math.abs(l.t / 1000 - segundos / 2) < Math.abs(melhor.t / 1000 - segundos / 2) ? l : melhor), null)?.memoria ?? fim;
    const pico: Record<string, number> = { ...fim };
    for (const { memoria } of leituras) for (const [nome, kib] of Object.entries(memoria)) pico[nome] = Math.max(pico[nome] ?? 0, kib);
    return { formato, codificacao: resposta.headers.get('content-encoding') ?? 'identity', linhas, bytes, segundos, memoria: { antes, meio, fim, pico }, cpu };
  } finally {
    clearInterval(relogio);
  }
}

const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: 'var/bench-exportacao', fresh: true });
const pgPid = await pidDoPostgres();
const db = new pg.Client({ connectionString: DATABASE_URL });
try {
  await db.connect();
  const inicioCarga = performance.now();
  const empenhos = await crescerEmpenhos(db, LINHAS);
  console.log(`Empenhos: ${empenhos.toLocaleString('pt-BR')} linhas (carga em ${comVirgula((performance.now() - inicioCarga) / 1000, 1)} s)`);

  // Warm-up: each format and encoding streamed for its first ~30 MB (about 100,000 CSV rows), then dropped, so that
  // "antes" is a portal that has already streamed a file (compiled code, the compressor's buffers, the heap at its
  // working size under a stream) and fim ÷ antes shows what grows with the file.
  for (const formato of FORMATOS) for (const aceita of ACEITAS) {
    const controle = new AbortController();
    const resposta = await fetch(`${portal.base}${BASE_DA_EXPORTACAO}/empenhos.${formato}`, { headers: { 'accept-encoding': aceita }, signal: controle.signal });
    if (!resposta.ok || !resposta.body) throw new Error(`aquecimento empenhos.${formato}: HTTP ${resposta.status}`);
    let lidos = 0;
    for await (const pedaco of resposta.body as unknown as AsyncIterable<Uint8Array>) if ((lidos += pedaco.byteLength) >= 30e6) break;
    controle.abort();
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const medidas: Medida[] = [];
  const cargaAntes = loadavg()[0]!;
  for (const formato of FORMATOS) for (const aceita of ACEITAS) {
    const medida = await exportar(portal.base, formato, aceita);
    medidas.push(medida);
    // As it goes, too: an XLSX of a million rows takes minutes.
    console.log(`${formato} (${medida.codificacao}): ${medida.linhas.toLocaleString('pt-BR')} linhas em ${comVirgula(medida.segundos, 1)} s; carga ${comVirgula(loadavg()[0]!)}`);
  }
  const cargaDepois = loadavg()[0]!;

  console.log(`\n${new Date().toISOString()}, carga média da máquina ${comVirgula(cargaAntes)} → ${comVirgula(cargaDepois)} (1 min) durante as medidas`);
  console.log('GET /api/transparencia/exportar/empenhos.<formato>, sem filtro, pelo gateway; caminho do banco (exportações nunca passam pelo cache de respostas)\n');
  console.log(`${'formato'.padEnd(13)} ${'linhas'.padStart(10)} ${'MB'.padStart(6)} ${'s'.padStart(6)} ${'linhas/s'.padStart(9)}  ${'gateway antes → meio → fim (pico)'.padEnd(44)} ${'transparency antes → meio → fim (pico)'.padEnd(44)}`);
  for (const m of medidas) {
    const serie = (nome: string) => `${mb(m.memoria.antes[nome])} → ${mb(m.memoria.meio[nome])} → ${mb(m.memoria.fim[nome])} (${mb(m.memoria.pico[nome])}) ${comVirgula(m.memoria.fim[nome]! / m.memoria.antes[nome]!)}×`;
    console.log(
      `${`${m.formato} ${m.codificacao}`.padEnd(13)} ${m.linhas.toLocaleString('pt-BR').padStart(10)} ${comVirgula(m.bytes / 1e6, 0).padStart(6)} ${comVirgula(m.segundos, 1).padStart(6)} ${Math.round(m.linhas / m.segundos).toLocaleString('pt-BR').padStart(9)}  ${serie('gateway').padEnd(44)} ${serie('transparency').padEnd(44)}`,
    );
  }
  console.log(`\nCPU por arquivo (ms) e linhas por segundo de CPU de cada processo (a codificação é a resposta do gateway):`);
  for (const m of medidas) {
    console.log(`${m.formato.padEnd(8)} ${m.codificacao.padEnd(8)} ${['gateway', 'transparency', 'postgres'].map((nome) => `${nome} ${Math.round(m.cpu[nome] ?? 0).toLocaleString('pt-BR')} ms (${m.cpu[nome] ? Math.round(m.linhas / (m.cpu[nome]! / 1000)).toLocaleString('pt-BR') : 'n/d'} linhas/s)`).join(', ')}`);
  }
  const csv = medidas.find((m) => m.formato === 'csv');
  if (csv) {
    const pior = (fase: 'fim' | 'pico') => Math.max(...['gateway', 'transparency'].map((nome) => csv.memoria[fase][nome]! / csv.memoria.antes[nome]!));
    console.log(
      `\nCSV: ${Math.round(csv.linhas / csv.segundos).toLocaleString('pt-BR')} linhas/s (orçamento ≥ 100.000); memória residente fim/início ${comVirgula(pior('fim'))}×, pico/início ${comVirgula(pior('pico'))}× (orçamento ≤ 1,2×)`,
    );
  }
} finally {
  await db.end().catch(() => undefined);
  await portal.stop();
}
