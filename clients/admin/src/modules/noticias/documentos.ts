/** Documentos tipados das notícias (gerados de noticias.graphql pelo codegen). */
import type { NoticiaAdminQuery, NoticiasAdminQuery } from '../../gql/graphql';

export {
  AtualizarNoticiaDocument,
  CriarNoticiaDocument,
  DespublicarNoticiaDocument,
  ExcluirNoticiaDocument,
  NoticiaAdminDocument,
  NoticiasAdminDocument,
  PublicarNoticiaDocument,
} from '../../gql/graphql';

export type NoticiaResumo = NonNullable<NoticiasAdminQuery['noticiasAdmin']>['itens'][number];
export type NoticiaDetalhe = NonNullable<NoticiaAdminQuery['noticiaAdmin']>;
