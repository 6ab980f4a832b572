import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { ComponentType, ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { AdminResource, GrupoMenu } from '../resources';
import type { ConfigParametros } from './lista';

/** Todo registro tem id (as operações seguem `x(id)`, `criarX`, `atualizarX`, `excluirX`). */
export interface Registro {
  id: string;
}

export interface Coluna<T> {
  titulo: string;
  valor: (item: T) => ReactNode;
}

/**
 * Operações do recurso, com as variáveis da convenção da API:
 * lista `(filtro, pagina, porPagina)` → `{ itens, total, totalPaginas }`; item `(id)`;
 * criar `(dados)`; atualizar `(id, dados)`; excluir `(id)`. O kit lê o primeiro campo da resposta.
 */
export interface DocumentosCrud {
  lista: DocumentNode;
  item: DocumentNode;
  criar?: DocumentNode;
  atualizar?: DocumentNode;
  excluir?: DocumentNode;
}

export interface PropsFormulario<T, V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Registro em edição (ausente num novo). */
  item?: T;
}

export interface PropsAcoes<T> {
  item: T;
  /** Chamar depois de uma ação que muda o registro (recarrega a tela). */
  aoConcluir: () => void;
  /** Onde a ação aparece. */
  local: 'lista' | 'exibicao';
}

export interface ConfigFormulario<T, V extends FieldValues> {
  Componente: ComponentType<PropsFormulario<T, V>>;
  /** `endereco`: a query string de um registro novo (`/new?aba=mulher`, o "Novo" de uma aba da lista: `novoNaAba`). */
  valoresIniciais: (item?: T, endereco?: URLSearchParams) => DefaultValues<V>;
  /** Valores do formulário → `dados` da mutação. */
  paraDados: (valores: V, item?: T) => Record<string, unknown>;
  /** Regras além dos campos obrigatórios (com o registro em edição, ausente num novo): mensagem de erro ou undefined. */
  validar?: (valores: V, item?: T) => string | undefined;
  /** Hook que devolve uma regra com dados do servidor (ex.: anos das legislaturas); chamado no formulário. */
  useValidar?: () => (valores: V) => string | undefined;
  /** Texto de sucesso (padrão: mensagem do servidor ou 'Salvo com sucesso!'). */
  /**
   * Depois de salvar o registro e antes de ir à sua página (as imagens do álbum, enviadas uma a uma com o id novo):
   * um erro aqui fica no formulário, com a mensagem, sem redirecionar.
   */
  depoisDeSalvar?: (id: string, valores: V, cliente: ApolloClient) => Promise<void>;
  sucesso?: string;
  /** Aviso de falha quando o servidor não dá a mensagem (padrão 'Não foi possível salvar este registro'). */
  erroAoSalvar?: string;
}

export interface ConfigCrud<T extends Registro, V extends FieldValues> {
  nome: string;
  rotulo: string;
  /** Nome de um registro no singular, para títulos ("Categoria de link"). */
  rotuloItem: string;
  /** Gênero de `rotuloItem`, para "Nova notícia" / "Novo link" (padrão masculino). */
  feminino?: boolean;
  grupo: GrupoMenu;
  /** Base das permissões, ex.: "api/admin/categorias_links" (#index, #show, #create, #update, #destroy). */
  permissaoBase: string;
  caminho: string;
  contador?: string;
  documentos: DocumentosCrud;
  colunas: Coluna<T>[];
  /** Texto da confirmação de exclusão: 'a categoria "Serviços"'. */
  descrever: (item: T) => string;
  /** Com cartão, a lista oferece a visualização em cartões. */
  cartao?: (item: T) => ReactNode;
  parametros?: ConfigParametros;
  /** Registros por página da lista (padrão 12; deputados 41). */
  porPagina?: number;
  /** Rótulo da caixa de busca. */
  rotuloBusca?: string;
  /** Lista sem caixa de busca (o filtro da API não tem `termo`). */
  semBusca?: boolean;
  formulario?: ConfigFormulario<T, V>;
  /** Campos da tela de exibição (sem `Exibicao`). */
  campos?: Coluna<T>[];
  /** Tela de exibição própria (abaixo do título e dos botões). */
  Exibicao?: ComponentType<{ item: T }>;
  /** Ações da lista inteira, ao lado de "Novo" (ex.: importar um arquivo). */
  AcoesDaLista?: ComponentType;
  /** Ações extras por registro (publicar…), na lista e na exibição. */
  Acoes?: ComponentType<PropsAcoes<T>>;
  /** Regra de edição que depende do registro (ex.: notícia publicada). */
  podeEditar?: (item: T) => boolean;
  podeExcluir?: (item: T) => boolean;
  /** Texto da sobreposição durante a exclusão (padrão: o do kit). */
  excluindo?: string;
  /** Caminho aonde salvar e excluir levam, quando não é o do próprio recurso (os arquivos da procuradoria). */
  retorno?: string;
  /** Sem "Novo" nem a rota `new`: os registros vêm prontos (as configurações), só se editam. */
  semCriacao?: boolean;
  /** O "Novo" leva a aba escolhida da lista (`/new?aba=mulher`), que o formulário novo traz preenchida. */
  novoNaAba?: boolean;
}

export type Acao = 'index' | 'show' | 'create' | 'update' | 'destroy';

export function permissaoDe(base: string, acao: Acao): string {
  return `${base}#${acao}`;
}

/** Recurso com a configuração do kit (as rotas saem dela em `definirRecurso`). */
export interface RecursoCrud<T extends Registro, V extends FieldValues> extends AdminResource {
  crud: ConfigCrud<T, V>;
}
