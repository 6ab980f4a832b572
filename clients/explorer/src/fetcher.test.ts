import { describe, expect, it, vi } from 'vitest';
import { CONSULTA_INICIAL } from './defaultQuery';
import { createFetcher } from './fetcher';

describe('fetcher do explorador', () => {
  it('envia a consulta ao /graphql da mesma origem com o cabeçalho de CSRF', async () => {
    const fazer = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ data: { __typename: 'Query' } })));
    const fetcher = createFetcher('/graphql', fazer);
    const resultado = await fetcher(
      { query: '{ __typename }', operationName: null, variables: { a: 1 } },
      { headers: { authorization: 'Bearer t' } },
    );
    expect(resultado).toEqual({ data: { __typename: 'Query' } });
    const [url, init] = fazer.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      'apollo-require-preflight': 'true',
      'content-type': 'application/json',
      authorization: 'Bearer t',
    });
    expect(JSON.parse(String(init?.body))).toEqual({ query: '{ __typename }', operationName: null, variables: { a: 1 } });
  });

  it('resposta sem JSON vira um erro legível', async () => {
    const fetcher = createFetcher('/graphql', () => Promise.resolve(new Response('Bad Gateway', { status: 502 })));
    const resultado = await fetcher({ query: '{ __typename }' });
    expect(resultado.errors?.[0]?.message).toBe('O servidor respondeu HTTP 502 sem JSON: Bad Gateway');
  });

  it('a consulta inicial é o exemplo de notícias, com comentários em português', () => {
    expect(CONSULTA_INICIAL).toContain('# Exemplo: as cinco notícias mais recentes');
    expect(CONSULTA_INICIAL.replace(/#.*$/gm, '').replace(/\s+/g, ' ').trim()).toBe(
      '{ noticias(pagina: 1, porPagina: 5) { itens { titulo deputado { nome partido { sigla } } } } }',
    );
  });
});
