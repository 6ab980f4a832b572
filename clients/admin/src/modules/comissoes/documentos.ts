/** Documentos tipados das comissões (gerados de comissoes.graphql pelo codegen). */
import type { ComissaoAdminQuery } from '../../gql/graphql';

export {
  AtualizarComissaoDocument,
  ComissaoAdminDocument,
  ComissoesAdminDocument,
  CriarComissaoDocument,
  ExcluirComissaoDocument,
  OpcoesComissaoDocument,
} from '../../gql/graphql';

export type ComissaoDetalhe = NonNullable<ComissaoAdminQuery['comissaoAdmin']>;
