/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Cadastro no Opine Cidadão. */
export type CadastroCidadaoInput = {
  /** É preciso aceitar a Política de Privacidade para se cadastrar. */
  aceitePolitica: boolean;
  email: string;
  /** Código IBGE do estado; vai junto com municipioId. */
  estadoId?: number | null | undefined;
  /** Nome do município (REST legado), procurado na lista do IBGE; prefira estadoId e municipioId. */
  municipio?: string | null | undefined;
  /** Código IBGE de um município do estado escolhido. */
  municipioId?: number | null | undefined;
  nome: string;
  senha: string;
  telefone?: string | null | undefined;
  /** Versão da política exibida no formulário; sem ela, a vigente. */
  versaoPolitica?: string | null | undefined;
};

/** Campos do perfil; um campo ausente fica como está, "" apaga telefone ou município e estadoId e municipioId nulos apagam a localidade. */
export type PerfilCidadaoInput = {
  /** Código IBGE do estado; vai junto com municipioId. */
  estadoId?: number | null | undefined;
  /** Nome do município (REST legado), procurado na lista do IBGE; prefira estadoId e municipioId. */
  municipio?: string | null | undefined;
  /** Código IBGE de um município do estado escolhido. */
  municipioId?: number | null | undefined;
  nome?: string | null | undefined;
  telefone?: string | null | undefined;
};

export type PerfilDoCidadaoFragment = { id: string, nome: string, email: string, telefone: string | null, estadoId: number | null, municipioId: number | null, municipio: string | null, possuiSenha: boolean, politicaPendente: number | null };

export type EntrarCidadaoMutationVariables = Exact<{
  email: string;
  senha: string;
  recaptcha?: string | null | undefined;
}>;


export type EntrarCidadaoMutation = { entrarCidadao: { token: string, id: string, nome: string, email: string } };

export type SairCidadaoMutationVariables = Exact<{ [key: string]: never; }>;


export type SairCidadaoMutation = { sairCidadao: boolean };

export type CadastrarCidadaoMutationVariables = Exact<{
  dados: CadastroCidadaoInput;
  recaptcha?: string | null | undefined;
}>;


export type CadastrarCidadaoMutation = { cadastrarCidadao: { mensagem: string } };

export type ConfirmarCadastroMutationVariables = Exact<{
  codigo: string;
}>;


export type ConfirmarCadastroMutation = { confirmarCadastro: { mensagem: string } };

export type ReenviarConfirmacaoMutationVariables = Exact<{
  email: string;
}>;


export type ReenviarConfirmacaoMutation = { reenviarConfirmacao: { mensagem: string } };

export type GerarLinkRecuperarSenhaMutationVariables = Exact<{
  email: string;
}>;


export type GerarLinkRecuperarSenhaMutation = { gerarLinkRecuperarSenha: { mensagem: string } };

export type ValidarCodigoRecuperacaoMutationVariables = Exact<{
  codigo: string;
}>;


export type ValidarCodigoRecuperacaoMutation = { validarCodigoRecuperacao: { mensagem: string } };

export type RecuperarSenhaMutationVariables = Exact<{
  codigo: string;
  senha: string;
}>;


export type RecuperarSenhaMutation = { recuperarSenha: { mensagem: string } };

export type MeuPerfilQueryVariables = Exact<{ [key: string]: never; }>;


export type MeuPerfilQuery = { meuPerfil: { id: string, nome: string, email: string, telefone: string | null, estadoId: number | null, municipioId: number | null, municipio: string | null, possuiSenha: boolean, politicaPendente: number | null } | null };

export type AtualizarPerfilMutationVariables = Exact<{
  dados: PerfilCidadaoInput;
}>;


export type AtualizarPerfilMutation = { atualizarPerfil: { id: string, nome: string, email: string, telefone: string | null, estadoId: number | null, municipioId: number | null, municipio: string | null, possuiSenha: boolean, politicaPendente: number | null } };

export type AtualizarSenhaMutationVariables = Exact<{
  senhaAtual: string;
  novaSenha: string;
}>;


export type AtualizarSenhaMutation = { atualizarSenha: { mensagem: string } };

export type AceitarPoliticaPrivacidadeMutationVariables = Exact<{
  versao?: string | null | undefined;
}>;


export type AceitarPoliticaPrivacidadeMutation = { aceitarPoliticaPrivacidade: { mensagem: string } };

export const PerfilDoCidadaoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerfilDoCidadao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PerfilCidadao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"estadoId"}},{"kind":"Field","name":{"kind":"Name","value":"municipioId"}},{"kind":"Field","name":{"kind":"Name","value":"municipio"}},{"kind":"Field","name":{"kind":"Name","value":"possuiSenha"}},{"kind":"Field","name":{"kind":"Name","value":"politicaPendente"}}]}}]} as unknown as DocumentNode<PerfilDoCidadaoFragment, unknown>;
export const EntrarCidadaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EntrarCidadao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"senha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrarCidadao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"senha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"senha"}}},{"kind":"Argument","name":{"kind":"Name","value":"recaptcha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<EntrarCidadaoMutation, EntrarCidadaoMutationVariables>;
export const SairCidadaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SairCidadao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sairCidadao"}}]}}]} as unknown as DocumentNode<SairCidadaoMutation, SairCidadaoMutationVariables>;
export const CadastrarCidadaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CadastrarCidadao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CadastroCidadaoInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cadastrarCidadao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}},{"kind":"Argument","name":{"kind":"Name","value":"recaptcha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<CadastrarCidadaoMutation, CadastrarCidadaoMutationVariables>;
export const ConfirmarCadastroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmarCadastro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmarCadastro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<ConfirmarCadastroMutation, ConfirmarCadastroMutationVariables>;
export const ReenviarConfirmacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReenviarConfirmacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reenviarConfirmacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<ReenviarConfirmacaoMutation, ReenviarConfirmacaoMutationVariables>;
export const GerarLinkRecuperarSenhaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GerarLinkRecuperarSenha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gerarLinkRecuperarSenha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<GerarLinkRecuperarSenhaMutation, GerarLinkRecuperarSenhaMutationVariables>;
export const ValidarCodigoRecuperacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidarCodigoRecuperacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validarCodigoRecuperacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<ValidarCodigoRecuperacaoMutation, ValidarCodigoRecuperacaoMutationVariables>;
export const RecuperarSenhaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecuperarSenha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"senha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recuperarSenha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}},{"kind":"Argument","name":{"kind":"Name","value":"senha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"senha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<RecuperarSenhaMutation, RecuperarSenhaMutationVariables>;
export const MeuPerfilDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeuPerfil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meuPerfil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerfilDoCidadao"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerfilDoCidadao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PerfilCidadao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"estadoId"}},{"kind":"Field","name":{"kind":"Name","value":"municipioId"}},{"kind":"Field","name":{"kind":"Name","value":"municipio"}},{"kind":"Field","name":{"kind":"Name","value":"possuiSenha"}},{"kind":"Field","name":{"kind":"Name","value":"politicaPendente"}}]}}]} as unknown as DocumentNode<MeuPerfilQuery, MeuPerfilQueryVariables>;
export const AtualizarPerfilDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarPerfil"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerfilCidadaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarPerfil"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerfilDoCidadao"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerfilDoCidadao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PerfilCidadao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"estadoId"}},{"kind":"Field","name":{"kind":"Name","value":"municipioId"}},{"kind":"Field","name":{"kind":"Name","value":"municipio"}},{"kind":"Field","name":{"kind":"Name","value":"possuiSenha"}},{"kind":"Field","name":{"kind":"Name","value":"politicaPendente"}}]}}]} as unknown as DocumentNode<AtualizarPerfilMutation, AtualizarPerfilMutationVariables>;
export const AtualizarSenhaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarSenha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"senhaAtual"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"novaSenha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarSenha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"senhaAtual"},"value":{"kind":"Variable","name":{"kind":"Name","value":"senhaAtual"}}},{"kind":"Argument","name":{"kind":"Name","value":"novaSenha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"novaSenha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<AtualizarSenhaMutation, AtualizarSenhaMutationVariables>;
export const AceitarPoliticaPrivacidadeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AceitarPoliticaPrivacidade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versao"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aceitarPoliticaPrivacidade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versao"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versao"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<AceitarPoliticaPrivacidadeMutation, AceitarPoliticaPrivacidadeMutationVariables>;