/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GaleriasFiltro = {
  categoriaId?: string | number | null | undefined;
  /** Parte do título ou da descrição. */
  termo?: string | null | undefined;
};

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

export type ListaDeGaleriasQueryVariables = Exact<{
  filtro?: GaleriasFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ListaDeGaleriasQuery = { galeriasPublicadas: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, urlSufixo: string, createdAt: string, categoria: { id: string, nome: string }, capa: { id: string, titulo: string | null, imagem: { miniatura: string } } | null }> } | null, galeriaCategorias: { itens: Array<{ id: string, nome: string }> } | null };

export type GaleriaQueryVariables = Exact<{
  id: string | number;
}>;


export type GaleriaQuery = { galeria: { id: string, titulo: string, descricao: string | null, urlSufixo: string, createdAt: string, relacionadoNome: string | null, categoria: { id: string, nome: string }, capa: { id: string } | null, galeriaImagens: Array<{ id: string, titulo: string | null, credito: string | null, imagem: { url: string, largura: number | null, altura: number | null, miniatura: string, grande: string } }> } | null };

export type GaleriaPorLegadoQueryVariables = Exact<{
  legadoId: number;
}>;


export type GaleriaPorLegadoQuery = { galeriaPorLegado: { id: string, urlSufixo: string } | null };

export type AutocompleteGaleriasQueryVariables = Exact<{
  termo: string;
}>;


export type AutocompleteGaleriasQuery = { autocompleteGalerias: Array<{ id: string, titulo: string, urlSufixo: string }> | null };

export type DownloadDaFotoQueryVariables = Exact<{
  id: string | number;
}>;


export type DownloadDaFotoQuery = { galeriaImagem: { id: string, download: string } | null };

export type LinksPorCategoriaQueryVariables = Exact<{ [key: string]: never; }>;


export type LinksPorCategoriaQuery = { categoriasLinks: { itens: Array<{ id: string, nome: string, links: Array<{ id: string, titulo: string, url: string }> }> } | null };

export const EventoDaAgendaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventoDaAgenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]} as unknown as DocumentNode<EventoDaAgendaFragment, unknown>;
export const AgendaDoDiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgendaDoDia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendasPublicadas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventoDaAgenda"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"diaAnteriorComAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}]},{"kind":"Field","name":{"kind":"Name","value":"proximoDiaComAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventoDaAgenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]} as unknown as DocumentNode<AgendaDoDiaQuery, AgendaDoDiaQueryVariables>;
export const AgendaDoMesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgendaDoMes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendasPublicadas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}}]}}]}}]} as unknown as DocumentNode<AgendaDoMesQuery, AgendaDoMesQueryVariables>;
export const PautaPreviaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PautaPrevia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"de"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendasPublicadas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"de"},"value":{"kind":"Variable","name":{"kind":"Name","value":"de"}}},{"kind":"Argument","name":{"kind":"Name","value":"ate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventoDaAgenda"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventoDaAgenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]} as unknown as DocumentNode<PautaPreviaQuery, PautaPreviaQueryVariables>;
export const ListaDeGaleriasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListaDeGalerias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriasFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriasPublicadas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaCategorias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<ListaDeGaleriasQuery, ListaDeGaleriasQueryVariables>;
export const GaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Galeria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"credito"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]},{"kind":"Field","alias":{"kind":"Name","value":"grande"},"name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"1200"}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<GaleriaQuery, GaleriaQueryVariables>;
export const GaleriaPorLegadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriaPorLegado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legadoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaPorLegado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legadoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legadoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}}]}}]}}]} as unknown as DocumentNode<GaleriaPorLegadoQuery, GaleriaPorLegadoQueryVariables>;
export const AutocompleteGaleriasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutocompleteGalerias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autocompleteGalerias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"termo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}}]}}]}}]} as unknown as DocumentNode<AutocompleteGaleriasQuery, AutocompleteGaleriasQueryVariables>;
export const DownloadDaFotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadDaFoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaImagem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"download"}}]}}]}}]} as unknown as DocumentNode<DownloadDaFotoQuery, DownloadDaFotoQueryVariables>;
export const LinksPorCategoriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinksPorCategoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LinksPorCategoriaQuery, LinksPorCategoriaQueryVariables>;