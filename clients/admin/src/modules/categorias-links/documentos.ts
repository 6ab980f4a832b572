/** Documentos tipados das categorias de links (gerados de categorias-links.graphql pelo codegen). */
import type { CategoriaLinkQuery } from '../../gql/graphql';

export {
  AtualizarCategoriaLinkDocument,
  CategoriaLinkDocument,
  CategoriasLinksDocument,
  CriarCategoriaLinkDocument,
  ExcluirCategoriaLinkDocument,
} from '../../gql/graphql';

export type CategoriaLink = NonNullable<CategoriaLinkQuery['categoriaLink']>;
