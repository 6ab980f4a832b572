import { FrentesParlamentaresDocument, type FrentesParlamentaresQuery } from '../../gql/pessoas/graphql';
import { presente, runQuery, type PageLoaderArgs } from '../../routing/page';
import { emOrdemAlfabetica, todasAsPaginas } from '../pessoas/paginas';

export type Frente = NonNullable<FrentesParlamentaresQuery['frentesParlamentares']>['itens'][number];
export type SituacaoDaFrente = 'ativas' | 'inativas';

export interface FrentesData {
  situacao: SituacaoDaFrente;
  /** Em ordem de nome; os membros de cada uma também. */
  frentes: Frente[];
}

export const CAMINHO_DAS_FRENTES: Record<SituacaoDaFrente, string> = {
  ativas: '/frentes_parlamentares_ativas',
  inativas: '/frentes_parlamentares_inativas',
};

export async function carregarFrentes(situacao: SituacaoDaFrente, { client }: PageLoaderArgs): Promise<FrentesData> {
  const frentes = await todasAsPaginas(async (pagina) => {
    const dados = await runQuery(client, {
      query: FrentesParlamentaresDocument,
      variables: { ativa: situacao === 'ativas', pagina },
    });
    return presente(dados.frentesParlamentares);
  });
  return {
    situacao,
    frentes: emOrdemAlfabetica(frentes).map((f) => ({ ...f, deputados: emOrdemAlfabetica(f.deputados) })),
  };
}
