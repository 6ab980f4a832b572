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
    "query ListaDeNoticias($filtro: NoticiaFiltro, $pagina: Int!, $porPagina: Int!) {\n  noticias(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      id\n      titulo\n      resumo\n      categoria\n      publicadaEm\n      urlSufixo\n      imagem {\n        miniatura(largura: 400)\n      }\n    }\n  }\n}\n\nquery Noticia($id: ID!) {\n  noticia(id: $id) {\n    id\n    titulo\n    resumo\n    conteudo\n    fonte\n    categoria\n    publicada\n    publicadaEm\n    urlSufixo\n    destaqueDescricao\n    imagemAlt\n    imagemLegenda\n    imagem {\n      url\n      largura\n      altura\n    }\n    deputado {\n      id\n      nome\n      partido {\n        id\n        sigla\n      }\n    }\n    galeria {\n      id\n      titulo\n      urlSufixo\n      galeriaImagens {\n        id\n        titulo\n        imagem {\n          miniatura(largura: 320)\n        }\n      }\n    }\n  }\n}\n\nquery ImagemDaNoticia($id: ID!) {\n  noticia(id: $id) {\n    id\n    publicada\n    imagem {\n      url\n    }\n  }\n}\n\nquery NoticiaPorLegado($legadoId: Int!) {\n  noticiaPorLegado(legadoId: $legadoId) {\n    id\n    publicada\n    urlSufixo\n  }\n}": typeof types.ListaDeNoticiasDocument,
};
const documents: Documents = {
    "query ListaDeNoticias($filtro: NoticiaFiltro, $pagina: Int!, $porPagina: Int!) {\n  noticias(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      id\n      titulo\n      resumo\n      categoria\n      publicadaEm\n      urlSufixo\n      imagem {\n        miniatura(largura: 400)\n      }\n    }\n  }\n}\n\nquery Noticia($id: ID!) {\n  noticia(id: $id) {\n    id\n    titulo\n    resumo\n    conteudo\n    fonte\n    categoria\n    publicada\n    publicadaEm\n    urlSufixo\n    destaqueDescricao\n    imagemAlt\n    imagemLegenda\n    imagem {\n      url\n      largura\n      altura\n    }\n    deputado {\n      id\n      nome\n      partido {\n        id\n        sigla\n      }\n    }\n    galeria {\n      id\n      titulo\n      urlSufixo\n      galeriaImagens {\n        id\n        titulo\n        imagem {\n          miniatura(largura: 320)\n        }\n      }\n    }\n  }\n}\n\nquery ImagemDaNoticia($id: ID!) {\n  noticia(id: $id) {\n    id\n    publicada\n    imagem {\n      url\n    }\n  }\n}\n\nquery NoticiaPorLegado($legadoId: Int!) {\n  noticiaPorLegado(legadoId: $legadoId) {\n    id\n    publicada\n    urlSufixo\n  }\n}": types.ListaDeNoticiasDocument,
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
export function graphql(source: "query ListaDeNoticias($filtro: NoticiaFiltro, $pagina: Int!, $porPagina: Int!) {\n  noticias(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      id\n      titulo\n      resumo\n      categoria\n      publicadaEm\n      urlSufixo\n      imagem {\n        miniatura(largura: 400)\n      }\n    }\n  }\n}\n\nquery Noticia($id: ID!) {\n  noticia(id: $id) {\n    id\n    titulo\n    resumo\n    conteudo\n    fonte\n    categoria\n    publicada\n    publicadaEm\n    urlSufixo\n    destaqueDescricao\n    imagemAlt\n    imagemLegenda\n    imagem {\n      url\n      largura\n      altura\n    }\n    deputado {\n      id\n      nome\n      partido {\n        id\n        sigla\n      }\n    }\n    galeria {\n      id\n      titulo\n      urlSufixo\n      galeriaImagens {\n        id\n        titulo\n        imagem {\n          miniatura(largura: 320)\n        }\n      }\n    }\n  }\n}\n\nquery ImagemDaNoticia($id: ID!) {\n  noticia(id: $id) {\n    id\n    publicada\n    imagem {\n      url\n    }\n  }\n}\n\nquery NoticiaPorLegado($legadoId: Int!) {\n  noticiaPorLegado(legadoId: $legadoId) {\n    id\n    publicada\n    urlSufixo\n  }\n}"): (typeof documents)["query ListaDeNoticias($filtro: NoticiaFiltro, $pagina: Int!, $porPagina: Int!) {\n  noticias(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      id\n      titulo\n      resumo\n      categoria\n      publicadaEm\n      urlSufixo\n      imagem {\n        miniatura(largura: 400)\n      }\n    }\n  }\n}\n\nquery Noticia($id: ID!) {\n  noticia(id: $id) {\n    id\n    titulo\n    resumo\n    conteudo\n    fonte\n    categoria\n    publicada\n    publicadaEm\n    urlSufixo\n    destaqueDescricao\n    imagemAlt\n    imagemLegenda\n    imagem {\n      url\n      largura\n      altura\n    }\n    deputado {\n      id\n      nome\n      partido {\n        id\n        sigla\n      }\n    }\n    galeria {\n      id\n      titulo\n      urlSufixo\n      galeriaImagens {\n        id\n        titulo\n        imagem {\n          miniatura(largura: 320)\n        }\n      }\n    }\n  }\n}\n\nquery ImagemDaNoticia($id: ID!) {\n  noticia(id: $id) {\n    id\n    publicada\n    imagem {\n      url\n    }\n  }\n}\n\nquery NoticiaPorLegado($legadoId: Int!) {\n  noticiaPorLegado(legadoId: $legadoId) {\n    id\n    publicada\n    urlSufixo\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;