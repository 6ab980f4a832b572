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
    "fragment PerfilDoCidadao on PerfilCidadao {\n  id\n  nome\n  email\n  telefone\n  estadoId\n  municipioId\n  municipio\n  possuiSenha\n  politicaPendente\n}\n\nmutation EntrarCidadao($email: String!, $senha: String!, $recaptcha: String) {\n  entrarCidadao(email: $email, senha: $senha, recaptcha: $recaptcha) {\n    token\n    id\n    nome\n    email\n  }\n}\n\nmutation SairCidadao {\n  sairCidadao\n}\n\nmutation CadastrarCidadao($dados: CadastroCidadaoInput!, $recaptcha: String) {\n  cadastrarCidadao(dados: $dados, recaptcha: $recaptcha) {\n    mensagem\n  }\n}\n\nmutation ConfirmarCadastro($codigo: String!) {\n  confirmarCadastro(codigo: $codigo) {\n    mensagem\n  }\n}\n\nmutation ReenviarConfirmacao($email: String!) {\n  reenviarConfirmacao(email: $email) {\n    mensagem\n  }\n}\n\nmutation GerarLinkRecuperarSenha($email: String!) {\n  gerarLinkRecuperarSenha(email: $email) {\n    mensagem\n  }\n}\n\nmutation ValidarCodigoRecuperacao($codigo: String!) {\n  validarCodigoRecuperacao(codigo: $codigo) {\n    mensagem\n  }\n}\n\nmutation RecuperarSenha($codigo: String!, $senha: String!) {\n  recuperarSenha(codigo: $codigo, senha: $senha) {\n    mensagem\n  }\n}\n\nquery MeuPerfil {\n  meuPerfil {\n    ...PerfilDoCidadao\n  }\n}\n\nmutation AtualizarPerfil($dados: PerfilCidadaoInput!) {\n  atualizarPerfil(dados: $dados) {\n    ...PerfilDoCidadao\n  }\n}\n\nmutation AtualizarSenha($senhaAtual: String!, $novaSenha: String!) {\n  atualizarSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha) {\n    mensagem\n  }\n}\n\nmutation AceitarPoliticaPrivacidade($versao: String) {\n  aceitarPoliticaPrivacidade(versao: $versao) {\n    mensagem\n  }\n}": typeof types.PerfilDoCidadaoFragmentDoc,
};
const documents: Documents = {
    "fragment PerfilDoCidadao on PerfilCidadao {\n  id\n  nome\n  email\n  telefone\n  estadoId\n  municipioId\n  municipio\n  possuiSenha\n  politicaPendente\n}\n\nmutation EntrarCidadao($email: String!, $senha: String!, $recaptcha: String) {\n  entrarCidadao(email: $email, senha: $senha, recaptcha: $recaptcha) {\n    token\n    id\n    nome\n    email\n  }\n}\n\nmutation SairCidadao {\n  sairCidadao\n}\n\nmutation CadastrarCidadao($dados: CadastroCidadaoInput!, $recaptcha: String) {\n  cadastrarCidadao(dados: $dados, recaptcha: $recaptcha) {\n    mensagem\n  }\n}\n\nmutation ConfirmarCadastro($codigo: String!) {\n  confirmarCadastro(codigo: $codigo) {\n    mensagem\n  }\n}\n\nmutation ReenviarConfirmacao($email: String!) {\n  reenviarConfirmacao(email: $email) {\n    mensagem\n  }\n}\n\nmutation GerarLinkRecuperarSenha($email: String!) {\n  gerarLinkRecuperarSenha(email: $email) {\n    mensagem\n  }\n}\n\nmutation ValidarCodigoRecuperacao($codigo: String!) {\n  validarCodigoRecuperacao(codigo: $codigo) {\n    mensagem\n  }\n}\n\nmutation RecuperarSenha($codigo: String!, $senha: String!) {\n  recuperarSenha(codigo: $codigo, senha: $senha) {\n    mensagem\n  }\n}\n\nquery MeuPerfil {\n  meuPerfil {\n    ...PerfilDoCidadao\n  }\n}\n\nmutation AtualizarPerfil($dados: PerfilCidadaoInput!) {\n  atualizarPerfil(dados: $dados) {\n    ...PerfilDoCidadao\n  }\n}\n\nmutation AtualizarSenha($senhaAtual: String!, $novaSenha: String!) {\n  atualizarSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha) {\n    mensagem\n  }\n}\n\nmutation AceitarPoliticaPrivacidade($versao: String) {\n  aceitarPoliticaPrivacidade(versao: $versao) {\n    mensagem\n  }\n}": types.PerfilDoCidadaoFragmentDoc,
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
export function graphql(source: "fragment PerfilDoCidadao on PerfilCidadao {\n  id\n  nome\n  email\n  telefone\n  estadoId\n  municipioId\n  municipio\n  possuiSenha\n  politicaPendente\n}\n\nmutation EntrarCidadao($email: String!, $senha: String!, $recaptcha: String) {\n  entrarCidadao(email: $email, senha: $senha, recaptcha: $recaptcha) {\n    token\n    id\n    nome\n    email\n  }\n}\n\nmutation SairCidadao {\n  sairCidadao\n}\n\nmutation CadastrarCidadao($dados: CadastroCidadaoInput!, $recaptcha: String) {\n  cadastrarCidadao(dados: $dados, recaptcha: $recaptcha) {\n    mensagem\n  }\n}\n\nmutation ConfirmarCadastro($codigo: String!) {\n  confirmarCadastro(codigo: $codigo) {\n    mensagem\n  }\n}\n\nmutation ReenviarConfirmacao($email: String!) {\n  reenviarConfirmacao(email: $email) {\n    mensagem\n  }\n}\n\nmutation GerarLinkRecuperarSenha($email: String!) {\n  gerarLinkRecuperarSenha(email: $email) {\n    mensagem\n  }\n}\n\nmutation ValidarCodigoRecuperacao($codigo: String!) {\n  validarCodigoRecuperacao(codigo: $codigo) {\n    mensagem\n  }\n}\n\nmutation RecuperarSenha($codigo: String!, $senha: String!) {\n  recuperarSenha(codigo: $codigo, senha: $senha) {\n    mensagem\n  }\n}\n\nquery MeuPerfil {\n  meuPerfil {\n    ...PerfilDoCidadao\n  }\n}\n\nmutation AtualizarPerfil($dados: PerfilCidadaoInput!) {\n  atualizarPerfil(dados: $dados) {\n    ...PerfilDoCidadao\n  }\n}\n\nmutation AtualizarSenha($senhaAtual: String!, $novaSenha: String!) {\n  atualizarSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha) {\n    mensagem\n  }\n}\n\nmutation AceitarPoliticaPrivacidade($versao: String) {\n  aceitarPoliticaPrivacidade(versao: $versao) {\n    mensagem\n  }\n}"): (typeof documents)["fragment PerfilDoCidadao on PerfilCidadao {\n  id\n  nome\n  email\n  telefone\n  estadoId\n  municipioId\n  municipio\n  possuiSenha\n  politicaPendente\n}\n\nmutation EntrarCidadao($email: String!, $senha: String!, $recaptcha: String) {\n  entrarCidadao(email: $email, senha: $senha, recaptcha: $recaptcha) {\n    token\n    id\n    nome\n    email\n  }\n}\n\nmutation SairCidadao {\n  sairCidadao\n}\n\nmutation CadastrarCidadao($dados: CadastroCidadaoInput!, $recaptcha: String) {\n  cadastrarCidadao(dados: $dados, recaptcha: $recaptcha) {\n    mensagem\n  }\n}\n\nmutation ConfirmarCadastro($codigo: String!) {\n  confirmarCadastro(codigo: $codigo) {\n    mensagem\n  }\n}\n\nmutation ReenviarConfirmacao($email: String!) {\n  reenviarConfirmacao(email: $email) {\n    mensagem\n  }\n}\n\nmutation GerarLinkRecuperarSenha($email: String!) {\n  gerarLinkRecuperarSenha(email: $email) {\n    mensagem\n  }\n}\n\nmutation ValidarCodigoRecuperacao($codigo: String!) {\n  validarCodigoRecuperacao(codigo: $codigo) {\n    mensagem\n  }\n}\n\nmutation RecuperarSenha($codigo: String!, $senha: String!) {\n  recuperarSenha(codigo: $codigo, senha: $senha) {\n    mensagem\n  }\n}\n\nquery MeuPerfil {\n  meuPerfil {\n    ...PerfilDoCidadao\n  }\n}\n\nmutation AtualizarPerfil($dados: PerfilCidadaoInput!) {\n  atualizarPerfil(dados: $dados) {\n    ...PerfilDoCidadao\n  }\n}\n\nmutation AtualizarSenha($senhaAtual: String!, $novaSenha: String!) {\n  atualizarSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha) {\n    mensagem\n  }\n}\n\nmutation AceitarPoliticaPrivacidade($versao: String) {\n  aceitarPoliticaPrivacidade(versao: $versao) {\n    mensagem\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;