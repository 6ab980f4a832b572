/** Documentos tipados (gestão fiscal anual), gerados de gestao-fiscal-anual.graphql pelo codegen. */
import type { GestaoFiscalAnualAdminQuery } from '../../gql/graphql';

export {
  AtualizarGestaoFiscalAnualAdminDocument,
  CriarGestaoFiscalAnualAdminDocument,
  ExcluirGestaoFiscalAnualAdminDocument,
  GestaoFiscalAnualAdminDocument,
  GestoesFiscaisAnuaisAdminDocument,
} from '../../gql/graphql';

export type GestaoFiscalAnual = NonNullable<GestaoFiscalAnualAdminQuery['gestaoFiscalAnual']>;
