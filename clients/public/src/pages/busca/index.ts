import { BuscaNoSiteDocument, type GrupoDaBuscaCamposFragment } from '../../gql/busca/graphql';
import { definePage, presente, runQuery, type PageLoaderArgs } from '../../routing/page';
import { BuscaPage } from './BuscaPage';
import { lerPagina, lerTermo } from '../../routing/params';
import { CAMINHO_DA_BUSCA, linkDaBusca } from './links';
import { MapaDoSitePage } from './MapaDoSitePage';

/** Resultados de cada tipo na visão geral; com um tipo escolhido, uma página inteira dele. */
export const RESULTADOS_POR_GRUPO = 3;
export const RESULTADOS_POR_PAGINA = 10;

export interface BuscaData {
  termo: string;
  /** O tipo escolhido (`noticia`, `contrato`...), ou null na visão geral. */
  tipo: string | null;
  pagina: number;
  /** Todos os tipos, na ordem dos subgrafos, com o total de cada um. */
  grupos: GrupoDaBuscaCamposFragment[];
}

async function consultar(client: PageLoaderArgs['client'], termo: string, tipo: string | null, pagina: number): Promise<GrupoDaBuscaCamposFragment[]> {
  const dados = await runQuery(client, {
    query: BuscaNoSiteDocument,
    variables: { termo, tipo, pagina, porPagina: tipo ? RESULTADOS_POR_PAGINA : RESULTADOS_POR_GRUPO },
  });
  return [dados.buscaConteudo, dados.buscaPessoas, dados.buscaParticipacao, dados.buscaTransparencia].flatMap((lista) => presente(lista));
}

/** `/alego_search/buscar?termo=&tipo=&pagina=`: uma operação com o campo de busca de cada subgrafo. */
async function carregarBusca({ client, url }: PageLoaderArgs): Promise<BuscaData> {
  const termo = lerTermo(url.searchParams.get('termo'));
  const tipo = lerTermo(url.searchParams.get('tipo')) || null;
  const pagina = tipo ? lerPagina(url.searchParams.get('pagina')) : 1;
  if (!termo) return { termo, tipo: null, pagina: 1, grupos: [] };
  const grupos = await consultar(client, termo, tipo, pagina);
  // Um tipo que nenhum subgrafo conhece volta à visão geral.
  if (tipo && !grupos.some((grupo) => grupo.tipo === tipo)) return { termo, tipo: null, pagina: 1, grupos: await consultar(client, termo, null, 1) };
  return { termo, tipo, pagina, grupos };
}

/** A busca e o mapa do site: um chunk (pages/busca/index.ts). */
export const PAGINAS_DE_BUSCA = {
  busca: definePage({
    Component: BuscaPage,
    loader: carregarBusca,
    head: (dados) => ({
      titulo: dados.termo ? `Busca: “${dados.termo}”${dados.pagina > 1 ? ` – página ${dados.pagina}` : ''}` : 'Busca no portal',
      descricao: 'Busca em notícias, deputados, comissões, agenda, galerias, processos e dados da transparência.',
      canonico: dados.termo ? linkDaBusca(dados.termo, dados.tipo, dados.pagina) : CAMINHO_DA_BUSCA,
    }),
  }),
  mapaDoSite: definePage({
    Component: MapaDoSitePage,
    loader: async () => ({}),
    head: () => ({ titulo: 'Mapa do site', descricao: 'Todas as seções e páginas do portal da Assembleia Legislativa.', canonico: '/mapa-do-site' }),
  }),
};

export type PaginaDeBusca = keyof typeof PAGINAS_DE_BUSCA;
