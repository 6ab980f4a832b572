import { LinksPorCategoriaDocument, type LinksPorCategoriaQuery } from '../../gql/redacao/graphql';
import { definePage, presente, runQuery } from '../../routing/page';
import { LinksPage } from './LinksPage';

type Categoria = NonNullable<LinksPorCategoriaQuery['categoriasLinks']>['itens'][number];

export interface LinksData {
  /** Só as categorias com links, na ordem cadastrada. */
  categorias: Categoria[];
}

/** `/links`: os links do portal agrupados por categoria (docs/links.md). */
export const PAGINA_DE_LINKS = definePage({
  Component: LinksPage,
  loader: async ({ client }): Promise<LinksData> => {
    const { categoriasLinks } = await runQuery(client, { query: LinksPorCategoriaDocument });
    return { categorias: presente(categoriasLinks).itens.filter((c) => c.links.length > 0) };
  },
  head: () => ({ titulo: 'Links', descricao: 'Links úteis da Assembleia Legislativa do Estado de Goiás, por categoria.', canonico: '/links' }),
});
