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
    "query Home($hoje: String!) {\n  banners(pagina: 1, porPagina: 10) {\n    itens {\n      id\n      tipo\n      titulo\n      url\n      updatedAt\n      imagem {\n        url\n        largura\n        altura\n      }\n    }\n  }\n  agendaDeHoje: agendasPublicadas(de: $hoje, ate: $hoje) {\n    id\n    tipo\n    agendaItens {\n      id\n      horario\n      titulo\n      local\n    }\n  }\n  destaquesNoticias {\n    id\n    titulo\n    resumo\n    publicadaEm\n    urlSufixo\n    destaqueNivel\n    destaqueSlot\n    imagem {\n      url\n      largura\n      altura\n    }\n  }\n  noticias(pagina: 1, porPagina: 12) {\n    total\n    itens {\n      id\n      titulo\n      resumo\n      publicadaEm\n      urlSufixo\n      imagem {\n        url\n        largura\n        altura\n      }\n      deputado {\n        id\n        nome\n        partido {\n          id\n          sigla\n        }\n      }\n    }\n  }\n  deputados(filtro: {ativo: true}, pagina: 1, porPagina: 41) {\n    total\n    itens {\n      id\n      nome\n      fotoMiniatura(largura: 160)\n      partido {\n        id\n        sigla\n      }\n    }\n  }\n  anosEmpenhos\n  anosContratos\n  verbasIndenizatoriasPeriodos {\n    ano\n  }\n}\n\nquery HomeTransparencia($anoEmpenhos: Int!, $anoContratos: Int!, $anoVerbas: Int!) {\n  empenhosTotal(filtro: {ano: $anoEmpenhos}) {\n    quantidade\n    totalPagoFormatado\n  }\n  contratosTotal(filtro: {ano: $anoContratos}) {\n    quantidade\n    valorFormatado\n  }\n  verbasIndenizatoriasResumoAnual(ano: $anoVerbas) {\n    ano\n    totalIndenizado\n    numeroDeputados\n  }\n}": typeof types.HomeDocument,
};
const documents: Documents = {
    "query Home($hoje: String!) {\n  banners(pagina: 1, porPagina: 10) {\n    itens {\n      id\n      tipo\n      titulo\n      url\n      updatedAt\n      imagem {\n        url\n        largura\n        altura\n      }\n    }\n  }\n  agendaDeHoje: agendasPublicadas(de: $hoje, ate: $hoje) {\n    id\n    tipo\n    agendaItens {\n      id\n      horario\n      titulo\n      local\n    }\n  }\n  destaquesNoticias {\n    id\n    titulo\n    resumo\n    publicadaEm\n    urlSufixo\n    destaqueNivel\n    destaqueSlot\n    imagem {\n      url\n      largura\n      altura\n    }\n  }\n  noticias(pagina: 1, porPagina: 12) {\n    total\n    itens {\n      id\n      titulo\n      resumo\n      publicadaEm\n      urlSufixo\n      imagem {\n        url\n        largura\n        altura\n      }\n      deputado {\n        id\n        nome\n        partido {\n          id\n          sigla\n        }\n      }\n    }\n  }\n  deputados(filtro: {ativo: true}, pagina: 1, porPagina: 41) {\n    total\n    itens {\n      id\n      nome\n      fotoMiniatura(largura: 160)\n      partido {\n        id\n        sigla\n      }\n    }\n  }\n  anosEmpenhos\n  anosContratos\n  verbasIndenizatoriasPeriodos {\n    ano\n  }\n}\n\nquery HomeTransparencia($anoEmpenhos: Int!, $anoContratos: Int!, $anoVerbas: Int!) {\n  empenhosTotal(filtro: {ano: $anoEmpenhos}) {\n    quantidade\n    totalPagoFormatado\n  }\n  contratosTotal(filtro: {ano: $anoContratos}) {\n    quantidade\n    valorFormatado\n  }\n  verbasIndenizatoriasResumoAnual(ano: $anoVerbas) {\n    ano\n    totalIndenizado\n    numeroDeputados\n  }\n}": types.HomeDocument,
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
export function graphql(source: "query Home($hoje: String!) {\n  banners(pagina: 1, porPagina: 10) {\n    itens {\n      id\n      tipo\n      titulo\n      url\n      updatedAt\n      imagem {\n        url\n        largura\n        altura\n      }\n    }\n  }\n  agendaDeHoje: agendasPublicadas(de: $hoje, ate: $hoje) {\n    id\n    tipo\n    agendaItens {\n      id\n      horario\n      titulo\n      local\n    }\n  }\n  destaquesNoticias {\n    id\n    titulo\n    resumo\n    publicadaEm\n    urlSufixo\n    destaqueNivel\n    destaqueSlot\n    imagem {\n      url\n      largura\n      altura\n    }\n  }\n  noticias(pagina: 1, porPagina: 12) {\n    total\n    itens {\n      id\n      titulo\n      resumo\n      publicadaEm\n      urlSufixo\n      imagem {\n        url\n        largura\n        altura\n      }\n      deputado {\n        id\n        nome\n        partido {\n          id\n          sigla\n        }\n      }\n    }\n  }\n  deputados(filtro: {ativo: true}, pagina: 1, porPagina: 41) {\n    total\n    itens {\n      id\n      nome\n      fotoMiniatura(largura: 160)\n      partido {\n        id\n        sigla\n      }\n    }\n  }\n  anosEmpenhos\n  anosContratos\n  verbasIndenizatoriasPeriodos {\n    ano\n  }\n}\n\nquery HomeTransparencia($anoEmpenhos: Int!, $anoContratos: Int!, $anoVerbas: Int!) {\n  empenhosTotal(filtro: {ano: $anoEmpenhos}) {\n    quantidade\n    totalPagoFormatado\n  }\n  contratosTotal(filtro: {ano: $anoContratos}) {\n    quantidade\n    valorFormatado\n  }\n  verbasIndenizatoriasResumoAnual(ano: $anoVerbas) {\n    ano\n    totalIndenizado\n    numeroDeputados\n  }\n}"): (typeof documents)["query Home($hoje: String!) {\n  banners(pagina: 1, porPagina: 10) {\n    itens {\n      id\n      tipo\n      titulo\n      url\n      updatedAt\n      imagem {\n        url\n        largura\n        altura\n      }\n    }\n  }\n  agendaDeHoje: agendasPublicadas(de: $hoje, ate: $hoje) {\n    id\n    tipo\n    agendaItens {\n      id\n      horario\n      titulo\n      local\n    }\n  }\n  destaquesNoticias {\n    id\n    titulo\n    resumo\n    publicadaEm\n    urlSufixo\n    destaqueNivel\n    destaqueSlot\n    imagem {\n      url\n      largura\n      altura\n    }\n  }\n  noticias(pagina: 1, porPagina: 12) {\n    total\n    itens {\n      id\n      titulo\n      resumo\n      publicadaEm\n      urlSufixo\n      imagem {\n        url\n        largura\n        altura\n      }\n      deputado {\n        id\n        nome\n        partido {\n          id\n          sigla\n        }\n      }\n    }\n  }\n  deputados(filtro: {ativo: true}, pagina: 1, porPagina: 41) {\n    total\n    itens {\n      id\n      nome\n      fotoMiniatura(largura: 160)\n      partido {\n        id\n        sigla\n      }\n    }\n  }\n  anosEmpenhos\n  anosContratos\n  verbasIndenizatoriasPeriodos {\n    ano\n  }\n}\n\nquery HomeTransparencia($anoEmpenhos: Int!, $anoContratos: Int!, $anoVerbas: Int!) {\n  empenhosTotal(filtro: {ano: $anoEmpenhos}) {\n    quantidade\n    totalPagoFormatado\n  }\n  contratosTotal(filtro: {ano: $anoContratos}) {\n    quantidade\n    valorFormatado\n  }\n  verbasIndenizatoriasResumoAnual(ano: $anoVerbas) {\n    ano\n    totalIndenizado\n    numeroDeputados\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;