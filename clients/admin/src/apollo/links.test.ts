import { ApolloLink, gql, Observable, ServerError } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { ControleSessao, TOKEN_KEY } from '../auth/session';
import { jwt, memoria, SESSAO } from '../auth/testes';
import { classificarFalha, createClienteAdmin, OPERACAO_SEM_SESSAO, SessaoEncerradaError, type DependenciasLinks } from './links';

const AGORA = 1_000_000;
const CONSULTA = gql`
  query Noticias {
    total
  }
`;
const MUTACAO = gql`
  mutation Salvar {
    salvar
  }
`;

type Resposta = { dados?: Record<string, unknown>; erros?: Array<{ message: string; extensions?: Record<string, unknown> }>; status?: number };

/** Link terminal falso: guarda os cabeçalhos recebidos e responde o que a fila mandar. */
function terminal(...fila: Resposta[]) {
  const cabecalhos: Array<Record<string, string>> = [];
  const link = new ApolloLink((operation) => {
    cabecalhos.push({ ...(operation.getContext().headers as Record<string, string>) });
    const r = fila.shift() ?? { dados: { total: 1, salvar: true } };
    return new Observable((o) => {
      if (r.status && r.status >= 300) {
        const body = JSON.stringify({ errors: r.erros ?? [{ message: 'erro' }] });
        o.error(new ServerError(`Response not successful: Received status code ${r.status}`, { response: new Response(body, { status: r.status }), bodyText: body }));
        return;
      }
      o.next({ data: r.dados ?? null, ...(r.erros ? { errors: r.erros } : {}) });
      o.complete();
    });
  });
  return { link, cabecalhos };
}

function montar(opcoes: { token?: string | null; lotacao?: string; fetch?: typeof fetch; fila?: Resposta[] } = {}) {
  const { token = jwt(SESSAO), lotacao, fila = [] } = opcoes;
  const storage = memoria({ ...(token ? { [TOKEN_KEY]: token } : {}), ...(lotacao ? { 'alego.admin.lotacao': lotacao } : {}) });
  const fetch = opcoes.fetch ?? vi.fn<typeof globalThis.fetch>(() => Promise.reject(new Error('sem rede')));
  const controle = new ControleSessao({ storage, fetch, agora: () => AGORA });
  const deps = { aoNaoAutenticado: vi.fn(), aoProibido: vi.fn(), aoMutacaoConcluida: vi.fn() } satisfies Omit<DependenciasLinks, 'controle'>;
  const t = terminal(...fila);
  const client = createClienteAdmin({ controle, ...deps, terminal: t.link });
  return { client, deps, cabecalhos: t.cabecalhos, fetch, storage };
}

describe('link da administração', () => {
  it('manda Bearer, apollo-require-preflight e x-lotacao-id (padrão ou a escolhida)', async () => {
    const token = jwt(SESSAO);
    const padrao = montar({ token });
    await padrao.client.query({ query: CONSULTA });
    expect(padrao.cabecalhos[0]).toMatchObject({ authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true', 'x-lotacao-id': '3' });
    const escolhida = montar({ token, lotacao: '9' });
    await escolhida.client.query({ query: CONSULTA });
    expect(escolhida.cabecalhos[0]?.['x-lotacao-id']).toBe('9');
  });

  it('token vencido: renova em token.json antes de a requisição sair', async () => {
    const novo = jwt({ ...SESSAO, exp: AGORA + 300 });
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(JSON.stringify({ token: novo }), { status: 200 })));
    const { client, cabecalhos } = montar({ token: jwt({ ...SESSAO, exp: AGORA - 5 }), fetch });
    await client.query({ query: CONSULTA });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cabecalhos[0]?.authorization).toBe(`Bearer ${novo}`);
  });

  it('sem sessão ou renovação recusada: nada sai e vale como 401', async () => {
    const semToken = montar({ token: null });
    await expect(semToken.client.query({ query: CONSULTA })).rejects.toBeInstanceOf(SessaoEncerradaError);
    expect(semToken.cabecalhos).toEqual([]);
    expect(semToken.deps.aoNaoAutenticado).toHaveBeenCalledTimes(1);

    const recusada = montar({
      token: jwt({ ...SESSAO, exp: AGORA - 5 }),
      fetch: vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 401 }))),
    });
    await expect(recusada.client.query({ query: CONSULTA })).rejects.toBeInstanceOf(SessaoEncerradaError);
    expect(recusada.deps.aoNaoAutenticado).toHaveBeenCalledTimes(1);
  });

  it('operação sem sessão: sai sem token nem renovação, e não leva ao login nem atualiza os contadores', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new Error('sem rede')));
    const { client, cabecalhos, deps } = montar({ token: null, fetch, fila: [{ dados: { salvar: true } }, { erros: [{ message: 'Link inválido ou expirado.', extensions: { code: 'BAD_USER_INPUT' } }] }] });
    await client.mutate({ mutation: MUTACAO, context: OPERACAO_SEM_SESSAO });
    expect(cabecalhos[0]).toEqual({ 'apollo-require-preflight': 'true' });
    await expect(client.mutate({ mutation: MUTACAO, context: OPERACAO_SEM_SESSAO })).rejects.toThrow('Link inválido ou expirado.');
    expect(fetch).not.toHaveBeenCalled();
    expect(deps.aoNaoAutenticado).not.toHaveBeenCalled();
    expect(deps.aoMutacaoConcluida).not.toHaveBeenCalled();
    // Without the context, the same tab without a session sends nothing and goes to the login.
    await expect(client.mutate({ mutation: MUTACAO })).rejects.toBeInstanceOf(SessaoEncerradaError);
    expect(deps.aoNaoAutenticado).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 ou UNAUTHENTICATED: aoNaoAutenticado, e o erro segue para a tela', async () => {
    const http = montar({ fila: [{ status: 401 }] });
    await expect(http.client.query({ query: CONSULTA })).rejects.toThrow();
    expect(http.deps.aoNaoAutenticado).toHaveBeenCalledTimes(1);
    expect(http.deps.aoProibido).not.toHaveBeenCalled();

    const codigo = montar({ fila: [{ erros: [{ message: 'É necessário fazer login', extensions: { code: 'UNAUTHENTICATED' } }] }] });
    await expect(codigo.client.query({ query: CONSULTA })).rejects.toThrow('É necessário fazer login');
    expect(codigo.deps.aoNaoAutenticado).toHaveBeenCalledTimes(1);
  });

  it('HTTP 403 ou FORBIDDEN: aoProibido, sem logout nem contadores', async () => {
    const http = montar({ fila: [{ status: 403 }] });
    await expect(http.client.mutate({ mutation: MUTACAO })).rejects.toThrow();
    expect(http.deps.aoProibido).toHaveBeenCalledTimes(1);
    expect(http.deps.aoNaoAutenticado).not.toHaveBeenCalled();
    expect(http.deps.aoMutacaoConcluida).not.toHaveBeenCalled();

    const codigo = montar({ fila: [{ dados: { salvar: null }, erros: [{ message: 'Você não tem permissão', extensions: { code: 'FORBIDDEN' } }] }] });
    await expect(codigo.client.mutate({ mutation: MUTACAO })).rejects.toThrow('Você não tem permissão');
    expect(codigo.deps.aoProibido).toHaveBeenCalledTimes(1);
    expect(codigo.deps.aoMutacaoConcluida).not.toHaveBeenCalled();
  });

  it('mutação concluída sem erros atualiza os contadores; consulta e mutação com erro, não', async () => {
    const { client, deps } = montar({ fila: [{ dados: { total: 2 } }, { dados: { salvar: true } }, { erros: [{ message: 'inválido', extensions: { code: 'BAD_USER_INPUT' } }] }] });
    await client.query({ query: CONSULTA });
    expect(deps.aoMutacaoConcluida).not.toHaveBeenCalled();
    await client.mutate({ mutation: MUTACAO });
    expect(deps.aoMutacaoConcluida).toHaveBeenCalledTimes(1);
    await expect(client.mutate({ mutation: MUTACAO })).rejects.toThrow('inválido');
    expect(deps.aoMutacaoConcluida).toHaveBeenCalledTimes(1);
    expect(deps.aoNaoAutenticado).not.toHaveBeenCalled();
    expect(deps.aoProibido).not.toHaveBeenCalled();
  });

  it('classificarFalha: status e códigos; outros erros não são de acesso', () => {
    const servidor = (status: number, corpo = '') => new ServerError('x', { response: new Response(corpo, { status }), bodyText: corpo });
    expect(classificarFalha(servidor(401))).toBe('nao-autenticado');
    expect(classificarFalha(servidor(403))).toBe('proibido');
    expect(classificarFalha(servidor(400, JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] })))).toBe('proibido');
    expect(classificarFalha(servidor(500, '<html>'))).toBeUndefined();
    expect(classificarFalha(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('com o HttpLink de verdade: 401 em graphql-response+json ou em json, 403 idem', async () => {
    const corpo = (code: string) => JSON.stringify({ errors: [{ message: code, extensions: { code } }] });
    const casos: Array<[number, string, string, 'aoNaoAutenticado' | 'aoProibido']> = [
      [401, 'application/graphql-response+json', 'UNAUTHENTICATED', 'aoNaoAutenticado'],
      [401, 'application/json', 'UNAUTHENTICATED', 'aoNaoAutenticado'],
      [403, 'application/graphql-response+json', 'FORBIDDEN', 'aoProibido'],
      [403, 'application/json', 'FORBIDDEN', 'aoProibido'],
    ];
    for (const [status, tipo, code, reacao] of casos) {
      const storage = memoria({ [TOKEN_KEY]: jwt(SESSAO) });
      const controle = new ControleSessao({ storage, agora: () => AGORA, fetch: () => Promise.reject(new Error('sem rede')) });
      const deps = { aoNaoAutenticado: vi.fn(), aoProibido: vi.fn(), aoMutacaoConcluida: vi.fn() };
      const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(corpo(code), { status, headers: { 'content-type': tipo } })));
      const client = createClienteAdmin({ controle, ...deps, uri: 'http://portal/graphql', fetch });
      await expect(client.query({ query: CONSULTA })).rejects.toThrow();
      expect(deps[reacao], `${status} ${tipo}`).toHaveBeenCalledTimes(1);
      const cabecalhos = new Headers(fetch.mock.calls[0]![1]?.headers);
      expect(cabecalhos.get('apollo-require-preflight')).toBe('true');
      expect(cabecalhos.get('x-lotacao-id')).toBe('3');
      expect(cabecalhos.get('authorization')).toMatch(/^Bearer /);
    }
  });
});
