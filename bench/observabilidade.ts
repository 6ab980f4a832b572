// What metrics and tracing cost on the news list through the gateway (issue #22; goal ≤ 5 % at p50, tracing sampled
// at 10 %).
//
// Tracing: the portal is started once per configuration, in alternating rounds: without tracing and with all the
// instrumentations (OTLP to a sink in its own process, bench/coletor-otlp.mjs, that accepts and drops the spans;
// OTEL_TRACES_SAMPLER_ARG=0.1; /metrics served), and the same with nothing sampled (what every request pays);
// BENCH_SOZINHAS=1 adds each instrumentation alone (OTEL_INSTRUMENTACOES). On a fresh embedded PostgreSQL
// (var/bench-observabilidade, ports BENCH_PORT and BENCH_PG_PORT, free ones by default), each start measures the
// news list through the gateway with `Cache-Control: no-cache` (so the response cache does not answer: every figure is
// the federation and database path) with autocannon, 10 connections, BENCH_SECONDS after BENCH_WARMUP seconds of
// load: the exact p50, and the CPU the portal's processes and PostgreSQL spent per request. BENCH_ROUNDS rounds;
// medians compared.
// Metrics are always collected (only serving them is optional), so their cost is measured apart: the time the HTTP
// middleware and the GraphQL plugin add to one request, against the measured p50.
import { spawn } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { createMetricas } from '@alego/kit';
import { loadavg } from 'node:os';
import { postgresPid, startPortal } from '../e2e/portal.ts';
import { aquecer, cpuDosProcessos, DURATION_S, medir } from './medidas.ts';
import { portaDoAmbiente, portaLivre, portasLivresConsecutivas } from '../test/portas.ts';

const PORT = await portaDoAmbiente(process.env.BENCH_PORT, () => portasLivresConsecutivas(21));
const PG_PORT = await portaDoAmbiente(process.env.BENCH_PG_PORT, portaLivre);
const RODADAS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONSULTA = { query: 'query ListaDeNoticias { noticias(pagina: 1, porPagina: 10) { itens { id titulo } total } }' };

const coletor = spawn(process.execPath, ['bench/coletor-otlp.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
const [portaDoColetor] = (await once(coletor.stdout!, 'data')) as [Buffer];
const OTLP = `http://127.0.0.1:${portaDoColetor.toString().trim()}`;

/** Tracing off, each instrumentation alone, all of them (the production setting). */
const CONFIGURACOES: { nome: string; instrumentacoes?: string; amostragem?: string }[] = [
  { nome: 'sem rastros' },
  { nome: 'todas (http, express, graphql, pg)', instrumentacoes: 'http,express,graphql,pg' },
  // The same with nothing sampled: what every request pays, apart from what the sampled 10 % cost.
  { nome: 'todas, nenhuma amostrada', instrumentacoes: 'http,express,graphql,pg', amostragem: '0' },
  // Each one alone (without http there is no decision at the edge: new traces are sampled at the root).
  ...(process.env.BENCH_SOZINHAS ? ['http', 'express', 'graphql', 'pg'].map((nome) => ({ nome: `só ${nome}`, instrumentacoes: nome })) : []),
];
/** Seconds of load before the measure: each round starts a new portal, whose first seconds are JIT and pools. */
const AQUECIMENTO_S = Number(process.env.BENCH_WARMUP ?? 5);

interface Medida {
  p50: number;
  /** CPU milliseconds one request costs the gateway, the subgraphs and PostgreSQL together. */
  cpu: number;
}

async function rodada(instrumentacoes: string | undefined, amostragem: string, primeira: boolean): Promise<Medida> {
  for (const nome of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_TRACES_SAMPLER_ARG', 'OTEL_INSTRUMENTACOES', 'METRICS_PORT']) delete process.env[nome];
  if (instrumentacoes) {
    Object.assign(process.env, { OTEL_EXPORTER_OTLP_ENDPOINT: OTLP, OTEL_TRACES_SAMPLER_ARG: amostragem, OTEL_INSTRUMENTACOES: instrumentacoes, METRICS_PORT: String(PORT + 20) });
  }
  const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: 'var/bench-observabilidade', fresh: primeira });
  try {
    const carga = { name: instrumentacoes ?? 'sem rastros', url: `${portal.base}/graphql`, headers: { 'cache-control': 'no-cache' }, body: CONSULTA };
    const prova = await fetch(carga.url, { method: 'POST', headers: { 'content-type': 'application/json', ...carga.headers }, body: JSON.stringify(CONSULTA) });
    if (!prova.ok) throw new Error(`HTTP ${prova.status}: ${(await prova.text()).slice(0, 300)}`);
    await aquecer(carga, AQUECIMENTO_S);
    const pgPid = postgresPid(portal.varDir);
    const antes = await cpuDosProcessos(portal.pid, pgPid);
    const resultado = await medir(carga, 0);
    const depois = await cpuDosProcessos(portal.pid, pgPid);
    const total = (cpu: Record<string, number>) => Object.values(cpu).reduce((soma, ms) => soma + ms, 0);
    return { p50: resultado.p50, cpu: (total(depois) - total(antes)) / (resultado.rps * DURATION_S) };
  } finally {
    await portal.stop();
  }
}

/** Microseconds the metrics add to one request: the HTTP middleware's timer and observation plus the plugin's. */
async function custoDasMetricas(vezes = 50_000): Promise<number> {
  const metricas = createMetricas('bench');
  const plugin = metricas.plugin<object>();
  const inicio = process.hrtime.bigint();
  for (let i = 0; i < vezes; i++) {
    const res = Object.assign(new EventEmitter(), { statusCode: 200 });
    const req = { method: 'POST', baseUrl: '/graphql', route: undefined };
    metricas.http(req as never, res as never, () => undefined);
    const ciclo = await plugin.requestDidStart!({} as never);
    await ciclo!.didResolveOperation!({ operation: { operation: 'query' }, operationName: 'ListaDeNoticias' } as never);
    await ciclo!.willSendResponse!({ response: { body: { kind: 'single', singleResult: {} } } } as never);
    res.emit('close');
  }
  return Number(process.hrtime.bigint() - inicio) / 1000 / vezes;
}

try {
  const medidas = new Map<string, Medida[]>(CONFIGURACOES.map(({ nome }) => [nome, []]));
  const cargaAntes = loadavg()[0]!;
  for (let i = 0; i < RODADAS; i++) {
    for (const [indice, { nome, instrumentacoes, amostragem }] of CONFIGURACOES.entries()) medidas.get(nome)!.push(await rodada(instrumentacoes, amostragem ?? '0.1', i === 0 && indice === 0));
  }
  const cargaDepois = loadavg()[0]!;
  const mediana = (valores: number[]) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)]!;
  const de = (nome: string, campo: keyof Medida) => medidas.get(nome)!.map((medida) => medida[campo]);
  const p50Sem = mediana(de('sem rastros', 'p50'));
  const cpuSem = mediana(de('sem rastros', 'cpu'));
  const metricasUs = await custoDasMetricas();
  console.log(`\n${new Date().toISOString()}, carga média da máquina ${cargaAntes.toFixed(2)} → ${cargaDepois.toFixed(2)} (1 min); ${RODADAS} rodada(s) de ${DURATION_S} s`);
  console.log('lista de 10 notícias pelo gateway, Cache-Control: no-cache (sem cache de respostas), rastros amostrados a 10 %');
  console.log('CPU: gateway, subgrafos e PostgreSQL somados, por requisição\n');
  const diferenca = (valor: number, base: number) => `${((valor / base - 1) * 100).toFixed(1).padStart(6)} %`;
  for (const { nome } of CONFIGURACOES) {
    const [p50s, cpus] = [de(nome, 'p50'), de(nome, 'cpu')];
    const [p50, cpu] = [mediana(p50s), mediana(cpus)];
    const extra = nome === 'sem rastros' ? '' : `   p50 ${diferenca(p50, p50Sem)}${nome.startsWith('todas (') ? ' (meta ≤ 5 %)' : ''}, CPU ${diferenca(cpu, cpuSem)}`;
    console.log(`${nome.padEnd(36)} p50 ${p50s.join(' / ')} ms, CPU ${cpus.map((ms) => ms.toFixed(2)).join(' / ')} ms${extra}`);
  }
  console.log(`\nmétricas: ${metricasUs.toFixed(1)} µs por requisição = ${((metricasUs / 1000 / p50Sem) * 100).toFixed(2)} % do p50 sem rastros`);
} finally {
  coletor.kill();
}
