/** Documentos tipados (orçamentos), gerados de orcamentos.graphql pelo codegen. */
import type { OrcamentoAdminQuery } from '../../gql/graphql';

export {
  AtualizarOrcamentoAdminDocument,
  CriarOrcamentoAdminDocument,
  ExcluirOrcamentoAdminDocument,
  OrcamentoAdminDocument,
  OrcamentosAdminDocument,
} from '../../gql/graphql';

export type Orcamento = NonNullable<OrcamentoAdminQuery['orcamento']>;
