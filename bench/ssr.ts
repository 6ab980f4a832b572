// Server-rendered pages (home, a news article, a deputy profile): requests/s and p50 with the response cache bypassed
// (`Cache-Control: no-cache`: the page is rendered and every query of it goes to the subgraphs and PostgreSQL) beside
// the same page for an anonymous visitor, served from the gateway's cache of public reads (the rendered page itself,
// rendered again once it expires). Each figure carries its SQL statements per request, read from PostgreSQL: 0 means
// every request was a cache hit.
import { DURATION_S, medir, sqlPorRequisicao, type Resultado } from './medidas.ts';

export interface MedidaSsr {
  pagina: string;
  caminho: string;
  banco: Resultado & { sql: number };
  cache: Resultado & { sql: number };
}

/** The first link on `lista` whose path matches `padrao`: a real detail page of the running portal. */
export async function primeiroLink(base: string, lista: string, padrao: RegExp): Promise<string> {
  const html = await (await fetch(new URL(lista, base))).text();
  for (const m of html.matchAll(/href="([^"]+)"/g)) if (padrao.test(m[1]!)) return m[1]!;
  throw new Error(`nenhum link ${padrao} em ${lista}`);
}

export const linkDeNoticia = (base: string) => primeiroLink(base, '/noticias', /^\/noticias\/\d+\/[^/]+$/);

export async function medirPaginasSsr(base: string, databaseUrl: string): Promise<MedidaSsr[]> {
  const paginas = [
    { pagina: 'página inicial', caminho: '/' },
    { pagina: 'notícia', caminho: await linkDeNoticia(base) },
    { pagina: 'perfil de deputado', caminho: await primeiroLink(base, '/deputados/em-exercicio', /^\/deputados\/perfil\/[^/]+$/) },
  ];
  const medidas: MedidaSsr[] = [];
  for (const { pagina, caminho } of paginas) {
    const url = `${base}${caminho}`;
    const semCache = { name: `${pagina} (banco)`, url, headers: { 'cache-control': 'no-cache' } };
    const comCache = { name: `${pagina} (cache)`, url };
    const banco = { ...(await medir(semCache)), sql: await sqlPorRequisicao(databaseUrl, semCache) };
    const cache = { ...(await medir(comCache)), sql: await sqlPorRequisicao(databaseUrl, comCache) };
    medidas.push({ pagina, caminho, banco, cache });
  }
  return medidas;
}

const fmt = (n: number, casas = 0) => n.toFixed(casas).replace('.', ',');
// The cache keeps an answer for CACHE_PUBLICO_TTL_MS (5 s): on a slow run some requests find it expired and go to the database.
const via = (sql: number) => (sql === 0 ? 'acerto do cache, 0 SQL' : `${fmt(sql, 1)} SQL/req`);
const medida = (r: Resultado) => (r.rps > 0 ? `${fmt(r.rps).padStart(5)} req/s  p50 ${fmt(r.p50, 1).padStart(6)} ms` : `nenhuma resposta em ${DURATION_S} s`);

export function imprimirPaginasSsr(medidas: readonly MedidaSsr[]): void {
  console.log('\nPáginas renderizadas no servidor: "banco" = Cache-Control: no-cache (consultas da página nos subgrafos e no PostgreSQL);');
  console.log('"cache" = a página do visitante anônimo servida do cache de leituras públicas (a página renderizada; o cache a guarda');
  console.log('por 5 s, então SQL > 0 aqui é a parte das requisições que achou a página expirada e a renderizou de novo)');
  for (const { pagina, caminho, banco, cache } of medidas) {
    console.log(`  ${pagina.padEnd(19)} ${caminho}`);
    console.log(`    banco ${medida(banco)}  (${via(banco.sql)})`);
    const razao = banco.rps > 0 ? `   cache ÷ banco ${fmt(cache.rps / banco.rps, 2)}× req/s` : '';
    console.log(`    cache ${medida(cache)}  (${via(cache.sql)})${razao}`);
  }
}
