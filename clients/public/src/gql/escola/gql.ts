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
    "fragment DocumentoConferido on DocumentoVerificado {\n  codigo\n  tipo\n  titular\n  emitidoEm\n  detalhes {\n    rotulo\n    valor\n  }\n}\n\nquery VerificarDocumentoEscola($codigo: String!) {\n  documentoDaEscola(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery VerificarDocumentoFolha($codigo: String!) {\n  documentoDaFolha(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery VerificarDocumentoInstitucional($codigo: String!) {\n  documentoInstitucional(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery CursosAbertos($pagina: Int!) {\n  cursos(filtro: {status: \"inscricoes_abertas\"}, pagina: $pagina, porPagina: 20) {\n    itens {\n      id\n      titulo\n      descricao\n      cargaHoraria\n      periodo\n      modalidade\n      local\n      docente\n      vagasRestantes\n      horarios {\n        turno\n        horarioInicial\n        horarioFinal\n      }\n    }\n    total\n    totalPaginas\n  }\n}\n\nmutation InscreverEmCurso($cursoId: ID!) {\n  inscreverEmCurso(cursoId: $cursoId) {\n    id\n    status\n  }\n}\n\nquery MinhasInscricoes {\n  minhasInscricoes {\n    id\n    status\n    statusDescricao\n    codigoCertificado\n    createdAt\n    cursoDados {\n      id\n      titulo\n      periodo\n      cargaHoraria\n    }\n  }\n}\n\nquery MeuCertificado($inscricaoId: ID!) {\n  meuCertificado(inscricaoId: $inscricaoId) {\n    nome\n    conteudoBase64\n  }\n}": typeof types.DocumentoConferidoFragmentDoc,
};
const documents: Documents = {
    "fragment DocumentoConferido on DocumentoVerificado {\n  codigo\n  tipo\n  titular\n  emitidoEm\n  detalhes {\n    rotulo\n    valor\n  }\n}\n\nquery VerificarDocumentoEscola($codigo: String!) {\n  documentoDaEscola(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery VerificarDocumentoFolha($codigo: String!) {\n  documentoDaFolha(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery VerificarDocumentoInstitucional($codigo: String!) {\n  documentoInstitucional(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery CursosAbertos($pagina: Int!) {\n  cursos(filtro: {status: \"inscricoes_abertas\"}, pagina: $pagina, porPagina: 20) {\n    itens {\n      id\n      titulo\n      descricao\n      cargaHoraria\n      periodo\n      modalidade\n      local\n      docente\n      vagasRestantes\n      horarios {\n        turno\n        horarioInicial\n        horarioFinal\n      }\n    }\n    total\n    totalPaginas\n  }\n}\n\nmutation InscreverEmCurso($cursoId: ID!) {\n  inscreverEmCurso(cursoId: $cursoId) {\n    id\n    status\n  }\n}\n\nquery MinhasInscricoes {\n  minhasInscricoes {\n    id\n    status\n    statusDescricao\n    codigoCertificado\n    createdAt\n    cursoDados {\n      id\n      titulo\n      periodo\n      cargaHoraria\n    }\n  }\n}\n\nquery MeuCertificado($inscricaoId: ID!) {\n  meuCertificado(inscricaoId: $inscricaoId) {\n    nome\n    conteudoBase64\n  }\n}": types.DocumentoConferidoFragmentDoc,
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
export function graphql(source: "fragment DocumentoConferido on DocumentoVerificado {\n  codigo\n  tipo\n  titular\n  emitidoEm\n  detalhes {\n    rotulo\n    valor\n  }\n}\n\nquery VerificarDocumentoEscola($codigo: String!) {\n  documentoDaEscola(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery VerificarDocumentoFolha($codigo: String!) {\n  documentoDaFolha(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery VerificarDocumentoInstitucional($codigo: String!) {\n  documentoInstitucional(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery CursosAbertos($pagina: Int!) {\n  cursos(filtro: {status: \"inscricoes_abertas\"}, pagina: $pagina, porPagina: 20) {\n    itens {\n      id\n      titulo\n      descricao\n      cargaHoraria\n      periodo\n      modalidade\n      local\n      docente\n      vagasRestantes\n      horarios {\n        turno\n        horarioInicial\n        horarioFinal\n      }\n    }\n    total\n    totalPaginas\n  }\n}\n\nmutation InscreverEmCurso($cursoId: ID!) {\n  inscreverEmCurso(cursoId: $cursoId) {\n    id\n    status\n  }\n}\n\nquery MinhasInscricoes {\n  minhasInscricoes {\n    id\n    status\n    statusDescricao\n    codigoCertificado\n    createdAt\n    cursoDados {\n      id\n      titulo\n      periodo\n      cargaHoraria\n    }\n  }\n}\n\nquery MeuCertificado($inscricaoId: ID!) {\n  meuCertificado(inscricaoId: $inscricaoId) {\n    nome\n    conteudoBase64\n  }\n}"): (typeof documents)["fragment DocumentoConferido on DocumentoVerificado {\n  codigo\n  tipo\n  titular\n  emitidoEm\n  detalhes {\n    rotulo\n    valor\n  }\n}\n\nquery VerificarDocumentoEscola($codigo: String!) {\n  documentoDaEscola(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery VerificarDocumentoFolha($codigo: String!) {\n  documentoDaFolha(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery VerificarDocumentoInstitucional($codigo: String!) {\n  documentoInstitucional(codigo: $codigo) {\n    ...DocumentoConferido\n  }\n}\n\nquery CursosAbertos($pagina: Int!) {\n  cursos(filtro: {status: \"inscricoes_abertas\"}, pagina: $pagina, porPagina: 20) {\n    itens {\n      id\n      titulo\n      descricao\n      cargaHoraria\n      periodo\n      modalidade\n      local\n      docente\n      vagasRestantes\n      horarios {\n        turno\n        horarioInicial\n        horarioFinal\n      }\n    }\n    total\n    totalPaginas\n  }\n}\n\nmutation InscreverEmCurso($cursoId: ID!) {\n  inscreverEmCurso(cursoId: $cursoId) {\n    id\n    status\n  }\n}\n\nquery MinhasInscricoes {\n  minhasInscricoes {\n    id\n    status\n    statusDescricao\n    codigoCertificado\n    createdAt\n    cursoDados {\n      id\n      titulo\n      periodo\n      cargaHoraria\n    }\n  }\n}\n\nquery MeuCertificado($inscricaoId: ID!) {\n  meuCertificado(inscricaoId: $inscricaoId) {\n    nome\n    conteudoBase64\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;