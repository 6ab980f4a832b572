/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Mensagem enviada pelo formulário público do Fale Conosco. */
export type FaleConoscoInput = {
  assunto: string;
  email: string;
  mensagem: string;
  nome: string;
  telefone?: string | null | undefined;
  tipo?: ObjetivoFaleConosco | null | undefined;
};

/** Objetivo (tipo) da mensagem enviada ao Fale Conosco. */
export type ObjetivoFaleConosco =
  | 'denuncia'
  | 'duvida'
  | 'elogio'
  | 'reclamacao'
  | 'solicitacao_informacao'
  | 'sugestao';

export type ObjetivosFaleConoscoQueryVariables = Exact<{ [key: string]: never; }>;


export type ObjetivosFaleConoscoQuery = { objetivosFaleConosco: Array<{ valor: string, rotulo: string }> | null };

export type EnviarFaleConoscoMutationVariables = Exact<{
  dados: FaleConoscoInput;
  recaptcha?: string | null | undefined;
}>;


export type EnviarFaleConoscoMutation = { enviarFaleConosco: { protocolo: string, mensagem: string } };


export const ObjetivosFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObjetivosFaleConosco"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objetivosFaleConosco"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"rotulo"}}]}}]}}]} as unknown as DocumentNode<ObjetivosFaleConoscoQuery, ObjetivosFaleConoscoQueryVariables>;
export const EnviarFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnviarFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaleConoscoInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enviarFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}},{"kind":"Argument","name":{"kind":"Name","value":"recaptcha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<EnviarFaleConoscoMutation, EnviarFaleConoscoMutationVariables>;