// The site search through the gateway against the news list, on the demo data, both without the response cache.
//   npm run bench:busca        (BENCH_SECONDS changes the duration of each measure; default 5)
// Starts the portal on an embedded PostgreSQL in var/bench-busca with the demo seed (created on the first run, reused
// after it, as `npm start` does; `rm -rf var/bench-busca` starts over) and posts the public page's search operation
// (one operation over the four subgraphs' search fields) and the news list page's query.
import { existsSync } from 'node:fs';
import { startPortal } from '../e2e/portal.ts';
import { portaDoAmbiente, portaLivre, portasLivresConsecutivas } from '../test/portas.ts';
import { comVirgula, CONNECTIONS, DURATION_S, medir, type Carga } from './medidas.ts';

const PORT = await portaDoAmbiente(process.env.E2E_PORT, () => portasLivresConsecutivas(6));
const PG_PORT = await portaDoAmbiente(process.env.E2E_PG_PORT, portaLivre);

const GRUPO = 'tipo rotulo total pagina totalPaginas itens { id titulo url data trecho }';
/** The operation of /alego_search/buscar (clients/public/src/pages/busca/busca.graphql), overview mode. */
const BUSCA = `query BuscaNoSite($termo: String!, $tipo: String, $pagina: Int!, $porPagina: Int!) {
  buscaConteudo(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) { ${GRUPO} }
  buscaPessoas(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) { ${GRUPO} }
  buscaParticipacao(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) { ${GRUPO} }
  buscaTransparencia(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) { ${GRUPO} }
}`;
/** What /noticias asks for a page of the list. */
const NOTICIAS = `query ListaDeNoticias { noticias(pagina: 1, porPagina: 10) { total totalPaginas itens { id titulo resumo categoria publicadaEm urlSufixo } } }`;

// Every request asks for a fresh answer: neither figure comes from the gateway's response cache.
const SEM_CACHE = { 'cache-control': 'no-cache' };

const VAR_DIR = 'var/bench-busca';
const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: VAR_DIR, fresh: !existsSync(`${VAR_DIR}/pg`) });
try {
  const graphql = `${portal.base}/graphql`;
  const cargas: Carga[] = [
    { name: 'busca no site (“saúde”)', url: graphql, headers: SEM_CACHE, body: { query: BUSCA, variables: { termo: 'saúde', tipo: null, pagina: 1, porPagina: 3 } } },
    { name: 'lista de notícias', url: graphql, headers: SEM_CACHE, body: { query: NOTICIAS } },
  ];
  for (const carga of cargas) {
    const resposta = await fetch(carga.url, { method: 'POST', headers: { 'content-type': 'application/json', ...carga.headers }, body: JSON.stringify(carga.body) });
    const corpo = (await resposta.json()) as { errors?: unknown[] };
    if (corpo.errors) throw new Error(`${carga.name}: ${JSON.stringify(corpo.errors)}`);
    if (resposta.headers.get('x-cache') === 'HIT') throw new Error(`${carga.name}: respondida do cache`);
  }
  const [busca, lista] = [await medir(cargas[0]!), await medir(cargas[1]!)];
  const razao = busca.p50 / lista.p50;
  console.log(`\nPelo gateway, ${CONNECTIONS} conexões, ${DURATION_S} s cada, SEM o cache de respostas (Cache-Control: no-cache; x-cache: MISS)\n`);
  for (const r of [busca, lista]) console.log(`${r.name.padEnd(28)} p50 ${`${comVirgula(r.p50, 1)} ms`.padStart(7)}   ${r.rps.toFixed(0).padStart(5)} req/s`);
  console.log(`\nbusca ÷ lista de notícias (p50): ${razao.toFixed(2)}×  (meta ≤ 2: ${razao <= 2 ? 'atingida' : 'NÃO atingida'})`);
} finally {
  await portal.stop();
}
