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
    "fragment EventoDaAgenda on AgendaItem {\n  id\n  horario\n  titulo\n  local\n  pauta\n  tipoEnvolvido\n  envolvido\n}\n\nquery AgendaDoDia($data: String!) {\n  agendasPublicadas(de: $data, ate: $data) {\n    id\n    data\n    tipo\n    agendaItens {\n      ...EventoDaAgenda\n    }\n  }\n  diaAnteriorComAgenda(data: $data)\n  proximoDiaComAgenda(data: $data)\n}\n\nquery AgendaDoMes($de: String!, $ate: String!) {\n  agendasPublicadas(de: $de, ate: $ate) {\n    id\n    data\n    tipo\n  }\n}\n\nquery PautaPrevia($de: String!, $ate: String!) {\n  agendasPublicadas(de: $de, ate: $ate) {\n    id\n    data\n    tipo\n    agendaItens {\n      ...EventoDaAgenda\n    }\n  }\n}": typeof types.EventoDaAgendaFragmentDoc,
    "query ListaDeGalerias($filtro: GaleriasFiltro, $pagina: Int!, $porPagina: Int!) {\n  galeriasPublicadas(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      titulo\n      urlSufixo\n      createdAt\n      categoria {\n        id\n        nome\n      }\n      capa {\n        id\n        titulo\n        imagem {\n          miniatura(largura: 400)\n        }\n      }\n    }\n    total\n    totalPaginas\n  }\n  galeriaCategorias(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n    }\n  }\n}\n\nquery Galeria($id: ID!) {\n  galeria(id: $id) {\n    id\n    titulo\n    descricao\n    urlSufixo\n    createdAt\n    relacionadoNome\n    categoria {\n      id\n      nome\n    }\n    capa {\n      id\n    }\n    galeriaImagens {\n      id\n      titulo\n      credito\n      imagem {\n        url\n        largura\n        altura\n        miniatura(largura: 400)\n        grande: miniatura(largura: 1200)\n      }\n    }\n  }\n}\n\nquery GaleriaPorLegado($legadoId: Int!) {\n  galeriaPorLegado(legadoId: $legadoId) {\n    id\n    urlSufixo\n  }\n}\n\nquery AutocompleteGalerias($termo: String!) {\n  autocompleteGalerias(termo: $termo) {\n    id\n    titulo\n    urlSufixo\n  }\n}\n\nquery DownloadDaFoto($id: ID!) {\n  galeriaImagem(id: $id) {\n    id\n    download\n  }\n}": typeof types.ListaDeGaleriasDocument,
    "query LinksPorCategoria {\n  categoriasLinks(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n      links {\n        id\n        titulo\n        url\n      }\n    }\n  }\n}": typeof types.LinksPorCategoriaDocument,
};
const documents: Documents = {
    "fragment EventoDaAgenda on AgendaItem {\n  id\n  horario\n  titulo\n  local\n  pauta\n  tipoEnvolvido\n  envolvido\n}\n\nquery AgendaDoDia($data: String!) {\n  agendasPublicadas(de: $data, ate: $data) {\n    id\n    data\n    tipo\n    agendaItens {\n      ...EventoDaAgenda\n    }\n  }\n  diaAnteriorComAgenda(data: $data)\n  proximoDiaComAgenda(data: $data)\n}\n\nquery AgendaDoMes($de: String!, $ate: String!) {\n  agendasPublicadas(de: $de, ate: $ate) {\n    id\n    data\n    tipo\n  }\n}\n\nquery PautaPrevia($de: String!, $ate: String!) {\n  agendasPublicadas(de: $de, ate: $ate) {\n    id\n    data\n    tipo\n    agendaItens {\n      ...EventoDaAgenda\n    }\n  }\n}": types.EventoDaAgendaFragmentDoc,
    "query ListaDeGalerias($filtro: GaleriasFiltro, $pagina: Int!, $porPagina: Int!) {\n  galeriasPublicadas(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      titulo\n      urlSufixo\n      createdAt\n      categoria {\n        id\n        nome\n      }\n      capa {\n        id\n        titulo\n        imagem {\n          miniatura(largura: 400)\n        }\n      }\n    }\n    total\n    totalPaginas\n  }\n  galeriaCategorias(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n    }\n  }\n}\n\nquery Galeria($id: ID!) {\n  galeria(id: $id) {\n    id\n    titulo\n    descricao\n    urlSufixo\n    createdAt\n    relacionadoNome\n    categoria {\n      id\n      nome\n    }\n    capa {\n      id\n    }\n    galeriaImagens {\n      id\n      titulo\n      credito\n      imagem {\n        url\n        largura\n        altura\n        miniatura(largura: 400)\n        grande: miniatura(largura: 1200)\n      }\n    }\n  }\n}\n\nquery GaleriaPorLegado($legadoId: Int!) {\n  galeriaPorLegado(legadoId: $legadoId) {\n    id\n    urlSufixo\n  }\n}\n\nquery AutocompleteGalerias($termo: String!) {\n  autocompleteGalerias(termo: $termo) {\n    id\n    titulo\n    urlSufixo\n  }\n}\n\nquery DownloadDaFoto($id: ID!) {\n  galeriaImagem(id: $id) {\n    id\n    download\n  }\n}": types.ListaDeGaleriasDocument,
    "query LinksPorCategoria {\n  categoriasLinks(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n      links {\n        id\n        titulo\n        url\n      }\n    }\n  }\n}": types.LinksPorCategoriaDocument,
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
export function graphql(source: "fragment EventoDaAgenda on AgendaItem {\n  id\n  horario\n  titulo\n  local\n  pauta\n  tipoEnvolvido\n  envolvido\n}\n\nquery AgendaDoDia($data: String!) {\n  agendasPublicadas(de: $data, ate: $data) {\n    id\n    data\n    tipo\n    agendaItens {\n      ...EventoDaAgenda\n    }\n  }\n  diaAnteriorComAgenda(data: $data)\n  proximoDiaComAgenda(data: $data)\n}\n\nquery AgendaDoMes($de: String!, $ate: String!) {\n  agendasPublicadas(de: $de, ate: $ate) {\n    id\n    data\n    tipo\n  }\n}\n\nquery PautaPrevia($de: String!, $ate: String!) {\n  agendasPublicadas(de: $de, ate: $ate) {\n    id\n    data\n    tipo\n    agendaItens {\n      ...EventoDaAgenda\n    }\n  }\n}"): (typeof documents)["fragment EventoDaAgenda on AgendaItem {\n  id\n  horario\n  titulo\n  local\n  pauta\n  tipoEnvolvido\n  envolvido\n}\n\nquery AgendaDoDia($data: String!) {\n  agendasPublicadas(de: $data, ate: $data) {\n    id\n    data\n    tipo\n    agendaItens {\n      ...EventoDaAgenda\n    }\n  }\n  diaAnteriorComAgenda(data: $data)\n  proximoDiaComAgenda(data: $data)\n}\n\nquery AgendaDoMes($de: String!, $ate: String!) {\n  agendasPublicadas(de: $de, ate: $ate) {\n    id\n    data\n    tipo\n  }\n}\n\nquery PautaPrevia($de: String!, $ate: String!) {\n  agendasPublicadas(de: $de, ate: $ate) {\n    id\n    data\n    tipo\n    agendaItens {\n      ...EventoDaAgenda\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListaDeGalerias($filtro: GaleriasFiltro, $pagina: Int!, $porPagina: Int!) {\n  galeriasPublicadas(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      titulo\n      urlSufixo\n      createdAt\n      categoria {\n        id\n        nome\n      }\n      capa {\n        id\n        titulo\n        imagem {\n          miniatura(largura: 400)\n        }\n      }\n    }\n    total\n    totalPaginas\n  }\n  galeriaCategorias(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n    }\n  }\n}\n\nquery Galeria($id: ID!) {\n  galeria(id: $id) {\n    id\n    titulo\n    descricao\n    urlSufixo\n    createdAt\n    relacionadoNome\n    categoria {\n      id\n      nome\n    }\n    capa {\n      id\n    }\n    galeriaImagens {\n      id\n      titulo\n      credito\n      imagem {\n        url\n        largura\n        altura\n        miniatura(largura: 400)\n        grande: miniatura(largura: 1200)\n      }\n    }\n  }\n}\n\nquery GaleriaPorLegado($legadoId: Int!) {\n  galeriaPorLegado(legadoId: $legadoId) {\n    id\n    urlSufixo\n  }\n}\n\nquery AutocompleteGalerias($termo: String!) {\n  autocompleteGalerias(termo: $termo) {\n    id\n    titulo\n    urlSufixo\n  }\n}\n\nquery DownloadDaFoto($id: ID!) {\n  galeriaImagem(id: $id) {\n    id\n    download\n  }\n}"): (typeof documents)["query ListaDeGalerias($filtro: GaleriasFiltro, $pagina: Int!, $porPagina: Int!) {\n  galeriasPublicadas(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      titulo\n      urlSufixo\n      createdAt\n      categoria {\n        id\n        nome\n      }\n      capa {\n        id\n        titulo\n        imagem {\n          miniatura(largura: 400)\n        }\n      }\n    }\n    total\n    totalPaginas\n  }\n  galeriaCategorias(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n    }\n  }\n}\n\nquery Galeria($id: ID!) {\n  galeria(id: $id) {\n    id\n    titulo\n    descricao\n    urlSufixo\n    createdAt\n    relacionadoNome\n    categoria {\n      id\n      nome\n    }\n    capa {\n      id\n    }\n    galeriaImagens {\n      id\n      titulo\n      credito\n      imagem {\n        url\n        largura\n        altura\n        miniatura(largura: 400)\n        grande: miniatura(largura: 1200)\n      }\n    }\n  }\n}\n\nquery GaleriaPorLegado($legadoId: Int!) {\n  galeriaPorLegado(legadoId: $legadoId) {\n    id\n    urlSufixo\n  }\n}\n\nquery AutocompleteGalerias($termo: String!) {\n  autocompleteGalerias(termo: $termo) {\n    id\n    titulo\n    urlSufixo\n  }\n}\n\nquery DownloadDaFoto($id: ID!) {\n  galeriaImagem(id: $id) {\n    id\n    download\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LinksPorCategoria {\n  categoriasLinks(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n      links {\n        id\n        titulo\n        url\n      }\n    }\n  }\n}"): (typeof documents)["query LinksPorCategoria {\n  categoriasLinks(pagina: 1, porPagina: 100) {\n    itens {\n      id\n      nome\n      links {\n        id\n        titulo\n        url\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;