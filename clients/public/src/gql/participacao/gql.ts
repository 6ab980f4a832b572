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
    "fragment ProcessoResumo on Processo {\n  id\n  numero\n  assunto\n  ementa\n  tipo\n  situacao\n  dataAutuacao\n  aFavor\n  contra\n  autores {\n    nome\n  }\n}\n\nquery BuscaSimplesProcessos($termo: String, $pagina: Int!, $porPagina: Int!) {\n  buscaSimplesProcessos(termo: $termo, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery BuscaAvancadaProcessos($filtro: BuscaAvancadaProcessos, $pagina: Int!, $porPagina: Int!) {\n  buscaAvancadaProcessos(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery OpcoesDaBusca {\n  tiposProcesso\n  situacoesProcesso\n}\n\nquery ProposicoesMaisVotadas($limite: Int!) {\n  proposicoesMaisVotadas(limite: $limite) {\n    ...ProcessoResumo\n  }\n}\n\nquery ProcessosRecentes($quantidade: Int!) {\n  processosRecentes(quantidade: $quantidade) {\n    categoria\n    processos {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery ProcessoDetalhe($id: ID!) {\n  processo(id: $id) {\n    ...ProcessoResumo\n    etapa\n    linkTextoIntegral\n    updatedAt\n    autores {\n      nome\n      deputado {\n        id\n      }\n    }\n  }\n}": typeof types.ProcessoResumoFragmentDoc,
};
const documents: Documents = {
    "fragment ProcessoResumo on Processo {\n  id\n  numero\n  assunto\n  ementa\n  tipo\n  situacao\n  dataAutuacao\n  aFavor\n  contra\n  autores {\n    nome\n  }\n}\n\nquery BuscaSimplesProcessos($termo: String, $pagina: Int!, $porPagina: Int!) {\n  buscaSimplesProcessos(termo: $termo, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery BuscaAvancadaProcessos($filtro: BuscaAvancadaProcessos, $pagina: Int!, $porPagina: Int!) {\n  buscaAvancadaProcessos(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery OpcoesDaBusca {\n  tiposProcesso\n  situacoesProcesso\n}\n\nquery ProposicoesMaisVotadas($limite: Int!) {\n  proposicoesMaisVotadas(limite: $limite) {\n    ...ProcessoResumo\n  }\n}\n\nquery ProcessosRecentes($quantidade: Int!) {\n  processosRecentes(quantidade: $quantidade) {\n    categoria\n    processos {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery ProcessoDetalhe($id: ID!) {\n  processo(id: $id) {\n    ...ProcessoResumo\n    etapa\n    linkTextoIntegral\n    updatedAt\n    autores {\n      nome\n      deputado {\n        id\n      }\n    }\n  }\n}": types.ProcessoResumoFragmentDoc,
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
export function graphql(source: "fragment ProcessoResumo on Processo {\n  id\n  numero\n  assunto\n  ementa\n  tipo\n  situacao\n  dataAutuacao\n  aFavor\n  contra\n  autores {\n    nome\n  }\n}\n\nquery BuscaSimplesProcessos($termo: String, $pagina: Int!, $porPagina: Int!) {\n  buscaSimplesProcessos(termo: $termo, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery BuscaAvancadaProcessos($filtro: BuscaAvancadaProcessos, $pagina: Int!, $porPagina: Int!) {\n  buscaAvancadaProcessos(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery OpcoesDaBusca {\n  tiposProcesso\n  situacoesProcesso\n}\n\nquery ProposicoesMaisVotadas($limite: Int!) {\n  proposicoesMaisVotadas(limite: $limite) {\n    ...ProcessoResumo\n  }\n}\n\nquery ProcessosRecentes($quantidade: Int!) {\n  processosRecentes(quantidade: $quantidade) {\n    categoria\n    processos {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery ProcessoDetalhe($id: ID!) {\n  processo(id: $id) {\n    ...ProcessoResumo\n    etapa\n    linkTextoIntegral\n    updatedAt\n    autores {\n      nome\n      deputado {\n        id\n      }\n    }\n  }\n}"): (typeof documents)["fragment ProcessoResumo on Processo {\n  id\n  numero\n  assunto\n  ementa\n  tipo\n  situacao\n  dataAutuacao\n  aFavor\n  contra\n  autores {\n    nome\n  }\n}\n\nquery BuscaSimplesProcessos($termo: String, $pagina: Int!, $porPagina: Int!) {\n  buscaSimplesProcessos(termo: $termo, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery BuscaAvancadaProcessos($filtro: BuscaAvancadaProcessos, $pagina: Int!, $porPagina: Int!) {\n  buscaAvancadaProcessos(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    total\n    pagina\n    totalPaginas\n    itens {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery OpcoesDaBusca {\n  tiposProcesso\n  situacoesProcesso\n}\n\nquery ProposicoesMaisVotadas($limite: Int!) {\n  proposicoesMaisVotadas(limite: $limite) {\n    ...ProcessoResumo\n  }\n}\n\nquery ProcessosRecentes($quantidade: Int!) {\n  processosRecentes(quantidade: $quantidade) {\n    categoria\n    processos {\n      ...ProcessoResumo\n    }\n  }\n}\n\nquery ProcessoDetalhe($id: ID!) {\n  processo(id: $id) {\n    ...ProcessoResumo\n    etapa\n    linkTextoIntegral\n    updatedAt\n    autores {\n      nome\n      deputado {\n        id\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;