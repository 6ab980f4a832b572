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
    "query CategoriasLinks($filtro: CategoriaLinkFiltro, $pagina: Int!, $porPagina: Int!) {\n  categoriasLinks(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      nome\n      ordem\n    }\n    total\n    totalPaginas\n  }\n}\n\nquery CategoriaLink($id: ID!) {\n  categoriaLink(id: $id) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation CriarCategoriaLink($dados: CategoriaLinkInput!) {\n  criarCategoriaLink(dados: $dados) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation AtualizarCategoriaLink($id: ID!, $dados: CategoriaLinkInput!) {\n  atualizarCategoriaLink(id: $id, dados: $dados) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation ExcluirCategoriaLink($id: ID!) {\n  excluirCategoriaLink(id: $id)\n}": typeof types.CategoriasLinksDocument,
    "query DeputadosAtivos {\n  deputados(filtro: {ativo: true}, pagina: 1, porPagina: 41) {\n    itens {\n      id\n      nome\n    }\n  }\n}": typeof types.DeputadosAtivosDocument,
    "query GabineteDoUsuario {\n  lotacaoAtiva {\n    id\n    deputado {\n      id\n      nome\n    }\n  }\n}": typeof types.GabineteDoUsuarioDocument,
    "query NoticiasAdmin($filtro: NoticiaAdminFiltro, $pagina: Int!, $porPagina: Int!) {\n  noticiasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      titulo\n      resumo\n      categoria\n      destaqueNivel\n      destaqueSlot\n      publicada\n      publicadaEm\n      usuarioCriador\n      createdAt\n      imagem {\n        miniatura(largura: 400)\n      }\n    }\n    total\n    totalPaginas\n  }\n}\n\nquery NoticiaAdmin($id: ID!) {\n  noticiaAdmin(id: $id) {\n    id\n    titulo\n    resumo\n    conteudo\n    fonte\n    categoria\n    destaqueNivel\n    destaqueSlot\n    destaqueDescricao\n    publicada\n    publicadaEm\n    urlSufixo\n    galeriaId\n    usuarioCriador\n    createdAt\n    updatedAt\n    imagem {\n      url\n      miniatura(largura: 400)\n      nome\n    }\n    deputado {\n      id\n      nome\n    }\n    historico {\n      acao\n      usuario\n      createdAt\n    }\n  }\n}\n\nmutation CriarNoticia($dados: NoticiaInput!) {\n  criarNoticia(dados: $dados) {\n    id\n  }\n}\n\nmutation AtualizarNoticia($id: ID!, $dados: NoticiaInput!) {\n  atualizarNoticia(id: $id, dados: $dados) {\n    id\n  }\n}\n\nmutation ExcluirNoticia($id: ID!) {\n  excluirNoticia(id: $id)\n}\n\nmutation PublicarNoticia($id: ID!, $dataPublicacao: String!) {\n  publicarNoticia(id: $id, dataPublicacao: $dataPublicacao) {\n    id\n    publicada\n    publicadaEm\n  }\n}\n\nmutation DespublicarNoticia($id: ID!) {\n  despublicarNoticia(id: $id) {\n    id\n    publicada\n    publicadaEm\n  }\n}": typeof types.NoticiasAdminDocument,
    "query ContadoresMenu {\n  contadoresMenu {\n    faleConosco\n    agenda\n    galeria\n    noticias\n  }\n}": typeof types.ContadoresMenuDocument,
};
const documents: Documents = {
    "query CategoriasLinks($filtro: CategoriaLinkFiltro, $pagina: Int!, $porPagina: Int!) {\n  categoriasLinks(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      nome\n      ordem\n    }\n    total\n    totalPaginas\n  }\n}\n\nquery CategoriaLink($id: ID!) {\n  categoriaLink(id: $id) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation CriarCategoriaLink($dados: CategoriaLinkInput!) {\n  criarCategoriaLink(dados: $dados) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation AtualizarCategoriaLink($id: ID!, $dados: CategoriaLinkInput!) {\n  atualizarCategoriaLink(id: $id, dados: $dados) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation ExcluirCategoriaLink($id: ID!) {\n  excluirCategoriaLink(id: $id)\n}": types.CategoriasLinksDocument,
    "query DeputadosAtivos {\n  deputados(filtro: {ativo: true}, pagina: 1, porPagina: 41) {\n    itens {\n      id\n      nome\n    }\n  }\n}": types.DeputadosAtivosDocument,
    "query GabineteDoUsuario {\n  lotacaoAtiva {\n    id\n    deputado {\n      id\n      nome\n    }\n  }\n}": types.GabineteDoUsuarioDocument,
    "query NoticiasAdmin($filtro: NoticiaAdminFiltro, $pagina: Int!, $porPagina: Int!) {\n  noticiasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      titulo\n      resumo\n      categoria\n      destaqueNivel\n      destaqueSlot\n      publicada\n      publicadaEm\n      usuarioCriador\n      createdAt\n      imagem {\n        miniatura(largura: 400)\n      }\n    }\n    total\n    totalPaginas\n  }\n}\n\nquery NoticiaAdmin($id: ID!) {\n  noticiaAdmin(id: $id) {\n    id\n    titulo\n    resumo\n    conteudo\n    fonte\n    categoria\n    destaqueNivel\n    destaqueSlot\n    destaqueDescricao\n    publicada\n    publicadaEm\n    urlSufixo\n    galeriaId\n    usuarioCriador\n    createdAt\n    updatedAt\n    imagem {\n      url\n      miniatura(largura: 400)\n      nome\n    }\n    deputado {\n      id\n      nome\n    }\n    historico {\n      acao\n      usuario\n      createdAt\n    }\n  }\n}\n\nmutation CriarNoticia($dados: NoticiaInput!) {\n  criarNoticia(dados: $dados) {\n    id\n  }\n}\n\nmutation AtualizarNoticia($id: ID!, $dados: NoticiaInput!) {\n  atualizarNoticia(id: $id, dados: $dados) {\n    id\n  }\n}\n\nmutation ExcluirNoticia($id: ID!) {\n  excluirNoticia(id: $id)\n}\n\nmutation PublicarNoticia($id: ID!, $dataPublicacao: String!) {\n  publicarNoticia(id: $id, dataPublicacao: $dataPublicacao) {\n    id\n    publicada\n    publicadaEm\n  }\n}\n\nmutation DespublicarNoticia($id: ID!) {\n  despublicarNoticia(id: $id) {\n    id\n    publicada\n    publicadaEm\n  }\n}": types.NoticiasAdminDocument,
    "query ContadoresMenu {\n  contadoresMenu {\n    faleConosco\n    agenda\n    galeria\n    noticias\n  }\n}": types.ContadoresMenuDocument,
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
export function graphql(source: "query CategoriasLinks($filtro: CategoriaLinkFiltro, $pagina: Int!, $porPagina: Int!) {\n  categoriasLinks(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      nome\n      ordem\n    }\n    total\n    totalPaginas\n  }\n}\n\nquery CategoriaLink($id: ID!) {\n  categoriaLink(id: $id) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation CriarCategoriaLink($dados: CategoriaLinkInput!) {\n  criarCategoriaLink(dados: $dados) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation AtualizarCategoriaLink($id: ID!, $dados: CategoriaLinkInput!) {\n  atualizarCategoriaLink(id: $id, dados: $dados) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation ExcluirCategoriaLink($id: ID!) {\n  excluirCategoriaLink(id: $id)\n}"): (typeof documents)["query CategoriasLinks($filtro: CategoriaLinkFiltro, $pagina: Int!, $porPagina: Int!) {\n  categoriasLinks(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      nome\n      ordem\n    }\n    total\n    totalPaginas\n  }\n}\n\nquery CategoriaLink($id: ID!) {\n  categoriaLink(id: $id) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation CriarCategoriaLink($dados: CategoriaLinkInput!) {\n  criarCategoriaLink(dados: $dados) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation AtualizarCategoriaLink($id: ID!, $dados: CategoriaLinkInput!) {\n  atualizarCategoriaLink(id: $id, dados: $dados) {\n    id\n    nome\n    ordem\n  }\n}\n\nmutation ExcluirCategoriaLink($id: ID!) {\n  excluirCategoriaLink(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeputadosAtivos {\n  deputados(filtro: {ativo: true}, pagina: 1, porPagina: 41) {\n    itens {\n      id\n      nome\n    }\n  }\n}"): (typeof documents)["query DeputadosAtivos {\n  deputados(filtro: {ativo: true}, pagina: 1, porPagina: 41) {\n    itens {\n      id\n      nome\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GabineteDoUsuario {\n  lotacaoAtiva {\n    id\n    deputado {\n      id\n      nome\n    }\n  }\n}"): (typeof documents)["query GabineteDoUsuario {\n  lotacaoAtiva {\n    id\n    deputado {\n      id\n      nome\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NoticiasAdmin($filtro: NoticiaAdminFiltro, $pagina: Int!, $porPagina: Int!) {\n  noticiasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      titulo\n      resumo\n      categoria\n      destaqueNivel\n      destaqueSlot\n      publicada\n      publicadaEm\n      usuarioCriador\n      createdAt\n      imagem {\n        miniatura(largura: 400)\n      }\n    }\n    total\n    totalPaginas\n  }\n}\n\nquery NoticiaAdmin($id: ID!) {\n  noticiaAdmin(id: $id) {\n    id\n    titulo\n    resumo\n    conteudo\n    fonte\n    categoria\n    destaqueNivel\n    destaqueSlot\n    destaqueDescricao\n    publicada\n    publicadaEm\n    urlSufixo\n    galeriaId\n    usuarioCriador\n    createdAt\n    updatedAt\n    imagem {\n      url\n      miniatura(largura: 400)\n      nome\n    }\n    deputado {\n      id\n      nome\n    }\n    historico {\n      acao\n      usuario\n      createdAt\n    }\n  }\n}\n\nmutation CriarNoticia($dados: NoticiaInput!) {\n  criarNoticia(dados: $dados) {\n    id\n  }\n}\n\nmutation AtualizarNoticia($id: ID!, $dados: NoticiaInput!) {\n  atualizarNoticia(id: $id, dados: $dados) {\n    id\n  }\n}\n\nmutation ExcluirNoticia($id: ID!) {\n  excluirNoticia(id: $id)\n}\n\nmutation PublicarNoticia($id: ID!, $dataPublicacao: String!) {\n  publicarNoticia(id: $id, dataPublicacao: $dataPublicacao) {\n    id\n    publicada\n    publicadaEm\n  }\n}\n\nmutation DespublicarNoticia($id: ID!) {\n  despublicarNoticia(id: $id) {\n    id\n    publicada\n    publicadaEm\n  }\n}"): (typeof documents)["query NoticiasAdmin($filtro: NoticiaAdminFiltro, $pagina: Int!, $porPagina: Int!) {\n  noticiasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens {\n      id\n      titulo\n      resumo\n      categoria\n      destaqueNivel\n      destaqueSlot\n      publicada\n      publicadaEm\n      usuarioCriador\n      createdAt\n      imagem {\n        miniatura(largura: 400)\n      }\n    }\n    total\n    totalPaginas\n  }\n}\n\nquery NoticiaAdmin($id: ID!) {\n  noticiaAdmin(id: $id) {\n    id\n    titulo\n    resumo\n    conteudo\n    fonte\n    categoria\n    destaqueNivel\n    destaqueSlot\n    destaqueDescricao\n    publicada\n    publicadaEm\n    urlSufixo\n    galeriaId\n    usuarioCriador\n    createdAt\n    updatedAt\n    imagem {\n      url\n      miniatura(largura: 400)\n      nome\n    }\n    deputado {\n      id\n      nome\n    }\n    historico {\n      acao\n      usuario\n      createdAt\n    }\n  }\n}\n\nmutation CriarNoticia($dados: NoticiaInput!) {\n  criarNoticia(dados: $dados) {\n    id\n  }\n}\n\nmutation AtualizarNoticia($id: ID!, $dados: NoticiaInput!) {\n  atualizarNoticia(id: $id, dados: $dados) {\n    id\n  }\n}\n\nmutation ExcluirNoticia($id: ID!) {\n  excluirNoticia(id: $id)\n}\n\nmutation PublicarNoticia($id: ID!, $dataPublicacao: String!) {\n  publicarNoticia(id: $id, dataPublicacao: $dataPublicacao) {\n    id\n    publicada\n    publicadaEm\n  }\n}\n\nmutation DespublicarNoticia($id: ID!) {\n  despublicarNoticia(id: $id) {\n    id\n    publicada\n    publicadaEm\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContadoresMenu {\n  contadoresMenu {\n    faleConosco\n    agenda\n    galeria\n    noticias\n  }\n}"): (typeof documents)["query ContadoresMenu {\n  contadoresMenu {\n    faleConosco\n    agenda\n    galeria\n    noticias\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;