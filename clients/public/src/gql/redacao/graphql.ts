/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Agenda da Assembleia ou do presidente (a do presidente não tem envolvidos). */
export type TipoAgenda =
  | 'assembleia'
  | 'presidente';

/** Quem está envolvido no evento. */
export type TipoEnvolvido =
  | 'autoridade'
  | 'comissao'
  | 'deputado'
  | 'sociedade';

export type EventoDaAgendaFragment = { id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null };

export type AgendaDoDiaQueryVariables = Exact<{
  data: string;
}>;


export type AgendaDoDiaQuery = { diaAnteriorComAgenda: string | null, proximoDiaComAgenda: string | null, agendasPublicadas: Array<{ id: string, data: string, tipo: TipoAgenda, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> }> | null };

export type AgendaDoMesQueryVariables = Exact<{
  de: string;
  ate: string;
}>;


export type AgendaDoMesQuery = { agendasPublicadas: Array<{ id: string, data: string, tipo: TipoAgenda }> | null };

export type PautaPreviaQueryVariables = Exact<{
  de: string;
  ate: string;
}>;


export type PautaPreviaQuery = { agendasPublicadas: Array<{ id: string, data: string, tipo: TipoAgenda, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> }> | null };

export type LinksPorCategoriaQueryVariables = Exact<{ [key: string]: never; }>;


export type LinksPorCategoriaQuery = { categoriasLinks: { itens: Array<{ id: string, nome: string, links: Array<{ id: string, titulo: string, url: string }> }> } | null };

export const EventoDaAgendaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventoDaAgenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]} as unknown as DocumentNode<EventoDaAgendaFragment, unknown>;
export const AgendaDoDiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgendaDoDia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendasPublicadas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventoDaAgenda"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"diaAnteriorComAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}]},{"kind":"Field","name":{"kind":"Name","value":"proximoDiaComAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventoDaAgenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]} as unknown as DocumentNode<AgendaDoDiaQuery, AgendaDoDiaQueryVariables>;
export const AgendaDoMesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgendaDoMes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendasPublicadas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}}]}}]}}]} as unknown as DocumentNode<AgendaDoMesQuery, AgendaDoMesQueryVariables>;
export const PautaPreviaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PautaPrevia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendasPublicadas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventoDaAgenda"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventoDaAgenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]} as unknown as DocumentNode<PautaPreviaQuery, PautaPreviaQueryVariables>;
export const LinksPorCategoriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinksPorCategoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LinksPorCategoriaQuery, LinksPorCategoriaQueryVariables>;