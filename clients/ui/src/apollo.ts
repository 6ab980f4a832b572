import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
  type TypePolicies,
} from '@apollo/client';

/**
 * Tipos de página ({itens, total, pagina, porPagina, totalPaginas}). Não têm id: ficam
 * embutidos no campo da consulta que os trouxe (uma entrada por combinação de
 * filtro/pagina/porPagina). `merge: true` junta duas seleções diferentes do mesmo
 * campo (ex.: uma consulta pede `total`, outra `itens`) em vez de uma apagar a outra.
 */
export const TIPOS_PAGINADOS = ['NoticiaPagina', 'DeputadoPagina', 'PartidoPagina'] as const;

/**
 * Campos `Query.x(id)` que apontam para uma entidade já normalizada: a página de
 * detalhe lê do cache o que a listagem já trouxe, sem nova ida à rede quando os
 * campos pedidos já estão lá.
 */
export const REDIRECIONAMENTOS: Record<string, string> = {
  noticia: 'Noticia',
  deputado: 'Deputado',
};

export function createTypePolicies(
  tiposPaginados: readonly string[] = TIPOS_PAGINADOS,
  redirecionamentos: Record<string, string> = REDIRECIONAMENTOS,
): TypePolicies {
  const policies: TypePolicies = {
    Query: {
      fields: Object.fromEntries(
        Object.entries(redirecionamentos).map(([campo, typename]) => [
          campo,
          {
            read(existing, { args, toReference }) {
              if (existing !== undefined || args?.id === undefined) return existing;
              return toReference({ __typename: typename, id: String(args.id) });
            },
          },
        ]),
      ),
    },
  };
  for (const tipo of tiposPaginados) policies[tipo] = { keyFields: false, merge: true };
  return policies;
}

export interface CreateApolloClientOptions {
  /** Endereço do GraphQL: `/graphql` no navegador, URL absoluta no servidor. */
  uri: string;
  /** Renderização no servidor: desliga refetches forçados e consultas só de rede. */
  ssr?: boolean;
  /** Cache extraído no servidor (`client.extract()`), restaurado na hidratação. */
  initialState?: NormalizedCacheObject;
  fetch?: typeof fetch;
  /** Cabeçalhos extras em toda requisição (no servidor: cookie e authorization do visitante). */
  headers?: Record<string, string>;
  /** No servidor do portal: as consultas rodam dentro do gateway, sem HTTP (substitui `uri`). */
  link?: ApolloLink;
  /**
   * `client.query` sem o cache normalizado (`fetchPolicy: 'no-cache'`): para quem só usa o resultado devolvido (os
   * loaders de páginas sem hooks do Apollo, no servidor), gravar e reler cada resposta no cache era um quarto da CPU
   * da renderização.
   */
  semCache?: boolean;
}

export function createApolloClient(options: CreateApolloClientOptions): ApolloClient {
  const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
  if (options.initialState) cache.restore(options.initialState);
  return new ApolloClient({
    ssrMode: options.ssr ?? false,
    cache,
    ...(options.semCache ? { defaultOptions: { query: { fetchPolicy: 'no-cache' as const } } } : {}),
    link:
      options.link ??
      new HttpLink({
        uri: options.uri,
        fetch: options.fetch,
        credentials: 'same-origin',
        headers: {
          ...options.headers,
          // Prevenção de CSRF do Apollo Server no gateway: sem este cabeçalho (ou um
          // content-type não simples) a requisição é recusada.
          'apollo-require-preflight': 'true',
        },
      }),
  });
}
