/** Documentos tipados das legislaturas (gerados de legislaturas.graphql pelo codegen). */
import type { LegislaturaAdminQuery } from '../../gql/graphql';

export {
  AtualizarLegislaturaDocument,
  CriarLegislaturaDocument,
  ExcluirLegislaturaDocument,
  LegislaturaAdminDocument,
  LegislaturasAdminDocument,
  OpcoesLegislaturaDocument,
} from '../../gql/graphql';

export type LegislaturaDetalhe = NonNullable<LegislaturaAdminQuery['legislaturaAdmin']>;
