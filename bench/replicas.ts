// More than one gateway (issue 15, item 5; docs/escala.md): requests per second of the anonymous public list through one
// gateway and through two gateways behind HAProxy, and what Redis costs a cached read compared with the in-process cache.
//
// Starts the portal (`node scripts/start.mjs`: subgraphs and a gateway with the in-process cache) on a fresh embedded
// PostgreSQL (var/bench-replicas, ports BENCH_PORT…+5 and BENCH_PG_PORT, default 6400/6451), a redis-server, two more
// gateways with REDIS_URL (same keys and secrets) and Debian's haproxy in front of those two. Each figure: autocannon,
// 10 connections, BENCH_SECONDS per target after a one-second warm-up, BENCH_ROUNDS alternated rounds, median shown.
// On a 2-core machine two gateways share the same cores with the subgraphs and the load generator: the balancer ratio
// shows the overhead of the extra hop, not a speed-up.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSigningKey } from '@alego/kit';
import { startPortal } from '../e2e/portal.ts';
import { SUBGRAPHS } from '../scripts/subgraphs.mjs';
import { comVirgula, medir, type Carga, type Resultado } from './medidas.ts';

const PORT = Number(process.env.BENCH_PORT ?? 6400);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 6451);
const RODADAS = Number(process.env.BENCH_ROUNDS ?? 3);
const [GATEWAY_A, GATEWAY_B, BALANCEADOR, REDIS] = [PORT + 10, PORT + 11, PORT + 12, PORT + 13];

const filhos: ChildProcess[] = [];

/** Starts a process and waits until `pronto` answers true (or the process dies). */
async function iniciar(comando: string, args: string[], env: NodeJS.ProcessEnv, pronto: () => Promise<boolean>): Promise<void> {
  const filho = spawn(comando, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  filhos.push(filho);
  const ate = Date.now() + 60_000;
  while (!(await pronto())) {
    if (filho.exitCode !== null) throw new Error(`${comando} terminou ao iniciar`);
    if (Date.now() > ate) throw new Error(`${comando} não ficou pronto`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const responde = (url: string) => () => fetch(url).then((r) => r.ok, () => false);

// The secrets every gateway of the pair shares (docs/escala.md), handed to `npm start` too.
const segredos = {
  JWT_PRIVATE_JWKS: JSON.stringify([await generateSigningKey()]),
  INTERNAL_API_TOKEN: randomBytes(32).toString('hex'),
  COOKIE_SECRET: randomBytes(32).toString('hex'),
  ARQUIVOS_SIGNING_KEYS: randomBytes(32).toString('hex'),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};
Object.assign(process.env, segredos);
const pasta = await mkdtemp(path.join(tmpdir(), 'alego-bench-replicas-'));
const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: 'var/bench-replicas', fresh: true });
try {
  await iniciar('redis-server', ['--port', String(REDIS), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, async () => {
    const { createConnection } = await import('node:net');
    return new Promise((resolve) => {
      const conexao = createConnection(REDIS, '127.0.0.1', () => (conexao.end(), resolve(true)));
      conexao.once('error', () => resolve(false));
    });
  });
  // Where `npm start` put each subgraph (scripts/start.mjs: the gateway's port + 1, + 2, … in this order).
  const subgrafos = Object.fromEntries(SUBGRAPHS.map(({ name }, i) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `http://127.0.0.1:${PORT + 1 + i}/graphql`]));
  for (const porta of [GATEWAY_A, GATEWAY_B]) {
    await iniciar(process.execPath, ['gateway/dist/main.js'], { ...segredos, ...subgrafos, PORT: String(porta), HOST: '127.0.0.1', REDIS_URL: `redis://127.0.0.1:${REDIS}` }, responde(`http://127.0.0.1:${porta}/readyz`));
  }
  const configuracao = path.join(pasta, 'haproxy.cfg');
  await writeFile(
    configuracao,
    [
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option httpchk GET /readyz',
      'frontend portal',
      `  bind 127.0.0.1:${BALANCEADOR}`,
      '  default_backend gateways',
      'backend gateways',
      '  balance roundrobin',
      `  server a 127.0.0.1:${GATEWAY_A} check`,
      `  server b 127.0.0.1:${GATEWAY_B} check`,
      '',
    ].join('\n'),
  );
  await iniciar('haproxy', ['-f', configuracao, '-db'], {}, responde(`http://127.0.0.1:${BALANCEADOR}/readyz`));

  const LISTA = { query: '{ noticias(pagina: 1, porPagina: 10) { itens { id titulo resumo publicadaEm } total } }' };
  const carga = (name: string, porta: number, cache: boolean): Carga => ({
    name,
    url: `http://127.0.0.1:${porta}/graphql`,
    body: LISTA,
    // `no-cache` makes every request run the query (the subgraph and PostgreSQL path); without it, a HIT each time.
    headers: cache ? {} : { 'cache-control': 'no-cache' },
  });
  const alvos = [
    carga('lista anônima, sem cache: um gateway', GATEWAY_A, false),
    carga('lista anônima, sem cache: dois gateways + HAProxy', BALANCEADOR, false),
    carga('leitura em cache: cache no processo', PORT, true),
    carga('leitura em cache: cache no Redis', GATEWAY_A, true),
  ];
  // Alternated rounds: every target sees the same background load; the median of each is kept.
  const rodadas: Resultado[][] = [];
  for (let i = 0; i < RODADAS; i++) {
    const rodada: Resultado[] = [];
    for (const alvo of alvos) rodada.push(await medir(alvo));
    rodadas.push(rodada);
  }
  const mediana = (i: number): Resultado => [...rodadas.map((r) => r[i]!)].sort((a, b) => a.rps - b.rps)[Math.floor(RODADAS / 2)]!;
  const [um, dois, processo, redis] = [0, 1, 2, 3].map(mediana) as [Resultado, Resultado, Resultado, Resultado];
  const linha = (r: Resultado) => `| ${r.name} | ${comVirgula(r.p50, 1)} ms | ${Math.round(r.rps).toLocaleString('pt-BR')} |`;
  console.log(['| Alvo (mediana de ' + RODADAS + ' rodadas) | p50 | req/s |', '|---|---|---|', ...[um, dois, processo, redis].map(linha)].join('\n'));
  console.log(`\ndois gateways + HAProxy ÷ um gateway (sem cache): ${(dois.rps / um.rps).toFixed(2)}× (2 núcleos: mede o custo do salto extra, não ganho)`);
  const razao = redis.rps / processo.rps;
  console.log(`leitura em cache, Redis ÷ processo: ${razao.toFixed(2)}× (meta ≥ 0,8) ${razao >= 0.8 ? 'ok' : 'ABAIXO DA META'}`);
} finally {
  for (const filho of filhos.reverse()) filho.kill('SIGTERM');
  await portal.stop();
  await rm(pasta, { recursive: true, force: true });
}
