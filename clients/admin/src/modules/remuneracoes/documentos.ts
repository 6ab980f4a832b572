/** Documentos tipados das remunerações (gerados de remuneracoes.graphql pelo codegen). */
import type { ImportacaoRemuneracoesQuery, RemuneracaoAdminQuery, RemuneracoesAdminQuery } from '../../gql/graphql';

export {
  ExcluirRemuneracaoAdminDocument,
  ImportacaoRemuneracoesDocument,
  IniciarImportacaoRemuneracoesDocument,
  RemuneracaoAdminDocument,
  RemuneracoesAdminDocument,
} from '../../gql/graphql';

export type RemuneracaoResumo = NonNullable<RemuneracoesAdminQuery['remuneracoes']>['itens'][number];
export type Remuneracao = NonNullable<RemuneracaoAdminQuery['remuneracao']>;
export type Importacao = NonNullable<ImportacaoRemuneracoesQuery['importacaoRemuneracoes']>;
