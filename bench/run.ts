// Measures the portal against DESIGN.md's budget, side by side in one run, and prints the ratios.
//   npm run bench            (BENCH_SECONDS, BENCH_REQUESTS, BENCH_PORT change duration, memory load and ports)
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { startPortal } from '../e2e/portal.ts';
import { portaDoAmbiente, portaLivre, portasLivresConsecutivas } from '../test/portas.ts';
import { imprimirLighthouse, medirLighthouse } from './lighthouse.ts';
import { alvosDaPilhaPura, completarPaginaDe50, composicaoDaMemoria, conferirPilhaPura, CONNECTIONS, disparar, DURATION_S, imprimirPilhaPura, iniciarPilhaPura, JUNCAO_DE_NOTICIAS, LISTA_DE_50_NOTICIAS, LISTA_DE_NOTICIAS, mediana, medir, memoriaDosProcessos, primeiroCarregamento, SEM_CACHE, sqlPorRequisicao, tokenDoAdmin, type PilhaPura, type Resultado } from './medidas.ts';
import { imprimirPaginasSsr, medirPaginasSsr } from './ssr.ts';

// BENCH_PORT pins the gateway's port (subgraphs on the next five, the plain endpoint on +10, PostgreSQL on -600);
// by default free ports are chosen at run time.
const PORT = await portaDoAmbiente(process.env.BENCH_PORT, () => portasLivresConsecutivas(11));
const PG_PORT = process.env.BENCH_PORT ? PORT - 600 : await portaLivre();
const REQUISICOES_MEMORIA = Number(process.env.BENCH_REQUESTS ?? 100_000);
const RODADAS = Math.max(1, Number(process.env.BENCH_RODADAS ?? 3));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
const razao = (valor: number) => valor.toFixed(2).replace('.', ',');

// Cold start (initdb, migrations, seeds) against a warm restart on the same data.
const cold = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: 'var/bench', fresh: true });
await cold.stop();
const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: 'var/bench' });
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/alego`;
const plain = spawn(process.execPath, ['bench/plain-endpoint.mjs'], { env: { ...process.env, PORT: String(PORT + 10), DATABASE_URL: databaseUrl }, stdio: 'ignore' });
const gateway = `http://127.0.0.1:${PORT}`;
const content = `http://127.0.0.1:${PORT + 1}/graphql`;
let pura: PilhaPura | undefined;

try {
  // DESIGN.md's bare stack on the same database, measured in the same rounds (bench/pilha-pura).
  const pilha = await iniciarPilhaPura(databaseUrl);
  pura = pilha;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const token = await tokenDoAdmin(gateway);
  const comToken = { authorization: `Bearer ${token}` };
  console.log(`página de 50 notícias: ${await completarPaginaDe50(gateway, token)} linhas (a demonstração tem 12; as outras, publicadas pela API antes de medir)`);
  await conferirPilhaPura(gateway, pilha);
  const [lista, lista50, juncao, semCache] = [LISTA_DE_NOTICIAS, LISTA_DE_50_NOTICIAS, JUNCAO_DE_NOTICIAS, SEM_CACHE];
  // The REST shim's admin list and the GraphQL operation it runs, same fields, same page.
  const CAMPOS_REST =
    'id titulo resumo conteudo fonte categoria destaqueNivel destaqueSlot destaqueDescricao publicada publicadaEm urlSufixo legadoId usuarioCriador createdAt updatedAt galeriaId deputado { id } imagem { url nome tipo tamanho largura altura }';
  const adminGraphql = {
    query: `{ noticiasAdmin(filtro: { status: publicadas }, pagina: 1, porPagina: 12) { itens { ${CAMPOS_REST} } total pagina porPagina totalPaginas } }`,
  };

  const alvos = {
    puro: { name: 'Node + pg puro', url: `http://127.0.0.1:${PORT + 10}/` },
    direto: { name: 'subgrafo content direto', url: content, body: lista },
    gateway: { name: 'gateway, um subgrafo', url: `${gateway}/graphql`, body: lista, headers: semCache },
    juncao: { name: 'gateway, content + people', url: `${gateway}/graphql`, body: juncao, headers: semCache },
    cache: { name: 'gateway, leitura anônima (cache)', url: `${gateway}/graphql`, body: lista },
    graphqlAdmin: { name: 'GraphQL noticiasAdmin', url: `${gateway}/graphql`, body: adminGraphql, headers: comToken },
    rest: { name: 'REST /api/admin/noticias', url: `${gateway}/api/admin/noticias?status=publicadas&page=1`, headers: comToken },
    ...alvosDaPilhaPura(pilha),
  };
  type Alvo = keyof typeof alvos;
  // Rounds that alternate the targets (BENCH_RODADAS, 3 by default): a burst of other work on the machine lands in
  // one round of one target, and the median of the rounds leaves it out; each ratio is taken within a round.
  const rodadas: Record<Alvo, Resultado>[] = [];
  for (let rodada = 0; rodada < RODADAS; rodada++) {
    const medidas = {} as Record<Alvo, Resultado>;
    for (const [alvo, carga] of Object.entries(alvos) as [Alvo, (typeof alvos)[Alvo]][]) medidas[alvo] = await medir(carga);
    rodadas.push(medidas);
  }
  const resultados = Object.fromEntries(
    (Object.keys(alvos) as Alvo[]).map((alvo) => [alvo, { name: alvos[alvo].name, p50: mediana(rodadas.map((m) => m[alvo].p50)), rps: mediana(rodadas.map((m) => m[alvo].rps)) }]),
  ) as Record<Alvo, Resultado>;
  /** A ratio measured within each round, and its median over the rounds. */
  const entreRodadas = (razaoDaRodada: (m: Record<Alvo, Resultado>) => number) => {
    const porRodada = rodadas.map(razaoDaRodada);
    return { mediana: mediana(porRodada), rodadas: porRodada };
  };
  console.log(`\n${new Date().toISOString()}, carga média da máquina ${loadavg()[0]!.toFixed(2)} (1 min) ao fim das medidas`);
  console.log(`${CONNECTIONS} conexões, ${DURATION_S} s por alvo em ${RODADAS} rodadas alternadas (2 núcleos compartilhados com o servidor); medianas das rodadas; "no-cache" = sem o cache de respostas\n`);
  for (const r of Object.values(resultados)) console.log(`${r.name.padEnd(34)} p50 ${r.p50.toFixed(1).replace('.', ',').padStart(5)} ms   ${r.rps.toFixed(0).padStart(6)} req/s   (cache: ${r === resultados.cache ? 'sim' : 'não'})`);

  const sql = {
    pagina10: await sqlPorRequisicao(databaseUrl, { name: 'página de 10', url: `${gateway}/graphql`, body: lista, headers: semCache }),
    pagina50: await sqlPorRequisicao(databaseUrl, { name: 'página de 50', url: `${gateway}/graphql`, body: lista50, headers: semCache }),
    juncao: await sqlPorRequisicao(databaseUrl, { name: 'junção', url: `${gateway}/graphql`, body: juncao, headers: semCache }),
    inicialComCache: await sqlPorRequisicao(databaseUrl, { name: 'página inicial (HTML, com cache)', url: `${gateway}/` }),
    rest: await sqlPorRequisicao(databaseUrl, { name: 'REST admin', url: `${gateway}/api/admin/noticias?status=publicadas`, headers: comToken }),
  };
  console.log('\nComandos SQL por requisição (pg_stat_statements)');
  for (const [nome, valor] of Object.entries(sql)) console.log(`  ${nome.padEnd(10)} ${razao(valor)}`);
  // No CPU readings in this run (bench/noticias.ts has them): the comparison prints p50 and statements only.
  const comSql = async (alvo: Alvo) => ({ p50: resultados[alvo].p50, sql: await sqlPorRequisicao(databaseUrl, alvos[alvo]) });
  imprimirPilhaPura(
    { direto: await comSql('direto'), gateway: await comSql('gateway'), juncao: await comSql('juncao') },
    { direto: await comSql('pilhaDireto'), gateway: await comSql('pilhaGateway'), juncao: await comSql('pilhaJuncao') },
  );

  const js = await primeiroCarregamento(gateway, 'clients/public/dist/client');
  console.log(`\nJavaScript do primeiro carregamento da página inicial: ${kb(js.paginaInicialGzip)} gzip em ${js.scripts} arquivos e o carregador embutido (${kb(js.carregadorGzip)})${js.avisoPendente ? `; o aviso da página pede o aplicativo na primeira visita: dispensado, ${kb(js.semAvisoGzip)}` : ''}`);
  console.log(`maior chunk do site público: ${js.maiorChunk.nome} ${kb(js.maiorChunk.gzip)} gzip`);

  imprimirPaginasSsr(await medirPaginasSsr(gateway, databaseUrl));
  // BENCH_LIGHTHOUSE=0 skips Lighthouse (a minute or two per page).
  const lighthouseDentro = process.env.BENCH_LIGHTHOUSE === '0' ? null : imprimirLighthouse(await medirLighthouse(gateway));

  // Warmed up: the same load in batches of 5.000 until no process's resident memory grew more than 1 % in the last
  // batch (at least two, at most 10 batches), so that lazy caches, the JIT and V8's heap sizing (it grows its reserve
  // over the first ~25.000 requests, then stays: docs/decisions.md) are in the first figure; the curve is printed, so
  // a process that never settles shows. Batches of 2.000 with 2 % let the content subgraph stop at 6.000 joins and
  // then grow 1,11× over the 100.000 (02/12/2026): its growth is slow, not absent, at that scale.
  const LOTE = 5_000;
  const curva: Record<string, number>[] = [];
  for (let lote = 0; lote < 10; lote++) {
    await disparar({ name: 'aquecimento', url: `${gateway}/graphql`, body: juncao, headers: semCache }, LOTE);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    curva.push(await memoriaDosProcessos(portal.pid));
    const [anterior, atual] = curva.slice(-2);
    if (curva.length > 1 && Object.keys(atual!).every((nome) => atual![nome]! <= (anterior![nome] ?? 0) * 1.01)) break;
  }
  const aquecido = curva.at(-1)!;
  console.log(`\nAquecimento: ${(curva.length * LOTE).toLocaleString('pt-BR')} junções em lotes de ${LOTE.toLocaleString('pt-BR')}; residente a cada lote (MB):`);
  for (const nome of Object.keys(aquecido).sort()) console.log(`  ${nome.padEnd(13)} ${curva.map((m) => Math.round((m[nome] ?? 0) / 1024)).join(' → ')}`);
  const composicao = await composicaoDaMemoria(portal.pid, 'gateway');
  if (composicao) {
    const mb = (kib: number) => `${Math.round(kib / 1024)} MB`;
    console.log(`  gateway aquecido por partes: executável do Node ${mb(composicao.executavel)}, anônima (heap do V8 e blocos grandes do malloc) ${mb(composicao.anonima)}, região do malloc ${mb(composicao.malloc)}, outros arquivos ${mb(composicao.arquivos)}`);
  }
  await disparar({ name: 'memória', url: `${gateway}/graphql`, body: juncao, headers: semCache }, REQUISICOES_MEMORIA);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const depois = await memoriaDosProcessos(portal.pid);
  console.log(`\nMemória residente após o aquecimento e após ${REQUISICOES_MEMORIA.toLocaleString('pt-BR')} requisições (junção content + people)`);
  for (const nome of Object.keys(depois).sort()) {
    console.log(`  ${nome.padEnd(13)} ${String(Math.round((aquecido[nome] ?? 0) / 1024)).padStart(4)} MB → ${String(Math.round(depois[nome]! / 1024)).padStart(4)} MB   (${razao(depois[nome]! / (aquecido[nome] ?? 1))}×)`);
  }

  console.log(`\nprimeira partida ${(cold.startupMs / 1000).toFixed(1)} s, partida com dados existentes ${(portal.startupMs / 1000).toFixed(1)} s`);
  // Every process that served the load, and the gateway's size once warm (issue #23: ≤ 300 MB).
  const crescimento = Math.max(...['gateway', 'content', 'people'].map((n) => (depois[n] ?? 0) / (aquecido[n] ?? 1)));
  const gatewayAquecidoMb = (aquecido.gateway ?? 0) / 1024;
  const razoes = {
    gateway: entreRodadas((m) => m.gateway.p50 / m.direto.p50),
    juncao: entreRodadas((m) => m.juncao.p50 / m.gateway.p50),
    subgrafo: entreRodadas((m) => m.direto.rps / m.puro.rps),
    cache: entreRodadas((m) => m.cache.rps / m.puro.rps),
    rest: entreRodadas((m) => m.rest.p50 / m.graphqlAdmin.p50),
  };
  console.log('\nRazões em cada rodada (a mediana vai ao orçamento)');
  for (const [nome, { rodadas: valores }] of Object.entries(razoes)) console.log(`  ${nome.padEnd(10)} ${valores.map(razao).join('  ')}`);
  const orcamento: [string, number, string, boolean][] = [
    ['partida com dados / primeira partida', portal.startupMs / cold.startupMs, '< 1', portal.startupMs < cold.startupMs],
    ['gateway p50 / subgrafo direto p50', razoes.gateway.mediana, '≤ 1,3', razoes.gateway.mediana <= 1.3],
    ['junção p50 / um subgrafo p50', razoes.juncao.mediana, '≤ 1,4', razoes.juncao.mediana <= 1.4],
    ['subgrafo req/s / Node puro req/s', razoes.subgrafo.mediana, '≥ 0,5', razoes.subgrafo.mediana >= 0.5],
    ['cache req/s / Node puro req/s (cache)', razoes.cache.mediana, '≥ 1', razoes.cache.mediana >= 1],
    ['REST p50 / GraphQL p50 (mesma lista)', razoes.rest.mediana, '≤ 1,05', razoes.rest.mediana <= 1.05],
    // Averages over many requests carry a background statement now and then (2,10 against 2,15): whole statements compare.
    ['SQL página de 50 / página de 10', sql.pagina50 / sql.pagina10, '≤ 1', Math.round(sql.pagina50) <= Math.round(sql.pagina10)],
    ['JS inicial gzip / 130 KB', js.paginaInicialGzip / (130 * 1024), '≤ 1', js.paginaInicialGzip <= 130 * 1024],
    ...(lighthouseDentro === null ? [] : [['Lighthouse ≥ 95 e LCP ≤ 2 s (3 páginas)', lighthouseDentro ? 1 : 0, '= 1', lighthouseDentro] as [string, number, string, boolean]]),
    ['memória após carga / aquecido (maior)', crescimento, '≤ 1,1', crescimento <= 1.1],
    ['memória do gateway aquecido / 300 MB', gatewayAquecidoMb / 300, '≤ 1', gatewayAquecidoMb <= 300],
  ];
  console.log('');
  for (const [nome, valor, meta, ok] of orcamento) console.log(`${nome.padEnd(38)} ${razao(valor).padStart(5)}   orçamento ${meta}   ${ok ? 'dentro' : 'ACIMA DO ORÇAMENTO'}`);
} finally {
  pura?.parar();
  plain.kill();
  await portal.stop();
}
