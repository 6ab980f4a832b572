// The news list of DESIGN.md's stack ratios alone, with CPU per request beside the requests/s (issue #23, item 3).
//   npm run bench:noticias   (BENCH_SECONDS per measure, default 3; BENCH_RODADAS rounds, default 3)
// `npm run bench` measures the same targets once among many others and builds the clients first; this starts only the
// server build on a fresh embedded PostgreSQL (var/bench-noticias), and measures the bare Node + pg endpoint and the
// content subgraph directly (pages of 10 and of 50, the two sizes of DESIGN.md's budget), the gateway (`no-cache`) and the join with people in alternating rounds, reading each
// process's CPU from /proc around every measure: CPU per request depends far less on the machine's load than p50.
// In the same rounds, the bare stack DESIGN.md's budget is relative to (bench/pilha-pura, compiled here) answers the same
// three queries on the same database, and the end prints its own ratios and ours ÷ bare.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { postgresPid, startPortal } from '../e2e/portal.ts';
import { portaLivre, portasLivresConsecutivas } from '../test/portas.ts';
import { alvosDaPilhaPura, completarPaginaDe50, comVirgula, conferirPilhaPura, CONNECTIONS, cpuDaPilhaPura, cpuDoProcesso, cpuDosProcessos, esperarResposta, imprimirPilhaPura, iniciarPilhaPura, JUNCAO_DE_NOTICIAS, LISTA_DE_50_NOTICIAS, LISTA_DE_NOTICIAS, mediana, medir, SEM_CACHE, sqlPorRequisicao, tokenDoAdmin, type Carga, type PilhaPura } from './medidas.ts';

const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 3);
const RODADAS = Number(process.env.BENCH_RODADAS ?? 3);
const VAR_DIR = 'var/bench-noticias';
const PORT = await portasLivresConsecutivas(6);
const PG_PORT = await portaLivre();
const PLAIN_PORT = await portaLivre();
const PROXY_PORT = await portaLivre();
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/alego`;

const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: VAR_DIR, fresh: true });
const plain = spawn(process.execPath, ['bench/plain-endpoint.mjs'], { env: { ...process.env, PORT: String(PLAIN_PORT), DATABASE_URL }, stdio: 'ignore' });
// The floor of the gateway's ratio: a proxy that does nothing but pass the request on (bench/plain-proxy.mjs).
const proxy = spawn(process.execPath, ['bench/plain-proxy.mjs'], { env: { ...process.env, PORT: String(PROXY_PORT), ALVO: `http://127.0.0.1:${PORT + 1}/graphql` }, stdio: 'ignore' });
let pura: PilhaPura | undefined;
try {
  const pilha = await iniciarPilhaPura(DATABASE_URL);
  pura = pilha;
  for (const [porta, nome] of [[PLAIN_PORT, 'o endpoint Node + pg puro'], [PROXY_PORT, 'o proxy Node puro']] as const) {
    await esperarResposta(nome, () => fetch(`http://127.0.0.1:${porta}/`, { method: 'POST', body: '{}' }).then(() => true, () => false));
  }
  const linhasDe50 = await completarPaginaDe50(portal.base, await tokenDoAdmin(portal.base));
  await conferirPilhaPura(portal.base, pilha);
  const [lista, lista50, juncao, semCache] = [LISTA_DE_NOTICIAS, LISTA_DE_50_NOTICIAS, JUNCAO_DE_NOTICIAS, SEM_CACHE];
  const puros = alvosDaPilhaPura(pilha);
  const alvos: Record<'puro' | 'direto' | 'puro50' | 'direto50' | 'proxy' | 'gateway' | 'juncao' | keyof typeof puros, Carga> = {
    puro: { name: 'Node + pg puro', url: `http://127.0.0.1:${PLAIN_PORT}/` },
    direto: { name: 'subgrafo content direto', url: `http://127.0.0.1:${PORT + 1}/graphql`, body: lista },
    puro50: { name: 'Node + pg puro, 50', url: `http://127.0.0.1:${PLAIN_PORT}/?porPagina=50` },
    direto50: { name: 'subgrafo direto, 50', url: `http://127.0.0.1:${PORT + 1}/graphql`, body: lista50 },
    proxy: { name: 'proxy Node puro → content', url: `http://127.0.0.1:${PROXY_PORT}/`, body: lista },
    gateway: { name: 'gateway, um subgrafo', url: `${portal.base}/graphql`, body: lista, headers: semCache },
    juncao: { name: 'gateway, content + people', url: `${portal.base}/graphql`, body: juncao, headers: semCache },
    ...puros,
  };
  const pg = postgresPid(VAR_DIR);
  const cpu = async (nome: keyof typeof alvos): Promise<Record<string, number>> => {
    const { postgres = 0, ...processos } = await cpuDosProcessos(portal.pid, pg);
    if (nome === 'puro' || nome === 'puro50') return { node: (await cpuDoProcesso(plain.pid!))?.ms ?? NaN, postgres };
    if (nome in puros) return { ...(await cpuDaPilhaPura(pilha)), postgres };
    return nome === 'proxy' ? { proxy: (await cpuDoProcesso(proxy.pid!))?.ms ?? NaN, ...processos, postgres } : { ...processos, postgres };
  };
  const medidas = new Map<string, { p50: number[]; rps: number[]; cpu: Record<string, number>[] }>();
  const cargaAntes = loadavg()[0]!;
  for (let rodada = 0; rodada < RODADAS; rodada++) {
    for (const [nome, carga] of Object.entries(alvos) as [keyof typeof alvos, Carga][]) {
      const m = await medir(carga, 1, { segundos: SEGUNDOS, cpu: () => cpu(nome) });
      const guardadas = medidas.get(nome) ?? { p50: [], rps: [], cpu: [] };
      guardadas.p50.push(m.p50);
      guardadas.rps.push(m.rps);
      guardadas.cpu.push(m.cpu ?? {});
      medidas.set(nome, guardadas);
    }
  }
  const cargaDepois = loadavg()[0]!;
  console.log(`\n${new Date().toISOString()}, carga média da máquina ${comVirgula(cargaAntes, 1)} → ${comVirgula(cargaDepois, 1)} (1 min) durante as medidas`);
  console.log(`${CONNECTIONS} conexões, ${SEGUNDOS} s por alvo, ${RODADAS} rodadas alternadas; medianas; CPU = ms de usuário + sistema por requisição (/proc)`);
  console.log(`página de 50: ${linhasDe50} linhas (a demonstração tem 12 notícias; as outras, mais antigas, publicadas pela API antes de medir)\n`);
  const resumo = new Map<string, { p50: number; rps: number; cpu: number }>();
  for (const [nome, m] of medidas) {
    // Only processes that did work for this target (the others' idle ticks are noise).
    const todos = [...new Set(m.cpu.flatMap((c) => Object.keys(c)))].map((p) => [p, mediana(m.cpu.map((c) => c[p] ?? 0))] as const);
    const processos = todos.filter(([, ms]) => ms >= 0.05);
    // The sum of each process's median: a PostgreSQL backend that exits during a round makes that round's sum wrong.
    const total = todos.reduce((soma, [, ms]) => soma + Math.max(ms, 0), 0);
    resumo.set(nome, { p50: mediana(m.p50), rps: mediana(m.rps), cpu: total });
    console.log(
      `${alvos[nome as keyof typeof alvos].name.padEnd(26)} p50 ${comVirgula(mediana(m.p50), 1).padStart(6)} ms  ${mediana(m.rps).toFixed(0).padStart(6)} req/s  CPU ${comVirgula(total).padStart(6)} ms (${processos.map(([p, ms]) => `${p} ${comVirgula(ms)}`).join(', ')})`,
    );
  }
  const r = (nome: string) => resumo.get(nome)!;
  console.log('');
  const razoes: [string, number, string, boolean][] = [
    ['subgrafo req/s / Node puro req/s', r('direto').rps / r('puro').rps, '≥ 0,5', r('direto').rps >= 0.5 * r('puro').rps],
    ['o mesmo, página de 50', r('direto50').rps / r('puro50').rps, '≥ 0,5', r('direto50').rps >= 0.5 * r('puro50').rps],
    ['gateway p50 / subgrafo direto p50', r('gateway').p50 / r('direto').p50, '≤ 1,3', r('gateway').p50 <= 1.3 * r('direto').p50],
    ['junção p50 / um subgrafo p50', r('juncao').p50 / r('gateway').p50, '≤ 1,4', r('juncao').p50 <= 1.4 * r('gateway').p50],
  ];
  // No budget: how much of the gateway's ratio any proxy costs on this machine (two processes on two cores).
  console.log(`${'proxy Node puro p50 / direto p50'.padEnd(36)} ${comVirgula(r('proxy').p50 / r('direto').p50).padStart(5)}   (piso de qualquer intermediário, sem orçamento)`);
  for (const [nome, valor, meta, ok] of razoes) console.log(`${nome.padEnd(36)} ${comVirgula(valor).padStart(5)}   orçamento ${meta}   ${ok ? 'dentro' : 'ACIMA DO ORÇAMENTO'}`);
  console.log(`CPU por requisição: subgrafo direto ÷ puro ${comVirgula(r('direto').cpu / r('puro').cpu)} (página de 50: ${comVirgula(r('direto50').cpu / r('puro50').cpu)}); gateway ÷ direto ${comVirgula(r('gateway').cpu / r('direto').cpu)}; junção ÷ gateway ${comVirgula(r('juncao').cpu / r('gateway').cpu)}`);
  // Statements per request after the rounds (pg_stat_statements): on both sides none is 0, i.e. no cache answered.
  const sql = async (nome: keyof typeof alvos) => ({ ...r(nome), sql: await sqlPorRequisicao(DATABASE_URL, alvos[nome]) });
  imprimirPilhaPura(
    { direto: await sql('direto'), gateway: await sql('gateway'), juncao: await sql('juncao') },
    { direto: await sql('pilhaDireto'), gateway: await sql('pilhaGateway'), juncao: await sql('pilhaJuncao') },
  );
} finally {
  pura?.parar();
  plain.kill();
  proxy.kill();
  await portal.stop();
}
