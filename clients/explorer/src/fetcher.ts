import type { GraphiQLProps } from 'graphiql';
import { GraphQLError, type ExecutionResult } from 'graphql';

export type Fetcher = GraphiQLProps['fetcher'];

/** Parâmetros que o GraphiQL passa ao fetcher (o tipo do pacote não é exportado). */
type Params = Parameters<Fetcher>[0];
type Opcoes = Parameters<Fetcher>[1];

/**
 * Fetcher do GraphiQL para o GraphQL da própria origem. Envia o cabeçalho
 * `apollo-require-preflight` exigido pela prevenção de CSRF do gateway, e os
 * cabeçalhos que o usuário escrever no editor de cabeçalhos. Respostas que não são
 * JSON (ex.: 502 do proxy) viram um erro GraphQL legível no painel de resultado.
 */
export function createFetcher(
  url = '/graphql',
  fazer: typeof fetch = fetch,
): (params: Params, opcoes?: Opcoes) => Promise<ExecutionResult> {
  return async (params, opcoes) => {
    const extras: Record<string, string> = {};
    for (const [nome, valor] of Object.entries(opcoes?.headers ?? {})) {
      if (valor !== undefined && valor !== null) extras[nome] = String(valor);
    }
    const resposta = await fazer(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/graphql-response+json, application/json',
        'content-type': 'application/json',
        ...extras,
        'apollo-require-preflight': 'true',
      },
      body: JSON.stringify(params),
    });
    const texto = await resposta.text();
    try {
      // Corpo de uma resposta GraphQL; o GraphiQL mostra o que vier.
      return JSON.parse(texto) as ExecutionResult;
    } catch {
      return { errors: [new GraphQLError(`O servidor respondeu HTTP ${resposta.status} sem JSON: ${texto.slice(0, 200)}`)] };
    }
  };
}
