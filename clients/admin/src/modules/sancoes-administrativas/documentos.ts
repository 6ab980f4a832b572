/** Documentos tipados (sanções administrativas), gerados de sancoes-administrativas.graphql pelo codegen. */
import type { SancaoAdministrativaAdminQuery } from '../../gql/graphql';

export {
  AtualizarSancaoAdministrativaAdminDocument,
  CriarSancaoAdministrativaAdminDocument,
  ExcluirSancaoAdministrativaAdminDocument,
  SancaoAdministrativaAdminDocument,
  SancoesAdministrativasAdminDocument,
} from '../../gql/graphql';

export type SancaoAdministrativa = NonNullable<SancaoAdministrativaAdminQuery['sancaoAdministrativa']>;
