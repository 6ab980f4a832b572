/** Documentos tipados das galerias (gerados de galerias.graphql pelo codegen). */
import type { GaleriaAdminQuery } from '../../gql/graphql';

export {
  AlterarSituacaoGaleriaDocument,
  AtualizarGaleriaDocument,
  CriarGaleriaDocument,
  ExcluirGaleriaDocument,
  GaleriaAdminDocument,
  GaleriasAdminDocument,
  OpcoesGaleriaDocument,
  SalvarImagemGaleriaDocument,
} from '../../gql/graphql';

export type GaleriaDetalhe = NonNullable<GaleriaAdminQuery['galeriaAdmin']>;
