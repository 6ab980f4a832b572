import { gql, type NormalizedCacheObject } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo';

const LISTA = gql`
  query {
    noticias(pagina: 1, porPagina: 2) {
      total
      itens {
        id
        titulo
      }
    }
  }
`;
const DETALHE = gql`
  query ($id: ID!) {
    noticia(id: $id) {
      id
      titulo
    }
  }
`;

function semRede(): typeof fetch {
  return () => Promise.reject(new Error('rede não deveria ser usada'));
}

describe('createApolloClient', () => {
  it('a página de detalhe lê do cache a notícia que a listagem trouxe', async () => {
    const client = createApolloClient({ uri: 'http://x/graphql', fetch: semRede() });
    client.writeQuery({
      query: LISTA,
      data: {
        noticias: {
          __typename: 'NoticiaPagina',
          total: 1,
          itens: [{ __typename: 'Noticia', id: '7', titulo: 'Sessão solene' }],
        },
      },
    });
    const { data } = await client.query({ query: DETALHE, variables: { id: '7' } });
    expect(data).toEqual({ noticia: { __typename: 'Noticia', id: '7', titulo: 'Sessão solene' } });
  });

  it('restaura o cache extraído no servidor', async () => {
    const servidor = createApolloClient({ uri: 'http://x/graphql', ssr: true, fetch: semRede() });
    servidor.writeQuery({
      query: LISTA,
      data: { noticias: { __typename: 'NoticiaPagina', total: 0, itens: [] } },
    });
    // extract() é `unknown` porque o cache é plugável; o nosso é sempre InMemoryCache.
    const estado = servidor.extract() as NormalizedCacheObject;
    const navegador = createApolloClient({ uri: '/graphql', initialState: estado, fetch: semRede() });
    const { data } = await navegador.query({ query: LISTA });
    expect(data).toEqual({ noticias: { __typename: 'NoticiaPagina', total: 0, itens: [] } });
  });

  it('envia o cabeçalho de CSRF do Apollo e os cabeçalhos extras', async () => {
    let recebido: Headers | undefined;
    const client = createApolloClient({
      uri: 'http://x/graphql',
      headers: { authorization: 'Bearer t' },
      fetch: (_url, init) => {
        recebido = new Headers(init?.headers);
        return Promise.resolve(
          Response.json({ data: { noticias: { __typename: 'NoticiaPagina', total: 0, itens: [] } } }),
        );
      },
    });
    await client.query({ query: LISTA });
    expect(recebido?.get('apollo-require-preflight')).toBe('true');
    expect(recebido?.get('authorization')).toBe('Bearer t');
  });
});
