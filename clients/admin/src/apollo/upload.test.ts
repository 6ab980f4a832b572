import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { ControleSessao, TOKEN_KEY } from '../auth/session';
import { jwt, memoria, SESSAO } from '../auth/testes';
import { createClienteAdmin } from './links';

const CRIAR = gql`
  mutation CriarNoticia($dados: NoticiaInput!) {
    criarNoticia(dados: $dados) {
      id
    }
  }
`;

describe('envio de arquivos (GraphQL multipart request)', () => {
  it('com um File nas variáveis: multipart operations/map/arquivo, com apollo-require-preflight e sem content-type fixo', async () => {
    const storage = memoria({ [TOKEN_KEY]: jwt(SESSAO) });
    const controle = new ControleSessao({ storage, agora: () => 1_000_000, fetch: () => Promise.reject(new Error('sem rede')) });
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ data: { criarNoticia: { id: '7', __typename: 'Noticia' } } }), { headers: { 'content-type': 'application/json' } })),
    );
    const client = createClienteAdmin({ controle, aoNaoAutenticado: vi.fn(), aoProibido: vi.fn(), uri: 'http://portal/graphql', fetch });
    const imagem = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'foto.jpg', { type: 'image/jpeg' });
    const { data } = await client.mutate({ mutation: CRIAR, variables: { dados: { titulo: 'T', imagem } } });
    expect(data).toMatchObject({ criarNoticia: { id: '7' } });

    const [, init] = fetch.mock.calls[0]!;
    const corpo = init?.body as FormData;
    expect(corpo).toBeInstanceOf(FormData);
    expect(JSON.parse(corpo.get('operations') as string)).toMatchObject({ operationName: 'CriarNoticia', variables: { dados: { titulo: 'T', imagem: null } } });
    const mapa = JSON.parse(corpo.get('map') as string) as Record<string, string[]>;
    const [chave, caminhos] = Object.entries(mapa)[0]!;
    expect(caminhos).toEqual(['variables.dados.imagem']);
    expect((corpo.get(chave) as File).name).toBe('foto.jpg');
    const cabecalhos = new Headers(init?.headers);
    expect(cabecalhos.get('apollo-require-preflight')).toBe('true');
    expect(cabecalhos.get('content-type')).toBeNull();
  });

  it('sem arquivos: JSON comum', async () => {
    const storage = memoria({ [TOKEN_KEY]: jwt(SESSAO) });
    const controle = new ControleSessao({ storage, agora: () => 1_000_000, fetch: () => Promise.reject(new Error('sem rede')) });
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ data: { criarNoticia: { id: '8', __typename: 'Noticia' } } }), { headers: { 'content-type': 'application/json' } })),
    );
    const client = createClienteAdmin({ controle, aoNaoAutenticado: vi.fn(), aoProibido: vi.fn(), uri: 'http://portal/graphql', fetch });
    await client.mutate({ mutation: CRIAR, variables: { dados: { titulo: 'T' } } });
    const [, init] = fetch.mock.calls[0]!;
    expect(typeof init?.body).toBe('string');
    expect(new Headers(init?.headers).get('apollo-require-preflight')).toBe('true');
  });
});
