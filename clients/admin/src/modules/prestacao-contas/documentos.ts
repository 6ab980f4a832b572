/** Documentos tipados (prestação de contas), gerados de prestacao-contas.graphql pelo codegen. */
import type { PrestacaoContasAdminQuery } from '../../gql/graphql';

export {
  AtualizarPrestacaoContasAdminDocument,
  CriarPrestacaoContasAdminDocument,
  ExcluirPrestacaoContasAdminDocument,
  PrestacaoContasAdminDocument,
  PrestacoesContasAdminDocument,
} from '../../gql/graphql';

export type PrestacaoContas = NonNullable<PrestacaoContasAdminQuery['prestacaoContas']>;
