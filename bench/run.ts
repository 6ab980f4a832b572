// Measures the portal against DESIGN.md's budget, side by side in one run, and prints the ratios.
//   npm run bench
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { startPortal } from '../e2e/portal.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Result {
  name: string;
  p50: number;
  rps: number;
}

async function measure(name: string, url: string, body?: unknown): Promise<Result> {
  const options = {
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: body ? ('POST' as const) : ('GET' as const),
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  };
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT, pools, query plans
  const result = await autocannon(options);
  if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} respostas não-2xx, ${result.errors} erros`);
  return { name, p50: result.latency.p50, rps: result.requests.average };
}

// Cold start (initdb, migrations, seeds) against a warm restart on the same data.
const cold = await startPortal({ port: 4500, pgPort: 5443, varDir: 'var/bench', fresh: true });
await cold.stop();
const portal = await startPortal({ port: 4500, pgPort: 5443, varDir: 'var/bench' });
const plain = spawn(process.execPath, ['bench/plain-endpoint.mjs'], {
  env: { ...process.env, PORT: '4510', DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5443/alego' },
  stdio: 'ignore',
});
try {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const lista = { query: '{ noticias(pagina: 1, porPagina: 10) { itens { id titulo resumo publicadaEm } total } }' };
  const juncao = { query: '{ noticias(pagina: 1, porPagina: 10) { itens { id titulo resumo publicadaEm deputado { nome partido { sigla } } } total } }' };
  const results = [
    await measure('Node + pg puro', 'http://127.0.0.1:4510/'),
    await measure('subgrafo content direto', 'http://127.0.0.1:4501/graphql', lista),
    await measure('gateway, um subgrafo', 'http://127.0.0.1:4500/graphql', lista),
    await measure('gateway, content + people', 'http://127.0.0.1:4500/graphql', juncao),
  ];
  const [puro, direto, gateway, juncaoResult] = results as [Result, Result, Result, Result];
  console.log(`\nPágina de 10 notícias, ${CONNECTIONS} conexões, ${DURATION_S} s cada (2 núcleos compartilhados com o servidor)\n`);
  for (const r of results) console.log(`${r.name.padEnd(28)} p50 ${String(r.p50).padStart(4)} ms   ${r.rps.toFixed(0).padStart(6)} req/s`);
  console.log(`\nprimeira partida ${(cold.startupMs / 1000).toFixed(1)} s, partida com dados existentes ${(portal.startupMs / 1000).toFixed(1)} s`);
  const ratios: [string, number, string, boolean][] = [
    ['partida com dados / primeira partida', portal.startupMs / cold.startupMs, '< 1', portal.startupMs < cold.startupMs],
    ['gateway p50 / subgrafo direto p50', gateway.p50 / direto.p50, '≤ 1,3', gateway.p50 / direto.p50 <= 1.3],
    ['junção p50 / um subgrafo p50', juncaoResult.p50 / gateway.p50, '≤ 1,4', juncaoResult.p50 / gateway.p50 <= 1.4],
    ['subgrafo req/s / Node puro req/s', direto.rps / puro.rps, '≥ 0,5', direto.rps / puro.rps >= 0.5],
  ];
  console.log('');
  for (const [name, value, budget, ok] of ratios) {
    console.log(`${name.padEnd(36)} ${value.toFixed(2).padStart(5)}   orçamento ${budget}   ${ok ? 'dentro' : 'ACIMA DO ORÇAMENTO'}`);
  }
} finally {
  plain.kill();
  await portal.stop();
}
