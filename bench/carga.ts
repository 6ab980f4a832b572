// The public mix under load (issue 13, item 7): BENCH_CLIENTS concurrent clients (default 200) for BENCH_LOAD_SECONDS
// (default 60) must see no error; then an overload (BENCH_OVERLOAD_CLIENTS, default 1,000, for 15 s) must be
// answered by fast 503s with Retry-After (the gateway's admission control), not by timeouts.
//
// Starts the portal as `npm start` does on a fresh embedded PostgreSQL (var/bench-carga, ports BENCH_PORT and
// BENCH_PG_PORT, default 6400/6451). Each autocannon connection is one client cycling through the mix: an anonymous
// GraphQL read (served by the response cache after the first), an uncached GraphQL join (`Cache-Control: no-cache`),
// two server-rendered pages and two legacy REST paths. Load is generated on the same machine as the portal.
import autocannon from 'autocannon';
import { startPortal } from '../e2e/portal.ts';

const PORT = Number(process.env.BENCH_PORT ?? 6400);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 6451);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const OVERLOAD_CLIENTS = Number(process.env.BENCH_OVERLOAD_CLIENTS ?? 1000);
const OVERLOAD_SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 15);

const json = { 'content-type': 'application/json' };
const MIX: autocannon.Request[] = [
  { method: 'POST', path: '/graphql', headers: json, body: JSON.stringify({ query: '{ noticias(pagina: 1, porPagina: 10) { itens { id titulo resumo publicadaEm } total } }' }) },
  {
    method: 'POST',
    path: '/graphql',
    headers: { ...json, 'cache-control': 'no-cache' },
    body: JSON.stringify({ query: '{ noticias(pagina: 1, porPagina: 5) { itens { titulo deputado { nome partido { sigla } } } } }' }),
  },
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/noticias' },
  { method: 'GET', path: '/api/portal/deputados' },
  { method: 'GET', path: '/api/transparencia/licitacoes/editais' },
];

interface Medida {
  rotulo: string;
  requisicoes: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  status: Record<string, number>;
  erros: number;
  timeouts: number;
}

async function rodar(rotulo: string, url: string, conexoes: number, segundos: number): Promise<Medida> {
  const r = await autocannon({ url, connections: conexoes, duration: segundos, requests: MIX, timeout: 30 });
  const status = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([codigo, estatistica]) => [codigo, estatistica?.count ?? 0]));
  return {
    rotulo,
    requisicoes: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p95: r.latency.p97_5 ?? r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    status,
    erros: r.errors,
    timeouts: r.timeouts,
  };
}

/** How fast a refused request is refused: sequential probes while the overload runs. */
async function sondarRecusas(url: string, ate: number): Promise<{ recusas: number; retryAfter: string | null; tempos: number[] }> {
  const tempos: number[] = [];
  let retryAfter: string | null = null;
  while (Date.now() < ate) {
    const inicio = performance.now();
    const resposta = await fetch(`${url}/api/portal/deputados`).catch(() => undefined);
    await resposta?.arrayBuffer();
    if (resposta?.status === 503) {
      tempos.push(performance.now() - inicio);
      retryAfter = resposta.headers.get('retry-after');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { recusas: tempos.length, retryAfter, tempos: tempos.sort((a, b) => a - b) };
}

const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: 'var/bench-carga', fresh: true });
try {
  // Warm-up: JIT, pools, the renderer's first load, the cache's first answers.
  await autocannon({ url: portal.base, connections: 10, duration: 3, requests: MIX });
  const carga = await rodar(`${CLIENTS} clientes, ${SECONDS} s`, portal.base, CLIENTS, SECONDS);
  const fimDaSobrecarga = Date.now() + OVERLOAD_SECONDS * 1000;
  const [sobrecarga, sonda] = await Promise.all([
    rodar(`${OVERLOAD_CLIENTS} clientes, ${OVERLOAD_SECONDS} s (sobrecarga)`, portal.base, OVERLOAD_CLIENTS, OVERLOAD_SECONDS),
    new Promise((resolve) => setTimeout(resolve, 2000)).then(() => sondarRecusas(portal.base, fimDaSobrecarga - 1000)),
  ]);

  console.log('\nMistura por cliente: GraphQL do cache, GraphQL sem cache (junção), /, /noticias, REST deputados, REST editais\n');
  for (const m of [carga, sobrecarga]) {
    console.log(`${m.rotulo}: ${m.requisicoes} requisições (${m.rps.toFixed(0)} req/s), p50 ${m.p50} ms, p97,5 ${m.p95} ms, p99 ${m.p99} ms, máx. ${m.max} ms`);
    console.log(`  status ${JSON.stringify(m.status)}, erros ${m.erros}, timeouts ${m.timeouts}`);
  }
  const mediana = sonda.tempos[Math.floor(sonda.tempos.length / 2)];
  console.log(`Recusas sondadas na sobrecarga: ${sonda.recusas}, Retry-After ${sonda.retryAfter ?? '—'}, mediana ${mediana?.toFixed(0) ?? '—'} ms, máx. ${sonda.tempos.at(-1)?.toFixed(0) ?? '—'} ms`);
  const falhas = carga.erros + carga.timeouts + Object.entries(carga.status).filter(([codigo]) => Number(codigo) >= 400).reduce((t, [, n]) => t + n, 0);
  console.log(`\nCarga de ${CLIENTS} clientes: ${falhas === 0 ? 'nenhuma falha' : `${falhas} FALHAS`}`);
} finally {
  await portal.stop();
}
