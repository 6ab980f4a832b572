/** Documentos tipados (quadro de remuneração), gerados de quadro-remuneracao.graphql pelo codegen. */
import type { QuadroRemuneracaoAdminQuery } from '../../gql/graphql';

export {
  AtualizarQuadroRemuneracaoAdminDocument,
  CriarQuadroRemuneracaoAdminDocument,
  ExcluirQuadroRemuneracaoAdminDocument,
  QuadroRemuneracaoAdminDocument,
  QuadrosRemuneracaoAdminDocument,
} from '../../gql/graphql';

export type QuadroRemuneracao = NonNullable<QuadroRemuneracaoAdminQuery['quadroRemuneracao']>;
