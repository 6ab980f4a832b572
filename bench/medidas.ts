// What the benchmark measures, one function per kind of figure. Everything runs against a real portal on loopback.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = 10;

export interface Carga {
  name: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Resultado {
  name: string;
  p50: number;
  rps: number;
}

function opcoes(carga: Carga) {
  return {
    url: carga.url,
    connections: CONNECTIONS,
    method: carga.body ? ('POST' as const) : ('GET' as const),
    headers: { 'content-type': 'application/json', ...carga.headers },
    body: carga.body ? JSON.stringify(carga.body) : undefined,
  };
}

/** p50 latency and requests/s under autocannon, after a one-second warm-up (JIT, pools, query plans). */
export async function medir(carga: Carga): Promise<Resultado> {
  await autocannon({ ...opcoes(carga), duration: 1 });
  const result = await autocannon({ ...opcoes(carga), duration: DURATION_S });
  if (result.non2xx || result.errors) throw new Error(`${carga.name}: ${result.non2xx} respostas não-2xx, ${result.errors} erros`);
  return { name: carga.name, p50: result.latency.p50, rps: result.requests.average };
}

/** Fires exactly `total` requests (for the memory figure), failing on any non-2xx. */
export async function disparar(carga: Carga, total: number): Promise<void> {
  const result = await autocannon({ ...opcoes(carga), amount: total });
  if (result.non2xx || result.errors) throw new Error(`${carga.name}: ${result.non2xx} respostas não-2xx, ${result.errors} erros`);
}

async function enviar(carga: Carga): Promise<void> {
  const o = opcoes(carga);
  const resposta = await fetch(o.url, { method: o.method, headers: o.headers, body: o.body });
  if (!resposta.ok) throw new Error(`${carga.name}: HTTP ${resposta.status}`);
  await resposta.arrayBuffer();
}

/**
 * SQL statements per request, read from PostgreSQL's own statistics (pg_stat_statements): reset, send the request
 * `vezes` times one after the other, and divide the statements executed in the portal's database by the requests.
 */
export async function sqlPorRequisicao(databaseUrl: string, carga: Carga, vezes = 20): Promise<number> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    await cliente.query('create extension if not exists pg_stat_statements');
    await enviar(carga); // first request: plans and lazy caches do not count
    await cliente.query('select pg_stat_statements_reset()');
    for (let i = 0; i < vezes; i++) await enviar(carga);
    const { rows } = await cliente.query<{ chamadas: string | null }>(
      `select sum(calls) as chamadas from pg_stat_statements s join pg_database d on d.oid = s.dbid
       where d.datname = current_database() and s.userid = (select oid from pg_roles where rolname = current_user)
         and s.query not ilike '%pg_stat_statements%'`,
    );
    return Number(rows[0]?.chamadas ?? 0) / vezes;
  } finally {
    await cliente.end();
  }
}

export interface PrimeiroCarregamento {
  /** gzip bytes of every script the home page loads before it is interactive (entry + modulepreloads). */
  paginaInicialGzip: number;
  scripts: number;
  maiorChunk: { nome: string; gzip: number };
}

/** The home page's first-load JavaScript as a browser gets it, and the largest chunk the public build has. */
export async function primeiroCarregamento(base: string, distDir: string): Promise<PrimeiroCarregamento> {
  const html = await (await fetch(`${base}/`)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length;
  const assets = path.join(distDir, 'assets');
  let maior = { nome: '', gzip: 0 };
  for (const nome of (await readdir(assets)).filter((f) => f.endsWith('.js'))) {
    const gzip = gzipSync(await readFile(path.join(assets, nome))).length;
    if (gzip > maior.gzip) maior = { nome, gzip };
  }
  return { paginaInicialGzip: total, scripts: urls.size, maiorChunk: maior };
}

/** Resident memory (KiB) of the portal's processes: the orchestrator's children, named by what they run. */
export async function memoriaDosProcessos(paiPid: number): Promise<Record<string, number>> {
  const memoria: Record<string, number> = {};
  for (const entrada of await readdir('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    const status = await readFile(`/proc/${entrada}/status`, 'utf8').catch(() => '');
    if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== paiPid) continue;
    const comando = (await readFile(`/proc/${entrada}/cmdline`, 'utf8').catch(() => '')).split('\0').join(' ');
    const nome = /(gateway|subgraphs\/(\w+))\/dist\/main\.js/.exec(comando);
    if (!nome) continue;
    memoria[nome[2] ?? 'gateway'] = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return memoria;
}
