/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query PaginaAssessoramento($tipo: String, $pagina: Int!, $porPagina: Int!) {\n  informacoesAssessoramento(pagina: 1, porPagina: 50) {\n    itens {\n      id\n      secao\n      titulo\n      conteudo\n    }\n  }\n  membrosCorpoTecnico(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n      cargo\n      area\n      formacao\n    }\n  }\n  materiaisAssessoramento(\n    filtro: {tipo: $tipo}\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    itens {\n      id\n      titulo\n      data\n      tipo\n      tipoDescricao\n      resumo\n      url\n      arquivo {\n        url\n        tamanho\n      }\n    }\n    total\n    pagina\n    totalPaginas\n  }\n}": typeof types.PaginaAssessoramentoDocument,
    "query PaginaProcuradoria($aba: String!, $abaArquivos: String!, $pagina: Int!) {\n  procuradorias(filtro: {aba: $aba}, pagina: 1, porPagina: 50) {\n    itens {\n      id\n      campo\n      tituloExibido\n      conteudo\n      data\n    }\n  }\n  procuradoriaArquivos(\n    filtro: {aba: $abaArquivos, comArquivo: true}\n    pagina: $pagina\n    porPagina: 10\n  ) {\n    itens {\n      id\n      titulo\n      data\n      arquivo {\n        url\n        tamanho\n      }\n    }\n    total\n    pagina\n    totalPaginas\n  }\n}": typeof types.PaginaProcuradoriaDocument,
};
const documents: Documents = {
    "query PaginaAssessoramento($tipo: String, $pagina: Int!, $porPagina: Int!) {\n  informacoesAssessoramento(pagina: 1, porPagina: 50) {\n    itens {\n      id\n      secao\n      titulo\n      conteudo\n    }\n  }\n  membrosCorpoTecnico(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n      cargo\n      area\n      formacao\n    }\n  }\n  materiaisAssessoramento(\n    filtro: {tipo: $tipo}\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    itens {\n      id\n      titulo\n      data\n      tipo\n      tipoDescricao\n      resumo\n      url\n      arquivo {\n        url\n        tamanho\n      }\n    }\n    total\n    pagina\n    totalPaginas\n  }\n}": types.PaginaAssessoramentoDocument,
    "query PaginaProcuradoria($aba: String!, $abaArquivos: String!, $pagina: Int!) {\n  procuradorias(filtro: {aba: $aba}, pagina: 1, porPagina: 50) {\n    itens {\n      id\n      campo\n      tituloExibido\n      conteudo\n      data\n    }\n  }\n  procuradoriaArquivos(\n    filtro: {aba: $abaArquivos, comArquivo: true}\n    pagina: $pagina\n    porPagina: 10\n  ) {\n    itens {\n      id\n      titulo\n      data\n      arquivo {\n        url\n        tamanho\n      }\n    }\n    total\n    pagina\n    totalPaginas\n  }\n}": types.PaginaProcuradoriaDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginaAssessoramento($tipo: String, $pagina: Int!, $porPagina: Int!) {\n  informacoesAssessoramento(pagina: 1, porPagina: 50) {\n    itens {\n      id\n      secao\n      titulo\n      conteudo\n    }\n  }\n  membrosCorpoTecnico(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n      cargo\n      area\n      formacao\n    }\n  }\n  materiaisAssessoramento(\n    filtro: {tipo: $tipo}\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    itens {\n      id\n      titulo\n      data\n      tipo\n      tipoDescricao\n      resumo\n      url\n      arquivo {\n        url\n        tamanho\n      }\n    }\n    total\n    pagina\n    totalPaginas\n  }\n}"): (typeof documents)["query PaginaAssessoramento($tipo: String, $pagina: Int!, $porPagina: Int!) {\n  informacoesAssessoramento(pagina: 1, porPagina: 50) {\n    itens {\n      id\n      secao\n      titulo\n      conteudo\n    }\n  }\n  membrosCorpoTecnico(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n      cargo\n      area\n      formacao\n    }\n  }\n  materiaisAssessoramento(\n    filtro: {tipo: $tipo}\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    itens {\n      id\n      titulo\n      data\n      tipo\n      tipoDescricao\n      resumo\n      url\n      arquivo {\n        url\n        tamanho\n      }\n    }\n    total\n    pagina\n    totalPaginas\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginaProcuradoria($aba: String!, $abaArquivos: String!, $pagina: Int!) {\n  procuradorias(filtro: {aba: $aba}, pagina: 1, porPagina: 50) {\n    itens {\n      id\n      campo\n      tituloExibido\n      conteudo\n      data\n    }\n  }\n  procuradoriaArquivos(\n    filtro: {aba: $abaArquivos, comArquivo: true}\n    pagina: $pagina\n    porPagina: 10\n  ) {\n    itens {\n      id\n      titulo\n      data\n      arquivo {\n        url\n        tamanho\n      }\n    }\n    total\n    pagina\n    totalPaginas\n  }\n}"): (typeof documents)["query PaginaProcuradoria($aba: String!, $abaArquivos: String!, $pagina: Int!) {\n  procuradorias(filtro: {aba: $aba}, pagina: 1, porPagina: 50) {\n    itens {\n      id\n      campo\n      tituloExibido\n      conteudo\n      data\n    }\n  }\n  procuradoriaArquivos(\n    filtro: {aba: $abaArquivos, comArquivo: true}\n    pagina: $pagina\n    porPagina: 10\n  ) {\n    itens {\n      id\n      titulo\n      data\n      arquivo {\n        url\n        tamanho\n      }\n    }\n    total\n    pagina\n    totalPaginas\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;