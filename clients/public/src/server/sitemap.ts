import type { ApolloClient } from '@apollo/client';
import { EnderecosDoSiteDocument, type EnderecosDoSiteQuery, type EnderecosDoSiteQueryVariables } from '../gql/busca/graphql';
import { paginasDoMapa } from '../mapa-do-site';

/**
 * `/robots.txt`, `/sitemap.xml` e, quando o site tem mais endereços do que cabem num arquivo, o índice
 * `/sitemap.xml` que aponta para `/sitemap-1.xml`, `/sitemap-2.xml`... (sitemaps.org 0.9). Os endereços: as páginas
 * fixas da tabela de rotas (mapa-do-site.ts) e as páginas de cada registro publicado, que cada subgrafo lista a
 * partir das suas declarações de busca (`enderecos<Subgrafo>`, docs/busca.md).
 */
export const CAMINHO_DO_SITEMAP = '/sitemap.xml';
export const CAMINHO_DO_ROBOTS = '/robots.txt';
/** Endereços por arquivo: o protocolo admite 50.000; 10.000 cabem numa chamada a cada subgrafo (kit/busca.ts). */
export const URLS_POR_ARQUIVO = 10_000;
const ARQUIVO_NUMERADO = /^\/sitemap-([1-9]\d{0,5})\.xml$/;

export interface EnderecoDoSitemap {
  loc: string;
  lastmod?: string | null;
}

export interface ArquivoDeRastreamento {
  status: number;
  tipo: string;
  corpo: string;
}

const FONTES = ['Conteudo', 'Pessoas', 'Participacao', 'Transparencia'] as const;
type Fonte = (typeof FONTES)[number];

const escaparXml = (texto: string) => texto.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function xmlDoUrlset(enderecos: readonly EnderecoDoSitemap[]): string {
  const urls = enderecos.map(({ loc, lastmod }) => `<url><loc>${escaparXml(loc)}</loc>${lastmod ? `<lastmod>${escaparXml(lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function xmlDoIndice(arquivos: readonly string[]): string {
  const itens = arquivos.map((loc) => `<sitemap><loc>${escaparXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${itens.join('\n')}\n</sitemapindex>\n`;
}

/** Fora do rastreamento: as áreas que não são páginas públicas e os resultados da busca (infinitos; os registros já estão no sitemap). */
export const CAMINHOS_FORA_DO_RASTREAMENTO = ['/admin', '/graphql', '/cidadao/', '/alego_search/'];

export function robotsTxt(origem: string): string {
  return [
    'User-agent: *',
    ...CAMINHOS_FORA_DO_RASTREAMENTO.map((caminho) => `Disallow: ${caminho}`),
    'Allow: /',
    '',
    `Sitemap: ${origem}${CAMINHO_DO_SITEMAP}`,
    '',
  ].join('\n');
}

type Consulta = (variaveis: EnderecosDoSiteQueryVariables) => Promise<EnderecosDoSiteQuery>;

function variaveis(janelas: Partial<Record<Fonte, { deslocamento: number; limite: number }>>): EnderecosDoSiteQueryVariables {
  const v: Record<string, number> = {};
  for (const fonte of FONTES) {
    v[`deslocamento${fonte}`] = janelas[fonte]?.deslocamento ?? 0;
    v[`limite${fonte}`] = janelas[fonte]?.limite ?? 1;
  }
  return v as EnderecosDoSiteQueryVariables;
}

const campo = (dados: EnderecosDoSiteQuery, fonte: Fonte) => dados[`enderecos${fonte}`];

/**
 * Os endereços de `[inicio, inicio + quantos)` na ordem: páginas fixas, depois os registros de cada subgrafo. Uma
 * consulta conta os registros de cada um; outra (só se a janela alcança registros) traz a fatia de cada subgrafo.
 */
async function janela(consultar: Consulta, origem: string, inicio: number, quantos: number): Promise<{ total: number; enderecos: EnderecoDoSitemap[] }> {
  const fixas = paginasDoMapa()
    .filter((pagina) => !CAMINHOS_FORA_DO_RASTREAMENTO.some((caminho) => pagina.href.startsWith(caminho)))
    .map((pagina) => ({ loc: `${origem}${pagina.href}` }));
  const contagem = await consultar(variaveis({}));
  const totais = FONTES.map((fonte) => campo(contagem, fonte)?.total ?? 0);
  const total = fixas.length + totais.reduce((soma, n) => soma + n, 0);
  const enderecos: EnderecoDoSitemap[] = fixas.slice(inicio, inicio + quantos);
  const janelas: Partial<Record<Fonte, { deslocamento: number; limite: number }>> = {};
  let comeco = fixas.length;
  FONTES.forEach((fonte, indice) => {
    const de = Math.max(inicio, comeco);
    const ate = Math.min(inicio + quantos, comeco + totais[indice]!);
    if (ate > de) janelas[fonte] = { deslocamento: de - comeco, limite: ate - de };
    comeco += totais[indice]!;
  });
  if (Object.keys(janelas).length) {
    const dados = await consultar(variaveis(janelas));
    for (const fonte of FONTES) {
      if (!janelas[fonte]) continue;
      for (const item of campo(dados, fonte)?.itens ?? []) enderecos.push({ loc: `${origem}${item.url}`, lastmod: item.atualizadoEm });
    }
  }
  return { total, enderecos };
}

/** A resposta de `/robots.txt`, `/sitemap.xml` ou `/sitemap-N.xml`; null para outro caminho. */
export async function arquivoDeRastreamento(
  pathname: string,
  origem: string,
  client: ApolloClient,
  porArquivo: number = URLS_POR_ARQUIVO,
): Promise<ArquivoDeRastreamento | null> {
  if (pathname === CAMINHO_DO_ROBOTS) return { status: 200, tipo: 'text/plain; charset=utf-8', corpo: robotsTxt(origem) };
  const numerado = ARQUIVO_NUMERADO.exec(pathname);
  if (pathname !== CAMINHO_DO_SITEMAP && !numerado) return null;
  const consultar: Consulta = async (v) => {
    const resposta = await client.query({ query: EnderecosDoSiteDocument, variables: v, fetchPolicy: 'no-cache' });
    if (!resposta.data) throw new Error('GraphQL respondeu sem os endereços do sitemap');
    return resposta.data;
  };
  const XML = 'application/xml; charset=utf-8';
  if (numerado) {
    const n = Number(numerado[1]);
    const { total, enderecos } = await janela(consultar, origem, (n - 1) * porArquivo, porArquivo);
    // Um arquivo numerado só existe quando o sitemap é um índice, e só até o último.
    if (total <= porArquivo || enderecos.length === 0) return { status: 404, tipo: 'text/plain; charset=utf-8', corpo: 'Arquivo de sitemap inexistente.' };
    return { status: 200, tipo: XML, corpo: xmlDoUrlset(enderecos) };
  }
  const { total, enderecos } = await janela(consultar, origem, 0, porArquivo);
  if (total <= porArquivo) return { status: 200, tipo: XML, corpo: xmlDoUrlset(enderecos) };
  const arquivos = Array.from({ length: Math.ceil(total / porArquivo) }, (_, i) => `${origem}/sitemap-${i + 1}.xml`);
  return { status: 200, tipo: XML, corpo: xmlDoIndice(arquivos) };
}
