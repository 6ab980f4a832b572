/** Documentos tipados da agenda (gerados de agendas.graphql pelo codegen). */
import type { AgendaAdminQuery } from '../../gql/graphql';

export {
  AgendaAdminDocument,
  AgendasAdminDocument,
  AlterarSituacaoAgendaDocument,
  AtualizarAgendaDocument,
  CriarAgendaDocument,
  ExcluirAgendaDocument,
} from '../../gql/graphql';

export type AgendaDetalhe = NonNullable<AgendaAdminQuery['agendaAdmin']>;
