/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Categoria editorial da notícia. */
export type CategoriaNoticia =
  | 'assembleia'
  | 'discurso'
  | 'especiais'
  | 'gabinete';

/** Nível de destaque na página inicial. */
export type DestaqueNivel =
  | 'primario'
  | 'secundario'
  | 'terciario';

export type NoticiaFiltro = {
  categoria?: CategoriaNoticia | null | undefined;
  deputadoId?: string | number | null | undefined;
  destaque?: DestaqueNivel | null | undefined;
  /** Busca textual em português (sem acentos, singular e plural), por relevância. */
  termo?: string | null | undefined;
};

export type ListaDeNoticiasQueryVariables = Exact<{
  filtro?: NoticiaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ListaDeNoticiasQuery = { noticias: { total: number, pagina: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, resumo: string | null, categoria: CategoriaNoticia, publicadaEm: string | null, urlSufixo: string, imagem: { miniatura: string } | null }> } | null };

export type NoticiaQueryVariables = Exact<{
  id: string | number;
}>;


export type NoticiaQuery = { noticia: { id: string, titulo: string, resumo: string | null, conteudo: string, fonte: string | null, categoria: CategoriaNoticia, publicada: boolean, publicadaEm: string | null, urlSufixo: string, destaqueDescricao: string | null, imagemAlt: string | null, imagemLegenda: string | null, imagem: { url: string, largura: number | null, altura: number | null } | null, deputado: { id: string, nome: string, partido: { id: string, sigla: string } | null } | null, galeria: { id: string, titulo: string, urlSufixo: string, galeriaImagens: Array<{ id: string, titulo: string | null, imagem: { miniatura: string } }> } | null } | null };

export type ImagemDaNoticiaQueryVariables = Exact<{
  id: string | number;
}>;


export type ImagemDaNoticiaQuery = { noticia: { id: string, publicada: boolean, imagem: { url: string } | null } | null };

export type NoticiaPorLegadoQueryVariables = Exact<{
  legadoId: number;
}>;


export type NoticiaPorLegadoQuery = { noticiaPorLegado: { id: string, publicada: boolean, urlSufixo: string } | null };


export const ListaDeNoticiasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListaDeNoticias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pagina"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<ListaDeNoticiasQuery, ListaDeNoticiasQueryVariables>;
export const NoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Noticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"imagemAlt"}},{"kind":"Field","name":{"kind":"Name","value":"imagemLegenda"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<NoticiaQuery, NoticiaQueryVariables>;
export const ImagemDaNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImagemDaNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ImagemDaNoticiaQuery, ImagemDaNoticiaQueryVariables>;
export const NoticiaPorLegadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticiaPorLegado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legadoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticiaPorLegado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legadoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legadoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}}]}}]}}]} as unknown as DocumentNode<NoticiaPorLegadoQuery, NoticiaPorLegadoQueryVariables>;