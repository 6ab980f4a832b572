/** Documentos tipados das remunerações (gerados de remuneracoes.graphql pelo codegen). */
import type { RemuneracaoAdminQuery, RemuneracoesAdminQuery } from '../../gql/graphql';

export { ExcluirRemuneracaoAdminDocument, RemuneracaoAdminDocument, RemuneracoesAdminDocument } from '../../gql/graphql';

export type RemuneracaoResumo = NonNullable<RemuneracoesAdminQuery['remuneracoes']>['itens'][number];
export type Remuneracao = NonNullable<RemuneracaoAdminQuery['remuneracao']>;
