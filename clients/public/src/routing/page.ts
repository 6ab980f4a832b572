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

export interface ErroDaRota {
  mensagem: string;
}

/**
 * Executa uma consulta tipada. Falha do GraphQL (rede, gateway ou erro na resposta)
 * vira uma resposta de erro 502 do roteador: a página de erro em português é
 * mostrada com o status certo, em vez de a renderização quebrar.
 */
export async function runQuery<TData, TVariables extends OperationVariables = OperationVariables>(
  client: ApolloClient,
  options: ApolloClient.QueryOptions<TData, TVariables>,
): Promise<TData> {
  let resultado: ApolloClient.QueryResult<TData>;
  try {
    resultado = await client.query(options);
  } catch (erro) {
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
