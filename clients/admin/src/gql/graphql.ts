/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CategoriaLinkFiltro = {
  /** Parte do nome. */
  termo?: string | null | undefined;
};

export type CategoriaLinkInput = {
  nome: string;
  ordem?: number;
};

/** Categoria editorial da notícia. */
export type CategoriaNoticia =
  | 'assembleia'
  | 'discurso'
  | 'especiais'
  | 'gabinete';

/** Nível de destaque na página inicial. */
export type DestaqueNivel =
  | 'primario'
  | 'secundario'
  | 'terciario';

export type FaleConoscoFiltro = {
  /** Parte do assunto. */
  assunto?: string | null | undefined;
  /** Data de envio (dd/mm/aaaa ou aaaa-mm-dd). */
  createdAt?: string | null | undefined;
  /** Número de protocolo (exato ou parte). */
  protocolo?: string | null | undefined;
  /** Aba: aguardando_resposta, com_pendencia, finalizada ou indeferida. */
  status?: StatusFaleConosco | null | undefined;
  tipo?: ObjetivoFaleConosco | null | undefined;
};

export type NoticiaAdminFiltro = {
  /** Parte do nome do usuário que criou a notícia. */
  autor?: string | null | undefined;
  categoria?: CategoriaNoticia | null | undefined;
  /** Dia de publicação, dd/mm/aaaa (horário de Brasília). */
  dataPublicacao?: string | null | undefined;
  destaque?: DestaqueNivel | null | undefined;
  id?: string | number | null | undefined;
  /** a_revisar: não publicadas; publicadas: publicadas ou agendadas. */
  status?: StatusNoticia;
  /** Parte do título. */
  titulo?: string | null | undefined;
};

export type NoticiaInput = {
  /** Usuários de gabinete sempre gravam gabinete. */
  categoria?: CategoriaNoticia | null | undefined;
  /** Corpo em HTML; saneado ao salvar. */
  conteudo: string;
  deputadoId?: string | number | null | undefined;
  destaqueDescricao?: string | null | undefined;
  destaqueNivel?: DestaqueNivel | null | undefined;
  /** primario: 1; secundario: 1 a 2; terciario: 1 a 3. */
  destaqueSlot?: number | null | undefined;
  fonte?: string | null | undefined;
  galeriaId?: string | number | null | undefined;
  /** Envio multipart; o gateway troca pelo arquivo guardado. */
  imagem?: File | null | undefined;
  /** Remove a imagem atual. */
  removerImagem?: boolean | null | undefined;
  resumo?: string | null | undefined;
  titulo: string;
};

/** Objetivo (tipo) da mensagem enviada ao Fale Conosco. */
export type ObjetivoFaleConosco =
  | 'denuncia'
  | 'duvida'
  | 'elogio'
  | 'reclamacao'
  | 'solicitacao_informacao'
  | 'sugestao';

/** Resposta da equipe a uma solicitação. */
export type RespostaFaleConoscoInput = {
  /** PDF opcional (multipart), até 10 MB. */
  pdfRespostaSolicitacao?: File | null | undefined;
  /** Obrigatório. */
  respostaConteudo: string;
  /** Situação após a resposta: finalizada (padrão), com_pendencia (pede algo ao cidadão) ou indeferida. */
  status?: StatusFaleConosco | null | undefined;
};

/** Situação de uma solicitação do Fale Conosco. */
export type StatusFaleConosco =
  | 'aguardando_resposta'
  | 'com_pendencia'
  | 'finalizada'
  | 'indeferida';

/** Aba da lista administrativa: a revisar (não publicadas) ou publicadas. */
export type StatusNoticia =
  | 'a_revisar'
  | 'publicadas';

export type CategoriasLinksQueryVariables = Exact<{
  filtro?: CategoriaLinkFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type CategoriasLinksQuery = { categoriasLinks: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, ordem: number }> } };

export type CategoriaLinkQueryVariables = Exact<{
  id: string | number;
}>;


export type CategoriaLinkQuery = { categoriaLink: { id: string, nome: string, ordem: number } | null };

export type CriarCategoriaLinkMutationVariables = Exact<{
  dados: CategoriaLinkInput;
}>;


export type CriarCategoriaLinkMutation = { criarCategoriaLink: { id: string, nome: string, ordem: number } };

export type AtualizarCategoriaLinkMutationVariables = Exact<{
  id: string | number;
  dados: CategoriaLinkInput;
}>;


export type AtualizarCategoriaLinkMutation = { atualizarCategoriaLink: { id: string, nome: string, ordem: number } };

export type ExcluirCategoriaLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirCategoriaLinkMutation = { excluirCategoriaLink: boolean };

export type SolicitacoesFaleConoscoQueryVariables = Exact<{
  filtro?: FaleConoscoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type SolicitacoesFaleConoscoQuery = { solicitacoesFaleConosco: { total: number, totalPaginas: number, itens: Array<{ id: string, protocolo: string, nome: string, assunto: string, tipo: ObjetivoFaleConosco, status: StatusFaleConosco, createdAt: string }> } };

export type SolicitacaoFaleConoscoQueryVariables = Exact<{
  id: string | number;
}>;


export type SolicitacaoFaleConoscoQuery = { solicitacaoFaleConosco: { id: string, protocolo: string, nome: string, email: string, telefone: string | null, assunto: string, tipo: ObjetivoFaleConosco, mensagem: string, status: StatusFaleConosco, createdAt: string, respostaConteudo: string | null, respondidaEm: string | null, respondidaPor: string | null, pdfRespostaSolicitacao: { url: string, nome: string } | null } | null };

export type ResponderFaleConoscoMutationVariables = Exact<{
  id: string | number;
  dados: RespostaFaleConoscoInput;
}>;


export type ResponderFaleConoscoMutation = { responderFaleConosco: { id: string, status: StatusFaleConosco, respostaConteudo: string | null, respondidaEm: string | null, respondidaPor: string | null, pdfRespostaSolicitacao: { url: string, nome: string } | null } };

export type DeputadosAtivosQueryVariables = Exact<{ [key: string]: never; }>;


export type DeputadosAtivosQuery = { deputados: { itens: Array<{ id: string, nome: string }> } };

export type NoticiasAdminQueryVariables = Exact<{
  filtro?: NoticiaAdminFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type NoticiasAdminQuery = { noticiasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, resumo: string | null, categoria: CategoriaNoticia, destaqueNivel: DestaqueNivel | null, destaqueSlot: number | null, publicada: boolean, publicadaEm: string | null, usuarioCriador: string | null, createdAt: string, imagem: { miniatura: string } | null }> } };

export type NoticiaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type NoticiaAdminQuery = { noticiaAdmin: { id: string, titulo: string, resumo: string | null, conteudo: string, fonte: string | null, categoria: CategoriaNoticia, destaqueNivel: DestaqueNivel | null, destaqueSlot: number | null, destaqueDescricao: string | null, publicada: boolean, publicadaEm: string | null, urlSufixo: string, galeriaId: string | null, usuarioCriador: string | null, createdAt: string, updatedAt: string, imagem: { url: string, miniatura: string, nome: string } | null, deputado: { id: string, nome: string } | null, historico: Array<{ acao: string, usuario: string, createdAt: string }> } | null };

export type CriarNoticiaMutationVariables = Exact<{
  dados: NoticiaInput;
}>;


export type CriarNoticiaMutation = { criarNoticia: { id: string } };

export type AtualizarNoticiaMutationVariables = Exact<{
  id: string | number;
  dados: NoticiaInput;
}>;


export type AtualizarNoticiaMutation = { atualizarNoticia: { id: string } };

export type ExcluirNoticiaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirNoticiaMutation = { excluirNoticia: boolean };

export type PublicarNoticiaMutationVariables = Exact<{
  id: string | number;
  dataPublicacao: string;
}>;


export type PublicarNoticiaMutation = { publicarNoticia: { id: string, publicada: boolean, publicadaEm: string | null } };

export type DespublicarNoticiaMutationVariables = Exact<{
  id: string | number;
}>;


export type DespublicarNoticiaMutation = { despublicarNoticia: { id: string, publicada: boolean, publicadaEm: string | null } };

export type ContadoresMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type ContadoresMenuQuery = { contadoresMenu: { faleConosco: number, agenda: number, galeria: number, noticias: number } };


export const CategoriasLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriasLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaLinkFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<CategoriasLinksQuery, CategoriasLinksQueryVariables>;
export const CategoriaLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriaLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<CategoriaLinkQuery, CategoriaLinkQueryVariables>;
export const CriarCategoriaLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarCategoriaLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarCategoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<CriarCategoriaLinkMutation, CriarCategoriaLinkMutationVariables>;
export const AtualizarCategoriaLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarCategoriaLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarCategoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<AtualizarCategoriaLinkMutation, AtualizarCategoriaLinkMutationVariables>;
export const ExcluirCategoriaLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirCategoriaLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirCategoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirCategoriaLinkMutation, ExcluirCategoriaLinkMutationVariables>;
export const SolicitacoesFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitacoesFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FaleConoscoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacoesFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<SolicitacoesFaleConoscoQuery, SolicitacoesFaleConoscoQueryVariables>;
export const SolicitacaoFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitacaoFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacaoFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respostaConteudo"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaPor"}},{"kind":"Field","name":{"kind":"Name","value":"pdfRespostaSolicitacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<SolicitacaoFaleConoscoQuery, SolicitacaoFaleConoscoQueryVariables>;
export const ResponderFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResponderFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RespostaFaleConoscoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responderFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respostaConteudo"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaPor"}},{"kind":"Field","name":{"kind":"Name","value":"pdfRespostaSolicitacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<ResponderFaleConoscoMutation, ResponderFaleConoscoMutationVariables>;
export const DeputadosAtivosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeputadosAtivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"41"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<DeputadosAtivosQuery, DeputadosAtivosQueryVariables>;
export const NoticiasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticiasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaAdminFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticiasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueNivel"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueSlot"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioCriador"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<NoticiasAdminQuery, NoticiasAdminQueryVariables>;
export const NoticiaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticiaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticiaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueNivel"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueSlot"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"galeriaId"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioCriador"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"historico"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acao"}},{"kind":"Field","name":{"kind":"Name","value":"usuario"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<NoticiaAdminQuery, NoticiaAdminQueryVariables>;
export const CriarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CriarNoticiaMutation, CriarNoticiaMutationVariables>;
export const AtualizarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AtualizarNoticiaMutation, AtualizarNoticiaMutationVariables>;
export const ExcluirNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirNoticiaMutation, ExcluirNoticiaMutationVariables>;
export const PublicarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataPublicacao"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataPublicacao"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataPublicacao"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}}]}}]}}]} as unknown as DocumentNode<PublicarNoticiaMutation, PublicarNoticiaMutationVariables>;
export const DespublicarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DespublicarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"despublicarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}}]}}]}}]} as unknown as DocumentNode<DespublicarNoticiaMutation, DespublicarNoticiaMutationVariables>;
export const ContadoresMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContadoresMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contadoresMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faleConosco"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"galeria"}},{"kind":"Field","name":{"kind":"Name","value":"noticias"}}]}}]}}]} as unknown as DocumentNode<ContadoresMenuQuery, ContadoresMenuQueryVariables>;