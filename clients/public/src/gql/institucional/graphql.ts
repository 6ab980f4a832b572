/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Pedido de credenciamento enviado pelo site. */
export type CredenciamentoImprensaInput = {
  cpf: string;
  email: string;
  funcao: string;
  nome: string;
  telefone?: string | null | undefined;
  tipoVeiculo: string;
  veiculo: string;
};

/** Decisão de um recurso. */
export type DecisaoRecursoInformacao =
  | 'nao_provido'
  | 'provido';

/** Decisão da resposta: acesso concedido, parcial ou negado. */
export type DecisaoSolicitacaoInformacao =
  | 'deferida'
  | 'indeferida'
  | 'parcialmente_deferida';

/** Mensagem enviada pelo formulário público do Fale Conosco. */
export type FaleConoscoInput = {
  assunto: string;
  /** Setor ou gabinete destinatário (id de `contatos`). */
  contatadoId?: number | null | undefined;
  email: string;
  mensagem: string;
  nome: string;
  telefone?: string | null | undefined;
  tipo?: ObjetivoFaleConosco | null | undefined;
};

/** Motivo legal de uma negativa de acesso. */
export type MotivoNegativaInformacao =
  | 'dados_pessoais'
  | 'desproporcional'
  | 'generico'
  | 'inexistente'
  | 'outro_orgao'
  | 'sigilo'
  | 'trabalho_adicional';

/** Objetivo (tipo) da mensagem enviada ao Fale Conosco. */
export type ObjetivoFaleConosco =
  | 'denuncia'
  | 'duvida'
  | 'elogio'
  | 'reclamacao'
  | 'solicitacao_informacao'
  | 'sugestao';

/** Pedido enviado pelo formulário público. Os campos de perfil são opcionais e só entram nas estatísticas. */
export type SolicitacaoInformacaoInput = {
  email: string;
  /** Valor de GET escolaridades. */
  escolaridade?: string | null | undefined;
  /** Código IBGE do estado (GET /api/public/estados). */
  estadoId?: number | null | undefined;
  /** Valor de GET generos. */
  genero?: string | null | undefined;
  /** Código IBGE do município (GET /api/public/estados/{id}/municipios). */
  municipioId?: number | null | undefined;
  nome: string;
  /** Valor de GET objetivos. O motivo nunca é exigido (Lei 12.527, art. 10, § 3º). */
  objetivo?: string | null | undefined;
  /** Valor de GET ocupacoes. */
  ocupacao?: string | null | undefined;
  pedido: string;
  telefone?: string | null | undefined;
  /** fisica ou juridica (GET tipo-pessoas). */
  tipoPessoa: string;
};

/** Situação de uma solicitação do Fale Conosco. */
export type StatusFaleConosco =
  | 'aguardando_resposta'
  | 'com_pendencia'
  | 'finalizada'
  | 'indeferida';

/** Situação de um pedido de acesso à informação. */
export type StatusSolicitacaoInformacao =
  | 'aguardando_resposta'
  | 'em_recurso'
  | 'encerrada'
  | 'respondida';

export type ContatosQueryVariables = Exact<{
  pagina?: string | null | undefined;
}>;


export type ContatosQuery = { contatos: Array<{ id: string, nome: string, tipo: string, responsavel: string | null, telefones: Array<string>, fax: string | null, email: string | null, localizacao: string | null }> | null };

export type VeiculosCredenciadosQueryVariables = Exact<{ [key: string]: never; }>;


export type VeiculosCredenciadosQuery = { veiculosCredenciados: Array<{ veiculo: string, tipoVeiculo: string, rotuloTipo: string }> | null };

export type SolicitarCredenciamentoImprensaMutationVariables = Exact<{
  dados: CredenciamentoImprensaInput;
  recaptcha?: string | null | undefined;
}>;


export type SolicitarCredenciamentoImprensaMutation = { solicitarCredenciamentoImprensa: { mensagem: string } };

export type ObjetivosFaleConoscoQueryVariables = Exact<{ [key: string]: never; }>;


export type ObjetivosFaleConoscoQuery = { objetivosFaleConosco: Array<{ valor: string, rotulo: string }> | null };

export type EnviarFaleConoscoMutationVariables = Exact<{
  dados: FaleConoscoInput;
  recaptcha?: string | null | undefined;
}>;


export type EnviarFaleConoscoMutation = { enviarFaleConosco: { protocolo: string, mensagem: string } };

export type ConsultarFaleConoscoQueryVariables = Exact<{
  protocolo: string;
  email: string;
}>;


export type ConsultarFaleConoscoQuery = { consultarFaleConosco: { protocolo: string, assunto: string, mensagem: string, status: StatusFaleConosco, respostaConteudo: string | null, respondidaEm: string | null, createdAt: string, pdfRespostaSolicitacao: { nome: string, url: string } | null } | null };

export type PerguntasFrequentesQueryVariables = Exact<{ [key: string]: never; }>;


export type PerguntasFrequentesQuery = { categoriasPerguntasFrequentes: { itens: Array<{ id: string, nome: string, perguntas: Array<{ id: string, pergunta: string, resposta: string }> }> } | null };

export type VersaoDaPoliticaFragment = { id: string, versao: number, vigenteDesde: string, resumoAlteracoes: string | null, conteudo: string };

export type PoliticaPrivacidadeQueryVariables = Exact<{ [key: string]: never; }>;


export type PoliticaPrivacidadeQuery = { politicaPrivacidadeVigente: { id: string, versao: number, vigenteDesde: string, resumoAlteracoes: string | null, conteudo: string } | null, politicasPrivacidade: { itens: Array<{ id: string, versao: number, vigenteDesde: string }> } | null };

export type VersaoPoliticaPrivacidadeQueryVariables = Exact<{
  id: string | number;
}>;


export type VersaoPoliticaPrivacidadeQuery = { politicaPrivacidade: { id: string, versao: number, vigenteDesde: string, resumoAlteracoes: string | null, conteudo: string } | null };

export type VocabulariosSolicitacaoInformacaoQueryVariables = Exact<{ [key: string]: never; }>;


export type VocabulariosSolicitacaoInformacaoQuery = { tipoPessoas: Array<{ valor: string, rotulo: string }> | null, generos: Array<{ valor: string, rotulo: string }> | null, escolaridades: Array<{ valor: string, rotulo: string }> | null, ocupacoes: Array<{ valor: string, rotulo: string }> | null, objetivos: Array<{ valor: string, rotulo: string }> | null };

export type EnviarSolicitacaoInformacaoMutationVariables = Exact<{
  dados: SolicitacaoInformacaoInput;
  recaptcha?: string | null | undefined;
}>;


export type EnviarSolicitacaoInformacaoMutation = { enviarSolicitacaoInformacao: { protocolo: string, prazo: string, mensagem: string } };

export type ConsultarSolicitacaoInformacaoQueryVariables = Exact<{
  protocolo: string;
  email?: string | null | undefined;
}>;


export type ConsultarSolicitacaoInformacaoQuery = { consultarSolicitacaoInformacao: { protocolo: string, status: StatusSolicitacaoInformacao, pedido: string, recebidaEm: string, prazo: string, prorrogada: boolean, justificativaProrrogacao: string | null, resposta: string | null, decisao: DecisaoSolicitacaoInformacao | null, motivoNegativa: MotivoNegativaInformacao | null, respondidaEm: string | null, pdfResposta: { nome: string, url: string } | null, recursos: Array<{ instancia: number, razoes: string, prazo: string, resposta: string | null, decisao: DecisaoRecursoInformacao | null, respondidoEm: string | null }> } | null };

export type RecorrerSolicitacaoInformacaoMutationVariables = Exact<{
  protocolo: string;
  email?: string | null | undefined;
  razoes: string;
}>;


export type RecorrerSolicitacaoInformacaoMutation = { recorrerSolicitacaoInformacao: { protocolo: string, status: StatusSolicitacaoInformacao, prazo: string } };

export type EstatisticasSolicitacoesInformacaoQueryVariables = Exact<{
  ano: number;
}>;


export type EstatisticasSolicitacoesInformacaoQuery = { estatisticasSolicitacoesInformacao: Array<{ mes: number | null, recebidas: number, atendidas: number, negadas: number, pendentes: number, prorrogadas: number, recursos: number, tempoMedioResposta: number | null, motivosNegativa: Array<{ motivo: MotivoNegativaInformacao, rotulo: string, quantidade: number }> }> | null };

export type MinhasSolicitacoesInformacaoQueryVariables = Exact<{ [key: string]: never; }>;


export type MinhasSolicitacoesInformacaoQuery = { minhasSolicitacoesInformacao: Array<{ protocolo: string, status: StatusSolicitacaoInformacao, email: string, pedido: string, recebidaEm: string, prazo: string, prorrogada: boolean }> | null };

export const VersaoDaPoliticaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersaoDaPolitica"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PoliticaPrivacidade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"resumoAlteracoes"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}}]}}]} as unknown as DocumentNode<VersaoDaPoliticaFragment, unknown>;
export const ContatosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Contatos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contatos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"telefones"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"localizacao"}}]}}]}}]} as unknown as DocumentNode<ContatosQuery, ContatosQueryVariables>;
export const VeiculosCredenciadosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VeiculosCredenciados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"veiculosCredenciados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"veiculo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoVeiculo"}},{"kind":"Field","name":{"kind":"Name","value":"rotuloTipo"}}]}}]}}]} as unknown as DocumentNode<VeiculosCredenciadosQuery, VeiculosCredenciadosQueryVariables>;
export const SolicitarCredenciamentoImprensaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SolicitarCredenciamentoImprensa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CredenciamentoImprensaInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitarCredenciamentoImprensa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}},{"kind":"Argument","name":{"kind":"Name","value":"recaptcha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<SolicitarCredenciamentoImprensaMutation, SolicitarCredenciamentoImprensaMutationVariables>;
export const ObjetivosFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObjetivosFaleConosco"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objetivosFaleConosco"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"rotulo"}}]}}]}}]} as unknown as DocumentNode<ObjetivosFaleConoscoQuery, ObjetivosFaleConoscoQueryVariables>;
export const EnviarFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnviarFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaleConoscoInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enviarFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}},{"kind":"Argument","name":{"kind":"Name","value":"recaptcha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<EnviarFaleConoscoMutation, EnviarFaleConoscoMutationVariables>;
export const ConsultarFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultarFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"protocolo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultarFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"protocolo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"protocolo"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respostaConteudo"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfRespostaSolicitacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ConsultarFaleConoscoQuery, ConsultarFaleConoscoQueryVariables>;
export const PerguntasFrequentesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerguntasFrequentes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasPerguntasFrequentes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"perguntas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pergunta"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PerguntasFrequentesQuery, PerguntasFrequentesQueryVariables>;
export const PoliticaPrivacidadeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PoliticaPrivacidade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"politicaPrivacidadeVigente"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VersaoDaPolitica"}}]}},{"kind":"Field","name":{"kind":"Name","value":"politicasPrivacidade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersaoDaPolitica"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PoliticaPrivacidade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"resumoAlteracoes"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}}]}}]} as unknown as DocumentNode<PoliticaPrivacidadeQuery, PoliticaPrivacidadeQueryVariables>;
export const VersaoPoliticaPrivacidadeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersaoPoliticaPrivacidade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"politicaPrivacidade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VersaoDaPolitica"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersaoDaPolitica"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PoliticaPrivacidade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"resumoAlteracoes"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}}]}}]} as unknown as DocumentNode<VersaoPoliticaPrivacidadeQuery, VersaoPoliticaPrivacidadeQueryVariables>;
export const VocabulariosSolicitacaoInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VocabulariosSolicitacaoInformacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"tipoPessoas"},"name":{"kind":"Name","value":"vocabularioSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nome"},"value":{"kind":"StringValue","value":"tipo-pessoas","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"rotulo"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"generos"},"name":{"kind":"Name","value":"vocabularioSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nome"},"value":{"kind":"StringValue","value":"generos","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"rotulo"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"escolaridades"},"name":{"kind":"Name","value":"vocabularioSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nome"},"value":{"kind":"StringValue","value":"escolaridades","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"rotulo"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"ocupacoes"},"name":{"kind":"Name","value":"vocabularioSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nome"},"value":{"kind":"StringValue","value":"ocupacoes","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"rotulo"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"objetivos"},"name":{"kind":"Name","value":"vocabularioSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nome"},"value":{"kind":"StringValue","value":"objetivos","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"rotulo"}}]}}]}}]} as unknown as DocumentNode<VocabulariosSolicitacaoInformacaoQuery, VocabulariosSolicitacaoInformacaoQueryVariables>;
export const EnviarSolicitacaoInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnviarSolicitacaoInformacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SolicitacaoInformacaoInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enviarSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}},{"kind":"Argument","name":{"kind":"Name","value":"recaptcha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recaptcha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<EnviarSolicitacaoInformacaoMutation, EnviarSolicitacaoInformacaoMutationVariables>;
export const ConsultarSolicitacaoInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultarSolicitacaoInformacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"protocolo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultarSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"protocolo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"protocolo"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pedido"}},{"kind":"Field","name":{"kind":"Name","value":"recebidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"prorrogada"}},{"kind":"Field","name":{"kind":"Name","value":"justificativaProrrogacao"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"decisao"}},{"kind":"Field","name":{"kind":"Name","value":"motivoNegativa"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"pdfResposta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recursos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instancia"}},{"kind":"Field","name":{"kind":"Name","value":"razoes"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"decisao"}},{"kind":"Field","name":{"kind":"Name","value":"respondidoEm"}}]}}]}}]}}]} as unknown as DocumentNode<ConsultarSolicitacaoInformacaoQuery, ConsultarSolicitacaoInformacaoQueryVariables>;
export const RecorrerSolicitacaoInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecorrerSolicitacaoInformacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"protocolo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"razoes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recorrerSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"protocolo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"protocolo"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"razoes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"razoes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}}]}}]}}]} as unknown as DocumentNode<RecorrerSolicitacaoInformacaoMutation, RecorrerSolicitacaoInformacaoMutationVariables>;
export const EstatisticasSolicitacoesInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstatisticasSolicitacoesInformacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ano"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estatisticasSolicitacoesInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ano"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ano"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"recebidas"}},{"kind":"Field","name":{"kind":"Name","value":"atendidas"}},{"kind":"Field","name":{"kind":"Name","value":"negadas"}},{"kind":"Field","name":{"kind":"Name","value":"pendentes"}},{"kind":"Field","name":{"kind":"Name","value":"prorrogadas"}},{"kind":"Field","name":{"kind":"Name","value":"recursos"}},{"kind":"Field","name":{"kind":"Name","value":"tempoMedioResposta"}},{"kind":"Field","name":{"kind":"Name","value":"motivosNegativa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"rotulo"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}}]}}]}}]}}]} as unknown as DocumentNode<EstatisticasSolicitacoesInformacaoQuery, EstatisticasSolicitacoesInformacaoQueryVariables>;
export const MinhasSolicitacoesInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MinhasSolicitacoesInformacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minhasSolicitacoesInformacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pedido"}},{"kind":"Field","name":{"kind":"Name","value":"recebidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"prorrogada"}}]}}]}}]} as unknown as DocumentNode<MinhasSolicitacoesInformacaoQuery, MinhasSolicitacoesInformacaoQueryVariables>;