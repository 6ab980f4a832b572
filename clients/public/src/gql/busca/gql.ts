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
    "query BuscaNoSite($termo: String!, $tipo: String, $pagina: Int!, $porPagina: Int!) {\n  buscaConteudo(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaPessoas(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaParticipacao(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaTransparencia(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n}\n\nfragment GrupoDaBuscaCampos on GrupoDaBusca {\n  tipo\n  rotulo\n  total\n  pagina\n  totalPaginas\n  itens {\n    id\n    titulo\n    url\n    data\n    trecho\n  }\n}": typeof types.BuscaNoSiteDocument,
    "query EnderecosDoSite($deslocamentoConteudo: Int!, $limiteConteudo: Int!, $deslocamentoPessoas: Int!, $limitePessoas: Int!, $deslocamentoParticipacao: Int!, $limiteParticipacao: Int!, $deslocamentoTransparencia: Int!, $limiteTransparencia: Int!) {\n  enderecosConteudo(deslocamento: $deslocamentoConteudo, limite: $limiteConteudo) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosPessoas(deslocamento: $deslocamentoPessoas, limite: $limitePessoas) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosParticipacao(\n    deslocamento: $deslocamentoParticipacao\n    limite: $limiteParticipacao\n  ) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosTransparencia(\n    deslocamento: $deslocamentoTransparencia\n    limite: $limiteTransparencia\n  ) {\n    ...EnderecosPublicosCampos\n  }\n}\n\nfragment EnderecosPublicosCampos on EnderecosPublicos {\n  total\n  itens {\n    url\n    atualizadoEm\n  }\n}": typeof types.EnderecosDoSiteDocument,
};
const documents: Documents = {
    "query BuscaNoSite($termo: String!, $tipo: String, $pagina: Int!, $porPagina: Int!) {\n  buscaConteudo(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaPessoas(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaParticipacao(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaTransparencia(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n}\n\nfragment GrupoDaBuscaCampos on GrupoDaBusca {\n  tipo\n  rotulo\n  total\n  pagina\n  totalPaginas\n  itens {\n    id\n    titulo\n    url\n    data\n    trecho\n  }\n}": types.BuscaNoSiteDocument,
    "query EnderecosDoSite($deslocamentoConteudo: Int!, $limiteConteudo: Int!, $deslocamentoPessoas: Int!, $limitePessoas: Int!, $deslocamentoParticipacao: Int!, $limiteParticipacao: Int!, $deslocamentoTransparencia: Int!, $limiteTransparencia: Int!) {\n  enderecosConteudo(deslocamento: $deslocamentoConteudo, limite: $limiteConteudo) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosPessoas(deslocamento: $deslocamentoPessoas, limite: $limitePessoas) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosParticipacao(\n    deslocamento: $deslocamentoParticipacao\n    limite: $limiteParticipacao\n  ) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosTransparencia(\n    deslocamento: $deslocamentoTransparencia\n    limite: $limiteTransparencia\n  ) {\n    ...EnderecosPublicosCampos\n  }\n}\n\nfragment EnderecosPublicosCampos on EnderecosPublicos {\n  total\n  itens {\n    url\n    atualizadoEm\n  }\n}": types.EnderecosDoSiteDocument,
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
export function graphql(source: "query BuscaNoSite($termo: String!, $tipo: String, $pagina: Int!, $porPagina: Int!) {\n  buscaConteudo(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaPessoas(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaParticipacao(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaTransparencia(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n}\n\nfragment GrupoDaBuscaCampos on GrupoDaBusca {\n  tipo\n  rotulo\n  total\n  pagina\n  totalPaginas\n  itens {\n    id\n    titulo\n    url\n    data\n    trecho\n  }\n}"): (typeof documents)["query BuscaNoSite($termo: String!, $tipo: String, $pagina: Int!, $porPagina: Int!) {\n  buscaConteudo(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaPessoas(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaParticipacao(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n  buscaTransparencia(\n    termo: $termo\n    tipo: $tipo\n    pagina: $pagina\n    porPagina: $porPagina\n  ) {\n    ...GrupoDaBuscaCampos\n  }\n}\n\nfragment GrupoDaBuscaCampos on GrupoDaBusca {\n  tipo\n  rotulo\n  total\n  pagina\n  totalPaginas\n  itens {\n    id\n    titulo\n    url\n    data\n    trecho\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EnderecosDoSite($deslocamentoConteudo: Int!, $limiteConteudo: Int!, $deslocamentoPessoas: Int!, $limitePessoas: Int!, $deslocamentoParticipacao: Int!, $limiteParticipacao: Int!, $deslocamentoTransparencia: Int!, $limiteTransparencia: Int!) {\n  enderecosConteudo(deslocamento: $deslocamentoConteudo, limite: $limiteConteudo) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosPessoas(deslocamento: $deslocamentoPessoas, limite: $limitePessoas) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosParticipacao(\n    deslocamento: $deslocamentoParticipacao\n    limite: $limiteParticipacao\n  ) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosTransparencia(\n    deslocamento: $deslocamentoTransparencia\n    limite: $limiteTransparencia\n  ) {\n    ...EnderecosPublicosCampos\n  }\n}\n\nfragment EnderecosPublicosCampos on EnderecosPublicos {\n  total\n  itens {\n    url\n    atualizadoEm\n  }\n}"): (typeof documents)["query EnderecosDoSite($deslocamentoConteudo: Int!, $limiteConteudo: Int!, $deslocamentoPessoas: Int!, $limitePessoas: Int!, $deslocamentoParticipacao: Int!, $limiteParticipacao: Int!, $deslocamentoTransparencia: Int!, $limiteTransparencia: Int!) {\n  enderecosConteudo(deslocamento: $deslocamentoConteudo, limite: $limiteConteudo) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosPessoas(deslocamento: $deslocamentoPessoas, limite: $limitePessoas) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosParticipacao(\n    deslocamento: $deslocamentoParticipacao\n    limite: $limiteParticipacao\n  ) {\n    ...EnderecosPublicosCampos\n  }\n  enderecosTransparencia(\n    deslocamento: $deslocamentoTransparencia\n    limite: $limiteTransparencia\n  ) {\n    ...EnderecosPublicosCampos\n  }\n}\n\nfragment EnderecosPublicosCampos on EnderecosPublicos {\n  total\n  itens {\n    url\n    atualizadoEm\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;