import { hojeEmBrasilia } from '@alego/catalog';
import { HomeDocument, HomeTransparenciaDocument, type HomeQuery, type HomeTransparenciaQuery } from '../../gql/graphql';
import { definePage, runQuery } from '../../routing/page';
import { HomePage } from './HomePage';

export interface HomeData extends HomeQuery {
  /** Números da transparência do último ano com dados; null enquanto não há dados publicados. */
  transparencia: HomeTransparenciaQuery | null;
}

export default definePage({
  Component: HomePage,
  loader: async ({ client }): Promise<HomeData> => {
    const inicio = await runQuery(client, { query: HomeDocument, variables: { hoje: hojeEmBrasilia() } });
    // Os anos vêm na mesma consulta da página; os totais do ano mais recente, numa segunda.
    const anoEmpenhos = inicio.anosEmpenhos?.[0];
    const anoContratos = inicio.anosContratos?.[0];
    const anoVerbas = (inicio.verbasIndenizatoriasPeriodos ?? []).map((p) => p.ano).sort((a, b) => b - a)[0];
    const transparencia =
      anoEmpenhos !== undefined && anoContratos !== undefined && anoVerbas !== undefined
        ? await runQuery(client, { query: HomeTransparenciaDocument, variables: { anoEmpenhos, anoContratos, anoVerbas } })
        : null;
    return { ...inicio, transparencia };
  },
  head: () => ({
    titulo: 'Início',
    descricao:
      'Notícias, agenda do dia, deputados em exercício, transparência e participação cidadã na Assembleia Legislativa do Estado de Goiás.',
  }),
});
