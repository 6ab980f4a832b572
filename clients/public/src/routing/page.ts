import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { ComponentType } from 'react';
import { data, type Params } from 'react-router';
import type { HeadInfo } from './head';

export interface PageLoaderArgs {
  /** Cliente Apollo desta requisição (servidor) ou da aba (navegador). */
  client: ApolloClient;
  request: Request;
  params: Params;
  url: URL;
}

/**
 * Uma página pública: componente, loader (as consultas GraphQL tipadas da rota) e
 * metadados do <head>. O loader roda no servidor na primeira carga e no navegador
 * nas navegações seguintes; o que ele devolve também é a resposta de `rota.json`.
 */
export interface PageModule<TData> {
  Component: ComponentType;
  /**
   * O componente usa hooks do Apollo (useQuery, useMutation...). No navegador, a
   * hidratação espera o cliente Apollo (carregado sob demanda) ficar pronto. Páginas
   * só de leitura usam `useLoaderData` e deixam o Apollo fora da primeira carga.
   */
  apollo?: boolean;
  loader(args: PageLoaderArgs): Promise<TData>;
  /** Recebe o que o loader devolveu; o que depender da URL deve vir nos dados. */
  head(data: TData): HeadInfo;
}

/** Ajuda a inferir `TData` do loader para o `head`. */
export function definePage<TData>(page: PageModule<TData>): PageModule<TData> {
  return page;
}

/** O que cada rota guarda em `handle` para o servidor e o <head> no navegador. */
export interface RouteHandle {
  head(data: unknown): HeadInfo;
  apollo: boolean;
}

export function isRouteHandle(valor: unknown): valor is RouteHandle {
  return typeof valor === 'object' && valor !== null && typeof (valor as RouteHandle).head === 'function';
}

export const MENSAGEM_FALHA_DADOS = 'Não foi possível carregar os dados desta página. Tente novamente em instantes.';

export const MENSAGEM_ENDERECO_INVALIDO = 'Algum valor no endereço desta página não é aceito. Confira o endereço ou refaça a busca.';

export interface ErroDaRota {
  mensagem: string;
}

/**
 * A recusa da entrada do usuário (todo erro da resposta é `BAD_USER_INPUT`): as mensagens em português das regras,
 * ou a genérica quando o erro é do próprio GraphQL (uma variável fora do tipo). Null para qualquer outra falha.
 * Lido pela forma do erro (`CombinedGraphQLErrors.errors`), sem importar o Apollo Client na primeira carga.
 */
function recusaDaEntrada(erro: unknown): string | null {
  const erros: unknown = (erro as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(erros) || !erros.length) return null;
  const extensoes = erros.map((e) => (e as { extensions?: { code?: unknown; mensagens?: unknown } } | null)?.extensions);
  if (!extensoes.every((x) => x?.code === 'BAD_USER_INPUT')) return null;
  const mensagens = extensoes.flatMap((x) => (Array.isArray(x?.mensagens) ? x.mensagens.filter((m): m is string => typeof m === 'string') : []));
  return mensagens.length ? [...new Set(mensagens)].join(' ') : MENSAGEM_ENDERECO_INVALIDO;
}

/**
 * Executa uma consulta tipada. Falha do GraphQL (rede, gateway ou erro na resposta)
 * vira uma resposta de erro 502 do roteador: a página de erro em português é
 * mostrada com o status certo, em vez de a renderização quebrar. Uma recusa do que o
 * usuário mandou (um texto que o banco não aceita, vindo do endereço) é 400 com a
 * mensagem da regra: não é falha do portal nem adianta "tentar novamente".
 */
export async function runQuery<TData, TVariables extends OperationVariables = OperationVariables>(
  client: ApolloClient,
  options: ApolloClient.QueryOptions<TData, TVariables>,
): Promise<TData> {
  let resultado: ApolloClient.QueryResult<TData>;
  try {
    resultado = await client.query(options);
  } catch (erro) {
    const recusa = recusaDaEntrada(erro);
    if (recusa) throw data<ErroDaRota>({ mensagem: recusa }, { status: 400 });
    console.error('[public] consulta GraphQL falhou:', erro instanceof Error ? erro.message : erro);
    throw data<ErroDaRota>({ mensagem: MENSAGEM_FALHA_DADOS }, { status: 502 });
  }
  if (resultado.data === undefined) {
    throw data<ErroDaRota>({ mensagem: MENSAGEM_FALHA_DADOS }, { status: 502 });
  }
  return resultado.data;
}

/**
 * Um campo raiz que a página exige. Os campos raiz são anuláveis (uma parte do portal fora do ar não anula as
 * outras); `runQuery` já recusa respostas com erro, e um nulo que ainda chegue aqui é tratado como a mesma falha.
 */
export function presente<T>(valor: T | null | undefined): T {
  if (valor === null || valor === undefined) throw data<ErroDaRota>({ mensagem: MENSAGEM_FALHA_DADOS }, { status: 502 });
  return valor;
}
