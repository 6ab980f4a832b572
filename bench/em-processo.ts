// REST and exports run in process (DESIGN.md, "In process, never loopback"): the REST ÷ GraphQL p50 ratio of one
// operation, and the time of a 50,000-row open-data export.
//
// Starts the portal on a fresh embedded PostgreSQL (var/bench-em-processo, ports BENCH_PORT and BENCH_PG_PORT,
// default 6300/6351), loads 50,000 commitments (`npm run demo:volume` at 5/6 scale), then measures with autocannon
// (10 connections, BENCH_SECONDS per target after a one-second warm-up, BENCH_ROUNDS alternated rounds) and times the
// CSV export `BENCH_EXPORTS` times.
import autocannon from 'autocannon';
import { closeOrm, createOrm } from '@alego/kit';
import { transparency } from '@alego/transparency';
import { carregarVolume } from '@alego/transparency/volume';
import { startPortal } from '../e2e/portal.ts';
import { mediana, tokenDoAdmin } from './medidas.ts';

const PORT = Number(process.env.BENCH_PORT ?? 6300);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 6351);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3);
const RODADAS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/alego`;

async function medir(nome: string, url: string, corpo: unknown, headers: Record<string, string>): Promise<{ nome: string; p50: number; rps: number }> {
  const opcoes = {
    url,
    connections: 10,
    method: corpo ? ('POST' as const) : ('GET' as const),
    headers: { 'content-type': 'application/json', ...headers },
    body: corpo ? JSON.stringify(corpo) : undefined,
  };
  const prova = await fetch(url, { method: opcoes.method, headers: opcoes.headers, body: opcoes.body });
  if (!prova.ok) throw new Error(`${nome}: HTTP ${prova.status} ${(await prova.text()).slice(0, 300)}`);
  await autocannon({ ...opcoes, duration: 1 });
  const resultado = await autocannon({ ...opcoes, duration: DURATION_S });
  if (resultado.non2xx || resultado.errors) throw new Error(`${nome}: ${resultado.non2xx} respostas não-2xx, ${resultado.errors} erros`);
  return { nome, p50: resultado.latency.p50, rps: resultado.requests.average };
}

const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: 'var/bench-em-processo', fresh: true });
try {
  const orm = await createOrm(transparency, DATABASE_URL);
  const contagens = await carregarVolume(orm, new Date().toISOString().slice(0, 10), 50_000 / 60_000);
  await closeOrm(orm);

  const token = await tokenDoAdmin(portal.base);
  // With a token: neither path is served by the anonymous-read cache, both run the operation every time.
  const comToken = { authorization: `Bearer ${token}` };
  // The REST shim's admin list and the GraphQL operation it runs: same fields, same page (as in bench/run.ts).
  const CAMPOS_REST =
    'id titulo resumo conteudo fonte categoria destaqueNivel destaqueSlot destaqueDescricao publicada publicadaEm urlSufixo legadoId usuarioCriador createdAt updatedAt galeriaId deputado { id } imagem { url nome tipo tamanho largura altura }';
  const corpoGraphql = {
    query: `{ noticiasAdmin(filtro: { status: publicadas }, pagina: 1, porPagina: 12) { itens { ${CAMPOS_REST} } total pagina porPagina totalPaginas } }`,
  };
  // Alternated rounds on a shared machine: both paths see the same background load; the medians are compared.
  const rodadas: { graphql: number; rest: number }[] = [];
  for (let i = 0; i < RODADAS; i++) {
    const graphql = await medir('GraphQL noticiasAdmin', `${portal.base}/graphql`, corpoGraphql, comToken);
    const rest = await medir('REST /api/admin/noticias', `${portal.base}/api/admin/noticias?status=publicadas&page=1`, undefined, comToken);
    rodadas.push({ graphql: graphql.p50, rest: rest.p50 });
  }
  const graphql = mediana(rodadas.map((r) => r.graphql));
  const rest = mediana(rodadas.map((r) => r.rest));

  // The export: anonymous, 500 pages of 100 rows; each page a different query, so the cache does not answer it.
  const tempos: number[] = [];
  let linhas = 0;
  for (let i = 0; i < EXPORTS; i++) {
    const inicio = performance.now();
    const resposta = await fetch(`${portal.base}/api/transparencia/exportar/empenhos.csv`);
    const texto = await resposta.text();
    if (!resposta.ok) throw new Error(`exportação: HTTP ${resposta.status} ${texto.slice(0, 300)}`);
    tempos.push(performance.now() - inicio);
    linhas = texto.trimEnd().split('\n').length - 1;
  }

  console.log(`\nEmpenhos no banco: ${contagens.empenhos?.toLocaleString('pt-BR')}`);
  console.log(`p50 por rodada (GraphQL / REST): ${rodadas.map((r) => `${r.graphql} / ${r.rest} ms`).join(', ')}`);
  console.log(`Medianas: GraphQL ${graphql.toFixed(1)} ms, REST ${rest.toFixed(1)} ms; REST p50 / GraphQL p50: ${(rest / graphql).toFixed(2)}`);
  console.log(`Exportação CSV de ${linhas.toLocaleString('pt-BR')} linhas: mediana ${(mediana(tempos) / 1000).toFixed(1)} s (${tempos.map((t) => (t / 1000).toFixed(1)).join(' / ')} s)`);
} finally {
  await portal.stop();
}
