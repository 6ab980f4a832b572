// What metrics and tracing cost on the news list through the gateway (issue #22; goal ≤ 5 % at p50, tracing sampled
// at 10 %).
//
// Tracing: one portal per configuration, all running side by side, each on a fresh embedded PostgreSQL of its own
// (var/bench-observabilidade-N, free ports): without tracing; with all the instrumentations (OTLP to a sink in its own
// process, bench/coletor-otlp.mjs, that accepts and drops the spans; OTEL_TRACES_SAMPLER_ARG=0.1; /metrics served);
// the same with nothing sampled (what every request pays); BENCH_SOZINHAS=1 adds each instrumentation alone
// (OTEL_INSTRUMENTACOES). After BENCH_WARMUP seconds of load on each, the load goes to one portal at a time in slices
// of BENCH_SECONDS (3 by default), the configurations taking turns for BENCH_ROUNDS rounds (12 by default): a drift in
// the machine's load (other work, the CPU's clock) falls on every configuration alike, where one long run per
// configuration, minutes apart, measured the drift as often as the tracing (±30 % between runs of the same code). A
// second portal without tracing is measured as a control: its difference from the first is the noise floor.
// Each slice loads the news list with `Cache-Control: no-cache` (so the response cache does not answer: every figure
// is the federation and database path) with autocannon, 10 connections; per configuration, the exact p50 of every
// response of every slice, and the CPU the portal's processes and PostgreSQL spent per request.
// Then (BENCH_PERFIL=0 skips it) a portal with all the instrumentations at 10 % runs alone under `node --cpu-prof`
// for BENCH_SECONDS × 3 of the same load, and the CPU profile of each process says which share of its busy time was
// spent in OpenTelemetry's packages (a native or Node-internal frame counts for the package that called it): the
// direct cost, free of the noise between portals, though blind to indirect costs (more garbage, colder caches).
// Metrics are always collected (only serving them is optional), so their cost is measured apart: the time the HTTP
// middleware and the GraphQL plugin add to one request, against the measured p50.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EventEmitter, once } from 'node:events';
import { createMetricas } from '@alego/kit';
import { loadavg } from 'node:os';
import { postgresPid, startPortal, type RunningPortal } from '../e2e/portal.ts';
import { aquecer, cpuDosProcessos, mediana, tempos, type Carga } from './medidas.ts';
import { portaLivre, portasLivresConsecutivas } from '../test/portas.ts';

const RODADAS = Number(process.env.BENCH_ROUNDS ?? 12);
const FATIA_S = Number(process.env.BENCH_SECONDS ?? 3);
const CONSULTA = { query: 'query ListaDeNoticias { noticias(pagina: 1, porPagina: 10) { itens { id titulo } total } }' };

const coletor = spawn(process.execPath, ['bench/coletor-otlp.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
const [portaDoColetor] = (await once(coletor.stdout!, 'data')) as [Buffer];
const OTLP = `http://127.0.0.1:${portaDoColetor.toString().trim()}`;

const TODAS = 'http,express,graphql,pg';

/**
 * Tracing off (twice), all of them (the production setting), all with nothing sampled, and (BENCH_SOZINHAS) each one
 * alone.
 */
const CONFIGURACOES: { nome: string; instrumentacoes?: string; amostragem?: string }[] = [
  { nome: 'sem rastros' },
  // A second portal like the first: how far two identical portals differ here is the noise floor of every figure.
  { nome: 'sem rastros (controle)' },
  { nome: 'todas (http, express, graphql, pg)', instrumentacoes: TODAS },
  // The same with nothing sampled: what every request pays, apart from what the sampled 10 % cost.
  { nome: 'todas, nenhuma amostrada', instrumentacoes: TODAS, amostragem: '0' },
  // Each one alone (without http there is no decision at the edge: new traces are sampled at the root).
  ...(process.env.BENCH_SOZINHAS ? ['http', 'express', 'graphql', 'pg'].map((nome) => ({ nome: `só ${nome}`, instrumentacoes: nome })) : []),
];
/** Seconds of load on each portal before the measure: a new portal's first seconds are JIT and pools. */
const AQUECIMENTO_S = Number(process.env.BENCH_WARMUP ?? 5);

interface Lado {
  nome: string;
  portal: RunningPortal;
  carga: Carga;
  tempos: number[];
  requisicoes: number;
  /** CPU milliseconds of each of the portal's processes and its PostgreSQL during the slices. */
  cpu: Record<string, number>;
}

// Each portal gets its tracing settings from `iniciar`; none may come from the shell.
for (const variavel of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_TRACES_SAMPLER_ARG', 'OTEL_INSTRUMENTACOES', 'METRICS_PORT']) delete process.env[variavel];

/** A fresh portal in `pasta`: traced by `instrumentacoes` at `amostragem` (untraced without them), plus `extra` settings. */
async function iniciar(pasta: string, instrumentacoes: string | undefined, amostragem: string, extra: NodeJS.ProcessEnv = {}): Promise<RunningPortal> {
  const porta = await portasLivresConsecutivas(21);
  const rastros = instrumentacoes ? { OTEL_EXPORTER_OTLP_ENDPOINT: OTLP, OTEL_TRACES_SAMPLER_ARG: amostragem, OTEL_INSTRUMENTACOES: instrumentacoes, METRICS_PORT: String(porta + 20) } : {};
  return startPortal({ port: porta, pgPort: await portaLivre(), varDir: pasta, fresh: true, env: { ...rastros, ...extra } });
}

const somaDaCpu = (cpu: Record<string, number>) => Object.values(cpu).reduce((soma, ms) => soma + ms, 0);

async function fatia(lado: Lado): Promise<void> {
  const pgPid = postgresPid(lado.portal.varDir);
  const antes = await cpuDosProcessos(lado.portal.pid, pgPid);
  const medida = await tempos(lado.carga, FATIA_S);
  for (const [processo, ms] of Object.entries(await cpuDosProcessos(lado.portal.pid, pgPid))) lado.cpu[processo] = (lado.cpu[processo] ?? 0) + ms - (antes[processo] ?? 0);
  lado.tempos.push(...medida.tempos);
  lado.requisicoes += medida.requisicoes;
}

interface NoDoPerfil {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/** The package a script belongs to (`@opentelemetry/api`, `express`, `ours:gateway`); undefined for Node's own and native code. */
function pacoteDe(url: string): string | undefined {
  const dentro = url.split('node_modules/').at(-1)!;
  if (dentro !== url) return /^(?:@[^/]+\/)?[^/]+/.exec(dentro)?.[0];
  if (!url || url.startsWith('node:')) return undefined;
  return `ours:${/\/(gateway|subgraphs\/\w+)\/dist/.exec(url)?.[1] ?? url}`;
}

const DO_OPENTELEMETRY = /^@opentelemetry\/|^(import|require)-in-the-middle$/;

/**
 * Busy and OpenTelemetry CPU milliseconds of one process's profile between two CLOCK_MONOTONIC instants (µs; V8 stamps
 * its samples with that clock, as `process.hrtime` reads it), or undefined for a process that was idle then.
 */
function custoNoPerfil(perfil: { nodes: NoDoPerfil[]; startTime: number; samples: number[]; timeDeltas: number[] }, de: number, ate: number) {
  const nos = new Map(perfil.nodes.map((no) => [no.id, no]));
  const pais = new Map<number, number>();
  for (const no of perfil.nodes) for (const filho of no.children ?? []) pais.set(filho, no.id);
  let instante = perfil.startTime;
  let ocupado = 0;
  let otel = 0;
  for (const [indice, id] of perfil.samples.entries()) {
    const passo = perfil.timeDeltas[indice]!;
    instante += passo;
    const no = nos.get(id)!;
    if (instante < de || instante > ate || ['(idle)', '(program)'].includes(no.callFrame.functionName)) continue;
    ocupado += passo;
    let atual: number | undefined = id;
    let pacote: string | undefined;
    while (atual !== undefined && !(pacote = pacoteDe(nos.get(atual)!.callFrame.url))) atual = pais.get(atual);
    if (pacote && DO_OPENTELEMETRY.test(pacote)) otel += passo;
  }
  const processo = perfil.nodes.map((no) => /\/(?:gateway|subgraphs\/(\w+))\/dist\/main\.js/.exec(no.callFrame.url)).find(Boolean);
  if (ocupado < 200_000) return undefined;
  return { processo: processo ? (processo[1] ?? 'gateway') : 'orquestrador', ocupadoMs: ocupado / 1000, otelMs: otel / 1000 };
}

/** The portal with every instrumentation at 10 %, profiled under the news list's load: OpenTelemetry's share of each process. */
async function perfilDoOpenTelemetry(): Promise<{ processo: string; ocupadoMs: number; otelMs: number }[]> {
  const pasta = path.resolve('var/bench-observabilidade-perfil');
  const portal = await iniciar(pasta, TODAS, '0.1', { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.join(pasta, 'perfis')}` });
  const carga = { name: 'perfil', url: `${portal.base}/graphql`, headers: { 'cache-control': 'no-cache' }, body: CONSULTA };
  let de = 0;
  let ate = 0;
  try {
    await aquecer(carga, AQUECIMENTO_S);
    de = Number(process.hrtime.bigint() / 1000n);
    await tempos(carga, FATIA_S * 3);
    ate = Number(process.hrtime.bigint() / 1000n);
  } finally {
    await portal.stop();
  }
  const arquivos = (await readdir(path.join(pasta, 'perfis'))).filter((nome) => nome.endsWith('.cpuprofile'));
  const custos = [];
  for (const arquivo of arquivos) {
    const custo = custoNoPerfil(JSON.parse(await readFile(path.join(pasta, 'perfis', arquivo), 'utf8')), de, ate);
    if (custo) custos.push(custo);
  }
  return custos.sort((a, b) => b.ocupadoMs - a.ocupadoMs);
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

const lados: Lado[] = [];
try {
  for (const [indice, { nome, instrumentacoes, amostragem }] of CONFIGURACOES.entries()) {
    const portal = await iniciar(`var/bench-observabilidade-${indice}`, instrumentacoes, amostragem ?? '0.1');
    const carga = { name: nome, url: `${portal.base}/graphql`, headers: { 'cache-control': 'no-cache' }, body: CONSULTA };
    lados.push({ nome, portal, carga, tempos: [], requisicoes: 0, cpu: {} });
    const prova = await fetch(carga.url, { method: 'POST', headers: { 'content-type': 'application/json', ...carga.headers }, body: JSON.stringify(CONSULTA) });
    if (!prova.ok) throw new Error(`HTTP ${prova.status}: ${(await prova.text()).slice(0, 300)}`);
  }
  for (const lado of lados) await aquecer(lado.carga, AQUECIMENTO_S);
  const cargaAntes = loadavg()[0]!;
  // Each round in a different order, so that no configuration always follows the same one.
  for (let rodada = 0; rodada < RODADAS; rodada++) {
    for (let i = 0; i < lados.length; i++) await fatia(lados[(rodada + i) % lados.length]!);
  }
  const cargaDepois = loadavg()[0]!;
  const [base] = lados as [Lado];
  const p50Sem = mediana(base.tempos);
  const cpuSem = somaDaCpu(base.cpu) / base.requisicoes;
  const metricasUs = await custoDasMetricas();
  console.log(`\n${new Date().toISOString()}, carga média da máquina ${cargaAntes.toFixed(2)} → ${cargaDepois.toFixed(2)} (1 min)`);
  console.log(`${lados.length} portais lado a lado, ${RODADAS} rodadas de uma fatia de ${FATIA_S} s por portal, alternadas`);
  console.log('lista de 10 notícias pelo gateway, Cache-Control: no-cache (sem cache de respostas), rastros amostrados a 10 %');
  console.log('CPU: gateway, subgrafos e PostgreSQL somados, por requisição\n');
  const diferenca = (valor: number, referencia: number) => `${((valor / referencia - 1) * 100).toFixed(1).padStart(6)} %`;
  for (const lado of lados) {
    const [p50, cpu] = [mediana(lado.tempos), somaDaCpu(lado.cpu) / lado.requisicoes];
    const extra = lado === base ? '' : `   p50 ${diferenca(p50, p50Sem)}${lado.nome.startsWith('todas (') ? ' (meta ≤ 5 %)' : ''}, CPU ${diferenca(cpu, cpuSem)}`;
    console.log(`${lado.nome.padEnd(36)} p50 ${p50.toFixed(1)} ms, ${lado.requisicoes} requisições, CPU ${cpu.toFixed(2)} ms${extra}`);
    const porProcesso = Object.entries(lado.cpu).filter(([, ms]) => ms > 0);
    console.log(`${''.padEnd(37)}${porProcesso.map(([processo, ms]) => `${processo} ${(ms / lado.requisicoes).toFixed(2)}`).join(', ')} ms`);
  }
  console.log(`\nmétricas: ${metricasUs.toFixed(1)} µs por requisição = ${((metricasUs / 1000 / p50Sem) * 100).toFixed(2)} % do p50 sem rastros`);
  await Promise.all(lados.splice(0).map((lado) => lado.portal.stop()));
  if (process.env.BENCH_PERFIL !== '0') {
    const custos = await perfilDoOpenTelemetry();
    const soma = (campo: 'ocupadoMs' | 'otelMs') => custos.reduce((total, custo) => total + custo[campo], 0);
    console.log(`\nperfil de CPU (node --cpu-prof), todas as instrumentações a 10 %, ${FATIA_S * 3} s de carga: parte do tempo ocupado nos pacotes do OpenTelemetry`);
    for (const custo of custos) console.log(`  ${custo.processo.padEnd(14)} ${custo.otelMs.toFixed(0).padStart(6)} de ${custo.ocupadoMs.toFixed(0).padStart(6)} ms = ${((custo.otelMs / custo.ocupadoMs) * 100).toFixed(1)} %`);
    console.log(`  ${'total'.padEnd(14)} ${soma('otelMs').toFixed(0).padStart(6)} de ${soma('ocupadoMs').toFixed(0).padStart(6)} ms = ${((soma('otelMs') / soma('ocupadoMs')) * 100).toFixed(1)} % (meta ≤ 5 %)`);
  }
} finally {
  await Promise.all(lados.map((lado) => lado.portal.stop()));
  coletor.kill();
}
