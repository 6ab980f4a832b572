// Transparency lists at demo volumes, on the database path and on the cached path, measured apart.
//   npm run bench:transparencia   (BENCH_SECONDS per measure, default 3; VOLUME_ESCALA multiplies the volume, default 1;
//   BENCH_VOLUME_GUARDADO=1 measures again on the volume the last run loaded, when it was loaded at the same scale)
// Starts the portal on a fresh embedded PostgreSQL (var/bench-transparencia), loads `npm run demo:volume`'s data,
// restarts it with pg_stat_statements and measures the REST paths through the gateway, as legacy clients call them:
// - "banco": `Cache-Control: no-cache`, so the gateway's response cache never answers (the path a crawler paging
//   through a year takes); the subgraph still keeps exact totals per filter until a write (DESIGN.md);
// - "cache": the same request without the header, answered by the gateway's response cache after the first one.
// Every list of the catalog (the chosen ones below with their filters and bare-endpoint twins, then every other
// catalog entry with a REST list) is asked through the database with pages of 10 and of 50: its SQL statements per
// request must not grow with the page (one query per reference and page, never one per row).
// Beside them, a bare Node + pg endpoint fetching the same first page by index (bench/plain-endpoint.mjs).
// The measures behind a budget (lists with a bare twin, their deep page) run BENCH_RODADAS times (default 3),
// alternated with the twin, and count by their median: one round of 3 s on a shared machine moved a ratio by 50 %.
// Each run keeps those medians per scale (var/bench-transparencia-escalas); once both 1× and another scale were
// measured, the run prints how much each grew (issue #23: ≤ 1,2× from 1× to 10×).
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import pg from 'pg';
import { CONJUNTOS } from '@alego/catalog';
import { closeOrm, createOrm } from '@alego/kit';
import { transparency } from '@alego/transparency';
import { carregarVolume } from '@alego/transparency/volume';
import { postgresPid, startPortal } from '../e2e/portal.ts';
import { comVirgula, CONNECTIONS, cpuDoProcesso, cpuDosProcessos, esperarResposta, mediana, medir } from './medidas.ts';
import { portaDoAmbiente, portaLivre, portasLivresConsecutivas } from '../test/portas.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
const RODADAS = Math.max(1, Number(process.env.BENCH_RODADAS ?? 3));
const ESCALA = Number(process.env.VOLUME_ESCALA ?? 1);
const PORT = await portaDoAmbiente(process.env.E2E_PORT, () => portasLivresConsecutivas(6));
const PG_PORT = await portaDoAmbiente(process.env.E2E_PG_PORT, portaLivre);
const PLAIN_PORT = await portaLivre();
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/alego`;
const VAR_DIR = 'var/bench-transparencia';
const SEM_CACHE = { 'cache-control': 'no-cache' };

/** The list paths (with a realistic filter where the screen always sends one); `base` names the bare endpoint's page. */
const ESCOLHIDAS: { lista: string; caminho: string; base?: string }[] = [
  { lista: 'contratos', caminho: '/api/transparencia/contratos-e-convenios/contratos', base: '/contratos' },
  { lista: 'contratos vigentes (termo)', caminho: '/api/transparencia/contratos-e-convenios/contratos?vigente=1&termo=limpeza' },
  { lista: 'fiscais de contratos', caminho: '/api/transparencia/contratos-e-convenios/fiscais_de_contratos' },
  { lista: 'editais', caminho: '/api/transparencia/licitacoes/editais' },
  { lista: 'avisos', caminho: '/api/transparencia/licitacoes/avisos' },
  { lista: 'empenhos', caminho: '/api/transparencia/empenhos', base: '/empenhos' },
  { lista: 'empenhos de um mês', caminho: '/api/transparencia/empenhos?ano=2025&mes=3' },
  { lista: 'diárias', caminho: '/api/transparencia/diarias' },
  { lista: 'repasses de duodécimos', caminho: '/api/transparencia/repasse-duodecimos' },
  { lista: 'votações', caminho: '/api/transparencia/votacoes' },
  { lista: 'diário da Assembleia', caminho: '/api/transparencia/diarios' },
  { lista: 'sessões plenárias', caminho: '/api/transparencia/sessoes-plenarias' },
  { lista: 'requerimentos', caminho: '/api/transparencia/requerimentos' },
  { lista: 'expedientes', caminho: '/api/transparencia/expedientes' },
  { lista: 'votos de uma votação', caminho: '/api/transparencia/votacoes/1/votos' },
  { lista: 'despesas (dueofs)', caminho: '/api/transparencia/dueofs' },
  { lista: 'despesas de um mês', caminho: '/api/transparencia/dueofs?ano=2025&mes=3' },
  { lista: 'programas e ações', caminho: '/api/transparencia/programa-acoes' },
  { lista: 'receitas', caminho: '/api/transparencia/receitas' },
  { lista: 'arquivos e links', caminho: '/api/transparencia/arquivos-links' },
  { lista: 'legislação', caminho: '/api/transparencia/legislacoes' },
  { lista: 'organogramas', caminho: '/api/transparencia/organogramas' },
];
/**
 * Every other list the catalog declares (its first REST path without a parameter), so that a new dataset is measured
 * without anyone adding it here.
 */
const TODAS = [
  ...ESCOLHIDAS,
  ...CONJUNTOS.flatMap((conjunto) => {
    const caminho = conjunto.rest?.lista?.find((lista) => !lista.includes(':'));
    if (!caminho || ESCOLHIDAS.some((escolhida) => escolhida.caminho.split('?')[0] === `/api/transparencia${caminho}`)) return [];
    return [{ lista: conjunto.titulo.slice(0, 28), caminho: `/api/transparencia${caminho}`, base: undefined }];
  }),
];
/** `BENCH_LISTAS=contratos,empenhos` measures only the lists whose name starts with one of these (all by default). */
const LISTAS = process.env.BENCH_LISTAS ? TODAS.filter(({ lista }) => process.env.BENCH_LISTAS!.split(',').some((nome) => lista.startsWith(nome.trim()))) : TODAS;
/** Lists long enough for `pagina=1000` of 50 at scale 1 (empenhos: 60,000 rows). */
const PROFUNDAS = ['empenhos'];

interface Alvo {
  lista: string;
  via: 'banco' | 'cache' | 'puro';
  pagina: number;
  porPagina: number;
  url: string;
  headers: Record<string, string>;
}

interface Medida extends Alvo {
  comandos: number;
  linhas: number;
  rps: number;
  p50: number;
  /** CPU ms per request by process (user + system, from /proc), for the first pages that have a bare twin. */
  cpu?: Record<string, number>;
  /** p50 of each round, when the measure ran more than once. */
  rodadas: number[];
}


/** SQL statements on the subgraphs' schemas one request sends (pg_stat_statements, the portal otherwise idle). */
async function comandosPorRequisicao(db: pg.Client, alvo: Alvo): Promise<{ comandos: number; linhas: number }> {
  await db.query('select pg_stat_statements_reset()');
  const resposta = await fetch(alvo.url, { headers: alvo.headers });
  if (!resposta.ok) throw new Error(`${alvo.url}: ${resposta.status} ${await resposta.text()}`);
  const corpo: unknown = await resposta.json();
  const linhas = Array.isArray(corpo) ? corpo.length : 0;
  const { rows } = await db.query<{ comandos: string }>(
    `select coalesce(sum(calls), 0) as comandos from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())
        and query ~* '"(content|people|transparency|participation|access)"\\.' and query not ilike '%pg_stat_statements%'`,
  );
  return { comandos: Number(rows[0]!.comandos), linhas };
}

/**
 * The CPU the processes answering `alvo` have used so far: the portal's (gateway, subgraphs, PostgreSQL) or the bare
 * endpoint's (its Node process and PostgreSQL). Unlike latency, it hardly moves with the load of a shared machine.
 */
async function cpuDe(alvo: Alvo, portalPid: number, plainPid: number): Promise<Record<string, number>> {
  const { postgres = 0, ...portal } = await cpuDosProcessos(portalPid, postgresPid(VAR_DIR));
  return alvo.via === 'puro' ? { node: (await cpuDoProcesso(plainPid))?.ms ?? NaN, postgres } : { ...portal, postgres };
}

/** What the last run loaded, written once the load is complete: a quiet re-measure at 10× then skips ~12 minutes of load. */
const VOLUME_GUARDADO = `${VAR_DIR}/volume.json`;
interface Volume {
  escala: number;
  contagens: Record<string, number>;
  segundosCarga: number;
}

async function volumeGuardado(): Promise<Volume | undefined> {
  if (process.env.BENCH_VOLUME_GUARDADO !== '1') return undefined;
  const guardado = await readFile(VOLUME_GUARDADO, 'utf8').then((texto) => JSON.parse(texto) as Volume, () => undefined);
  if (guardado?.escala === ESCALA) return guardado;
  console.log(`BENCH_VOLUME_GUARDADO=1: nenhum volume completo na escala ${ESCALA} em ${VAR_DIR}; carregando de novo`);
  return undefined;
}

/** 1. A fresh portal (migrations and the default seed), then the volume, loaded while it runs. */
async function carregar(): Promise<Volume> {
  const primeira = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: VAR_DIR, fresh: true });
  const orm = await createOrm(transparency, DATABASE_URL);
  const inicioCarga = performance.now();
  const contagens = await carregarVolume(orm, new Date().toISOString().slice(0, 10), ESCALA);
  const volume = { escala: ESCALA, contagens, segundosCarga: (performance.now() - inicioCarga) / 1000 };
  await closeOrm(orm);
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query("alter system set shared_preload_libraries = 'pg_stat_statements'");
  await admin.end();
  await primeira.stop();
  await writeFile(VOLUME_GUARDADO, JSON.stringify(volume));
  return volume;
}

/** Medians kept per scale, outside VAR_DIR (a fresh load at another scale empties that one). */
const ESCALAS_DIR = 'var/bench-transparencia-escalas';
interface MedidaDaEscala {
  nome: string;
  p50: number;
  /** CPU ms per request, every process of the portal. */
  cpu: number;
  quando: string;
  /** The machine's load average before and after the run's measures. */
  carga: [number, number];
}
interface Escala {
  escala: number;
  medidas: MedidaDaEscala[];
}

const lerEscala = async (arquivo: string) => JSON.parse(await readFile(arquivo, 'utf8')) as Escala;

/**
 * Keeps this scale's medians (a run limited by BENCH_LISTAS replaces only its own lists) and prints, for every other
 * scale measured before, each measure's growth from the smaller scale to the larger: p50 against the budget, CPU per
 * request beside it (it hardly moves with the machine's load, while the two were measured at different times).
 */
async function compararEscalas(medidas: MedidaDaEscala[]): Promise<void> {
  await mkdir(ESCALAS_DIR, { recursive: true });
  const arquivo = `${ESCALAS_DIR}/escala-${ESCALA}.json`;
  const anteriores = (await lerEscala(arquivo).catch(() => undefined))?.medidas ?? [];
  const atual: Escala = { escala: ESCALA, medidas: [...anteriores.filter(({ nome }) => !medidas.some((m) => m.nome === nome)), ...medidas] };
  await writeFile(arquivo, JSON.stringify(atual));
  const outras: Escala[] = [];
  for (const nome of await readdir(ESCALAS_DIR)) {
    const escala = await lerEscala(`${ESCALAS_DIR}/${nome}`);
    if (escala.escala !== ESCALA) outras.push(escala);
  }
  const quando = (m: MedidaDaEscala) => `${m.quando.slice(5, 16).replace('T', ' ')}, carga ${comVirgula(m.carga[0], 1)} → ${comVirgula(m.carga[1], 1)}`;
  for (const outra of outras.sort((a, b) => a.escala - b.escala)) {
    const [menor, maior] = outra.escala < ESCALA ? [outra, atual] : [atual, outra];
    console.log(`\nCrescimento de ${menor.escala}× para ${maior.escala}× (cada escala de uma execução; data UTC e carga média da máquina de cada uma):`);
    for (const m of maior.medidas) {
      const base = menor.medidas.find(({ nome }) => nome === m.nome);
      if (!base) continue;
      const razao = m.p50 / base.p50;
      console.log(
        `${`${m.nome}: p50 ${maior.escala}× / ${menor.escala}×`.padEnd(44)} ${comVirgula(razao).padStart(6)}   orçamento ≤ 1,2   ${razao <= 1.2 ? 'dentro' : 'ACIMA DO ORÇAMENTO'}` +
          `   (${comVirgula(base.p50, 1)} → ${comVirgula(m.p50, 1)} ms; CPU ${comVirgula(base.cpu)} → ${comVirgula(m.cpu)} ms, ${comVirgula(m.cpu / base.cpu)}×; ${quando(base)} | ${quando(m)})`,
      );
    }
  }
}

const reaproveitado = await volumeGuardado();
const { contagens, segundosCarga } = reaproveitado ?? (await carregar());

// 2. Restarted on the same data, now with pg_stat_statements loaded.
const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: VAR_DIR });
const plain = spawn(process.execPath, ['bench/plain-endpoint.mjs'], { env: { ...process.env, PORT: String(PLAIN_PORT), DATABASE_URL }, stdio: 'ignore' });
const db = new pg.Client({ connectionString: DATABASE_URL });
try {
  await db.connect();
  await db.query('create extension if not exists pg_stat_statements');
  // The bare endpoint is a separate process: wait until it answers.
  await esperarResposta('o endpoint Node + pg puro', () => fetch(`http://127.0.0.1:${PLAIN_PORT}/empenhos`).then((r) => r.ok, () => false));
  const url = (caminho: string, extra: string) => `${portal.base}${caminho}${caminho.includes('?') ? '&' : '?'}${extra}`;
  const alvos: Alvo[] = LISTAS.flatMap(({ lista, caminho, base }) => [
    ...(base ? [{ lista, via: 'puro' as const, pagina: 1, porPagina: 50, url: `http://127.0.0.1:${PLAIN_PORT}${base}`, headers: {} }] : []),
    { lista, via: 'banco' as const, pagina: 1, porPagina: 10, url: url(caminho, 'por_pagina=10'), headers: SEM_CACHE },
    { lista, via: 'banco' as const, pagina: 1, porPagina: 50, url: url(caminho, 'por_pagina=50'), headers: SEM_CACHE },
    ...(PROFUNDAS.includes(lista) ? [{ lista, via: 'banco' as const, pagina: 1000, porPagina: 50, url: url(caminho, 'por_pagina=50&pagina=1000'), headers: SEM_CACHE }] : []),
    { lista, via: 'cache' as const, pagina: 1, porPagina: 50, url: url(caminho, 'por_pagina=50'), headers: {} },
  ]);
  // Statements first, one request at a time on an otherwise idle portal, after a first request to each path: the
  // figure is the steady state (the totals of a filter already kept), which is what a crawler's next page sees.
  // A list that refuses the bare request (one whose screen always sends a filter) is named, not measured.
  const recusadas = new Map<string, string>();
  for (const alvo of alvos) {
    const resposta = await fetch(alvo.url, { headers: alvo.headers });
    const texto = await resposta.text();
    if (!resposta.ok && alvo.via !== 'puro') recusadas.set(alvo.lista, `HTTP ${resposta.status}: ${texto.slice(0, 120)}`);
  }
  const contados = [];
  for (const alvo of alvos.filter((alvo) => !recusadas.has(alvo.lista))) contados.push({ ...alvo, ...(alvo.via === 'puro' ? { comandos: NaN, linhas: 50 } : await comandosPorRequisicao(db, alvo)) });
  const cargaAntes = loadavg()[0]!;
  const comGemeo = new Set(LISTAS.filter(({ base }) => base).map(({ lista }) => lista));
  const orcada = (alvo: Alvo) => comGemeo.has(alvo.lista) && alvo.via !== 'cache' && alvo.porPagina === 50;
  const porAlvo = new Map<Alvo, Awaited<ReturnType<typeof medir>>[]>();
  for (let rodada = 0; rodada < RODADAS; rodada++) {
    for (const alvo of contados) {
      if (rodada > 0 && !orcada(alvo)) continue;
      const comCpu = orcada(alvo) && (alvo.pagina === 1 || alvo.pagina === 1000);
      const resultado = await medir({ name: alvo.lista, url: alvo.url, headers: alvo.headers }, 1, { segundos: DURATION_S, cpu: comCpu ? () => cpuDe(alvo, portal.pid, plain.pid!) : undefined });
      porAlvo.set(alvo, [...(porAlvo.get(alvo) ?? []), resultado]);
    }
  }
  const medidas: Medida[] = contados.map((alvo) => {
    const resultados = porAlvo.get(alvo)!;
    const cpus = resultados.flatMap(({ cpu }) => (cpu ? [cpu] : []));
    const cpu = cpus.length ? Object.fromEntries(Object.keys(cpus[0]!).map((processo) => [processo, mediana(cpus.map((c) => c[processo] ?? 0))])) : undefined;
    const respondidas = resultados.filter(({ p50 }) => !Number.isNaN(p50));
    return {
      ...alvo,
      p50: respondidas.length ? mediana(respondidas.map(({ p50 }) => p50)) : NaN,
      rps: respondidas.length ? mediana(respondidas.map(({ rps }) => rps)) : NaN,
      ...(cpu ? { cpu } : {}),
      rodadas: resultados.length > 1 ? resultados.map(({ p50 }) => p50) : [],
    };
  });
  const cargaDepois = loadavg()[0]!;

  const linhasCarregadas = Object.values(contagens).reduce((total, n) => total + n, 0);
  console.log(`\nVolume (escala ${ESCALA}): ${Object.entries(contagens).map(([tabela, n]) => `${tabela} ${n.toLocaleString('pt-BR')}`).join(', ')}`);
  console.log(
    `Carga${reaproveitado ? ' (de uma execução anterior: BENCH_VOLUME_GUARDADO=1)' : ''}: ${linhasCarregadas.toLocaleString('pt-BR')} linhas em ${segundosCarga.toFixed(1)} s (${Math.round(linhasCarregadas / segundosCarga).toLocaleString('pt-BR')} linhas/s)`,
  );
  console.log(`\n${new Date().toISOString()}, carga média da máquina ${comVirgula(cargaAntes)} → ${comVirgula(cargaDepois)} (1 min) durante as medidas`);
  console.log(`REST pelo gateway, ${CONNECTIONS} conexões, ${DURATION_S} s cada; "banco" = Cache-Control: no-cache; "cache" = cache de respostas do gateway`);
  if (RODADAS > 1) console.log(`medidas com orçamento: mediana de ${RODADAS} rodadas alternadas (BENCH_RODADAS; p50 de cada rodada entre colchetes)`);
  // Which path the public lists took (docs/decisions.md, "Listas REST no subgrafo"): REST_LISTAS_NO_SUBGRAFO=0 measures the GraphQL one.
  console.log(`listas REST: ${process.env.REST_LISTAS_NO_SUBGRAFO === '0' ? 'operação GraphQL federada no gateway (REST_LISTAS_NO_SUBGRAFO=0)' : 'respondidas pelo subgrafo em SQL onde ele sabe ler'}\n`);
  console.log(`${'lista'.padEnd(28)} ${'caminho'.padEnd(24)} ${'pág.'.padStart(5)} ${'itens'.padStart(5)} ${'SQL/req'.padStart(8)} ${'p50'.padStart(8)} ${'req/s'.padStart(7)} ${'linhas/s'.padStart(9)}`);
  for (const m of medidas) {
    const caminho = m.via === 'puro' ? 'Node + pg puro (índice)' : m.via === 'cache' ? (m.comandos === 0 ? 'cache (acerto: 0 SQL)' : 'cache (ERROU: foi ao banco)') : 'banco (no-cache)';
    console.log(
      `${m.lista.padEnd(28)} ${caminho.padEnd(24)} ${String(m.pagina).padStart(5)} ${String(m.porPagina).padStart(5)} ${(Number.isNaN(m.comandos) ? '—' : String(m.comandos)).padStart(8)} ${(Number.isNaN(m.p50) ? 'sem resp.' : `${comVirgula(m.p50, 1)} ms`).padStart(8)} ${m.rps.toFixed(0).padStart(7)} ${Math.round(m.rps * m.linhas).toString().padStart(9)}${m.rodadas.length ? `  [${m.rodadas.map((p50) => comVirgula(p50, 1)).join('; ')}]` : ''}`,
    );
  }

  const de = (lista: string, via: Alvo['via'], pagina = 1, porPagina = 50) => medidas.find((m) => m.lista === lista && m.via === via && m.pagina === pagina && m.porPagina === porPagina);
  const razoes: [string, number, string, boolean][] = [];
  const aceitas = LISTAS.filter(({ lista }) => !recusadas.has(lista));
  for (const { lista, base } of aceitas) {
    const banco = de(lista, 'banco')!;
    const puro = base ? de(lista, 'puro') : undefined;
    if (puro) razoes.push([`${lista}: p50 banco / Node + pg puro`, banco.p50 / Math.max(puro.p50, 1), '≤ 3', banco.p50 <= 3 * Math.max(puro.p50, 1)]);
    const profunda = de(lista, 'banco', 1000);
    if (profunda) razoes.push([`${lista}: p50 pág. 1000 / pág. 1`, profunda.p50 / Math.max(banco.p50, 1), '≤ 2', profunda.p50 <= 2 * Math.max(banco.p50, 1)]);
  }
  console.log('');
  for (const [nome, valor, meta, ok] of razoes) {
    const medida = Number.isFinite(valor) ? comVirgula(valor) : 'n/d';
    console.log(`${nome.padEnd(44)} ${medida.padStart(6)}   orçamento ${meta}   ${Number.isFinite(valor) ? (ok ? 'dentro' : 'ACIMA DO ORÇAMENTO') : 'sem medida (nenhuma resposta no tempo)'}`);
  }
  console.log('\nCPU por requisição (ms de usuário + sistema, /proc; não depende da fila, pouco da carga da máquina), pág. 1 de 50 e, onde há, a 1000:');
  const somaCpu = (cpu: Record<string, number>) => Object.values(cpu).reduce((soma, ms) => soma + ms, 0);
  const detalhe = (cpu: Record<string, number>) => Object.entries(cpu).filter(([, ms]) => ms >= 0.05).map(([processo, ms]) => `${processo} ${comVirgula(ms)}`).join(', ');
  for (const { lista, base } of aceitas) {
    const [banco, puro] = [de(lista, 'banco')?.cpu, base ? de(lista, 'puro')?.cpu : undefined];
    if (!banco || !puro) continue;
    console.log(`${lista.padEnd(28)} portal ${comVirgula(somaCpu(banco))} ms (${detalhe(banco)}); Node + pg puro ${comVirgula(somaCpu(puro))} ms (${detalhe(puro)}); razão ${comVirgula(somaCpu(banco) / somaCpu(puro))}`);
    const profunda = de(lista, 'banco', 1000)?.cpu;
    if (profunda) console.log(`${`${lista}, pág. 1000`.padEnd(28)} portal ${comVirgula(somaCpu(profunda))} ms (${detalhe(profunda)}); ÷ pág. 1 ${comVirgula(somaCpu(profunda) / somaCpu(banco))}`);
  }
  await compararEscalas(
    medidas
      .filter((m) => m.via === 'banco' && m.cpu)
      .map((m): MedidaDaEscala => ({ nome: m.pagina === 1 ? m.lista : `${m.lista}, pág. ${m.pagina}`, p50: m.p50, cpu: somaCpu(m.cpu!), quando: new Date().toISOString(), carga: [cargaAntes, cargaDepois] })),
  );
  console.log('');
  // A page of 50 with 10 rows or fewer is the page of 10 again: equal statements there prove nothing about growth.
  const POUCAS_LINHAS = 10;
  const variaveis: string[] = [];
  const poucas: string[] = [];
  for (const { lista } of aceitas) {
    const [dez, cinquenta] = [de(lista, 'banco', 1, 10)!, de(lista, 'banco')!];
    const cache = de(lista, 'cache')!;
    const curta = cinquenta.linhas <= POUCAS_LINHAS;
    const constante = dez.comandos === cinquenta.comandos;
    if (curta) poucas.push(`${lista} (${cinquenta.linhas})`);
    else if (!constante) variaveis.push(lista);
    const veredito = curta ? `poucas linhas (${cinquenta.linhas} na página de 50): não prova nada` : constante ? 'constante' : 'CRESCE COM A PÁGINA';
    console.log(
      `${lista.padEnd(28)} SQL por requisição: banco ${dez.comandos} (10 itens) e ${cinquenta.comandos} (50 itens), ${veredito}; cache ${cache.comandos === 0 ? '0 (acerto do cache)' : `${cache.comandos} (o cache não respondeu)`}`,
    );
  }
  const provadas = aceitas.length - poucas.length;
  console.log(variaveis.length ? `\nSQL por requisição cresce com a página em: ${variaveis.join(', ')}` : `\nSQL por requisição constante entre as páginas de 10 e de 50 nas ${provadas} listas com mais de ${POUCAS_LINHAS} linhas.`);
  if (poucas.length) console.log(`Sem prova (até ${POUCAS_LINHAS} linhas na página de 50, a mesma página nos dois tamanhos): ${poucas.join(', ')}`);
  for (const [lista, motivo] of recusadas) console.log(`sem medida: ${lista} recusou a lista sem filtros (${motivo})`);
} finally {
  plain.kill();
  await db.end().catch(() => undefined);
  await portal.stop();
}
