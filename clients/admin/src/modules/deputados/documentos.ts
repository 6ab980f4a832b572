/** Documentos tipados dos deputados (gerados de deputados.graphql pelo codegen). */
import type { DeputadoAdminQuery, OpcoesDeputadoQuery } from '../../gql/graphql';

export {
  AtualizarDeputadoDocument,
  CriarDeputadoDocument,
  DeputadoAdminDocument,
  DeputadosAdminDocument,
  ExcluirDeputadoDocument,
  OpcoesDeputadoDocument,
} from '../../gql/graphql';

export type DeputadoDetalhe = NonNullable<DeputadoAdminQuery['deputadoAdmin']>;
export type OpcoesDeputado = OpcoesDeputadoQuery;
