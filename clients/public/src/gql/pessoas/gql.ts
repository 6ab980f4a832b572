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
    "fragment DeputadoDaLista on Deputado {\n  id\n  nome\n  nomeCompleto\n  ativo\n  lider\n  mesaDiretora\n  partido {\n    id\n    sigla\n    nome\n  }\n}\n\nquery DeputadosDaLista($filtro: DeputadoFiltro, $pagina: Int!, $porPagina: Int!) {\n  deputados(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    totalPaginas\n    itens {\n      ...DeputadoDaLista\n    }\n  }\n}\n\nquery PartidosDoFiltro {\n  partidos(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      sigla\n      nome\n    }\n  }\n}\n\nquery PerfilDoDeputado($id: ID!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n    gabinete\n    email\n    telefone\n  }\n}\n\nquery BiografiaDoDeputado($id: ID!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n    biografia\n  }\n}\n\nfragment PublicacaoDoDeputado on Noticia {\n  id\n  titulo\n  resumo\n  categoria\n  publicadaEm\n  urlSufixo\n}\n\nquery AtividadeDoDeputado($id: ID!, $porPagina: Int!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n  }\n  noticias(\n    filtro: {deputadoId: $id, categoria: assembleia}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n  noticiasDoGabinete: noticias(\n    filtro: {deputadoId: $id, categoria: gabinete}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n  discursos: noticias(\n    filtro: {deputadoId: $id, categoria: discurso}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n}": typeof types.DeputadoDaListaFragmentDoc,
};
const documents: Documents = {
    "fragment DeputadoDaLista on Deputado {\n  id\n  nome\n  nomeCompleto\n  ativo\n  lider\n  mesaDiretora\n  partido {\n    id\n    sigla\n    nome\n  }\n}\n\nquery DeputadosDaLista($filtro: DeputadoFiltro, $pagina: Int!, $porPagina: Int!) {\n  deputados(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    totalPaginas\n    itens {\n      ...DeputadoDaLista\n    }\n  }\n}\n\nquery PartidosDoFiltro {\n  partidos(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      sigla\n      nome\n    }\n  }\n}\n\nquery PerfilDoDeputado($id: ID!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n    gabinete\n    email\n    telefone\n  }\n}\n\nquery BiografiaDoDeputado($id: ID!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n    biografia\n  }\n}\n\nfragment PublicacaoDoDeputado on Noticia {\n  id\n  titulo\n  resumo\n  categoria\n  publicadaEm\n  urlSufixo\n}\n\nquery AtividadeDoDeputado($id: ID!, $porPagina: Int!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n  }\n  noticias(\n    filtro: {deputadoId: $id, categoria: assembleia}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n  noticiasDoGabinete: noticias(\n    filtro: {deputadoId: $id, categoria: gabinete}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n  discursos: noticias(\n    filtro: {deputadoId: $id, categoria: discurso}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n}": types.DeputadoDaListaFragmentDoc,
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
export function graphql(source: "fragment DeputadoDaLista on Deputado {\n  id\n  nome\n  nomeCompleto\n  ativo\n  lider\n  mesaDiretora\n  partido {\n    id\n    sigla\n    nome\n  }\n}\n\nquery DeputadosDaLista($filtro: DeputadoFiltro, $pagina: Int!, $porPagina: Int!) {\n  deputados(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    totalPaginas\n    itens {\n      ...DeputadoDaLista\n    }\n  }\n}\n\nquery PartidosDoFiltro {\n  partidos(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      sigla\n      nome\n    }\n  }\n}\n\nquery PerfilDoDeputado($id: ID!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n    gabinete\n    email\n    telefone\n  }\n}\n\nquery BiografiaDoDeputado($id: ID!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n    biografia\n  }\n}\n\nfragment PublicacaoDoDeputado on Noticia {\n  id\n  titulo\n  resumo\n  categoria\n  publicadaEm\n  urlSufixo\n}\n\nquery AtividadeDoDeputado($id: ID!, $porPagina: Int!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n  }\n  noticias(\n    filtro: {deputadoId: $id, categoria: assembleia}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n  noticiasDoGabinete: noticias(\n    filtro: {deputadoId: $id, categoria: gabinete}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n  discursos: noticias(\n    filtro: {deputadoId: $id, categoria: discurso}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n}"): (typeof documents)["fragment DeputadoDaLista on Deputado {\n  id\n  nome\n  nomeCompleto\n  ativo\n  lider\n  mesaDiretora\n  partido {\n    id\n    sigla\n    nome\n  }\n}\n\nquery DeputadosDaLista($filtro: DeputadoFiltro, $pagina: Int!, $porPagina: Int!) {\n  deputados(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    totalPaginas\n    itens {\n      ...DeputadoDaLista\n    }\n  }\n}\n\nquery PartidosDoFiltro {\n  partidos(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      sigla\n      nome\n    }\n  }\n}\n\nquery PerfilDoDeputado($id: ID!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n    gabinete\n    email\n    telefone\n  }\n}\n\nquery BiografiaDoDeputado($id: ID!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n    biografia\n  }\n}\n\nfragment PublicacaoDoDeputado on Noticia {\n  id\n  titulo\n  resumo\n  categoria\n  publicadaEm\n  urlSufixo\n}\n\nquery AtividadeDoDeputado($id: ID!, $porPagina: Int!) {\n  deputado(id: $id) {\n    ...DeputadoDaLista\n  }\n  noticias(\n    filtro: {deputadoId: $id, categoria: assembleia}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n  noticiasDoGabinete: noticias(\n    filtro: {deputadoId: $id, categoria: gabinete}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n  discursos: noticias(\n    filtro: {deputadoId: $id, categoria: discurso}\n    pagina: 1\n    porPagina: $porPagina\n  ) {\n    total\n    itens {\n      ...PublicacaoDoDeputado\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;