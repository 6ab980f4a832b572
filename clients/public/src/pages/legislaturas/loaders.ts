import {
  LegislaturaComDeputadosDocument,
  ListaDeLegislaturasDocument,
  type LegislaturaComDeputadosQuery,
  type ListaDeLegislaturasQuery,
} from '../../gql/pessoas/graphql';
import { presente, runQuery, type PageLoaderArgs } from '../../routing/page';
import { naoEncontrada } from '../pessoas/ui';

export const LEGISLATURAS_POR_PAGINA = 10;

/** Número da página na rota (`/legislaturas/{page}`): inteiro de 1 a 10000; outro texto é 404. */
export function lerPaginaDaRota(valor: string | undefined): number {
  if (valor === undefined) return 1;
  if (!/^\d{1,5}$/.test(valor) || Number(valor) < 1) naoEncontrada();
  return Number(valor);
}

export type LegislaturaDaLista = NonNullable<ListaDeLegislaturasQuery['legislaturas']>['itens'][number];
export interface ListaDeLegislaturasData {
  pagina: number;
  total: number;
  totalPaginas: number;
  itens: LegislaturaDaLista[];
}

/** `/legislaturas[/{page}]`: da mais recente à mais antiga, 10 por página. */
export async function carregarLista({ client, params }: PageLoaderArgs): Promise<ListaDeLegislaturasData> {
  const pagina = lerPaginaDaRota(params.pagina);
  const legislaturas = presente(
    (await runQuery(client, { query: ListaDeLegislaturasDocument, variables: { pagina, porPagina: LEGISLATURAS_POR_PAGINA } })).legislaturas,
  );
  if (pagina > 1 && pagina > legislaturas.totalPaginas) naoEncontrada();
  return { pagina, total: legislaturas.total, totalPaginas: legislaturas.totalPaginas, itens: legislaturas.itens };
}

export interface LegislaturaData {
  /** Página da lista de onde se veio (o link "voltar" leva a ela). */
  pagina: number;
  legislatura: NonNullable<LegislaturaComDeputadosQuery['legislatura']>;
}

/** `/legislaturas/{page}/{id}`: a legislatura com os deputados e o partido de cada um. */
export async function carregarLegislatura({ client, params }: PageLoaderArgs): Promise<LegislaturaData> {
  const pagina = lerPaginaDaRota(params.pagina);
  const id = params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) naoEncontrada('Legislatura não encontrada.');
  const { legislatura } = await runQuery(client, { query: LegislaturaComDeputadosDocument, variables: { id } });
  if (!legislatura) naoEncontrada('Legislatura não encontrada.');
  return { pagina, legislatura };
}
