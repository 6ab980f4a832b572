import { describe, expect, it, vi } from 'vitest';
import { TOKEN_URL } from './endpoints';
import {
  ControleSessao,
  decodificarToken,
  RenovacaoError,
  LOTACAO_KEY,
  precisaRenovar,
  sessaoValida,
  TOKEN_KEY,
} from './session';
import { jwt, memoria, SESSAO } from './testes';

const AGORA = 1_000_000;

function resposta(status: number, corpo?: unknown): Response {
  return new Response(corpo === undefined ? null : JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });
}

/** fetch falso que responde token.json com o que a fila mandar. */
function tokenJson(...fila: Array<() => Promise<Response>>) {
  return vi.fn<typeof fetch>(() => (fila.shift() ?? (() => Promise.resolve(resposta(500))))());
}

function controle(token: string | null, fetch = tokenJson(), agora = () => AGORA) {
  const storage = memoria(token ? { [TOKEN_KEY]: token } : {});
  return { storage, fetch, controle: new ControleSessao({ storage, fetch, agora }) };
}

describe('token', () => {
  it('decodifica o payload (base64url, acentos) com nome, sub e recursos', () => {
    expect(decodificarToken(jwt({ ...SESSAO, nome: 'João Ávila' }))).toMatchObject({ ...SESSAO, nome: 'João Ávila' });
    expect(decodificarToken(jwt({ ...SESSAO, sub: 12 }))?.sub).toBe('12');
    expect(decodificarToken('lixo')).toBeNull();
    expect(decodificarToken('a.###.c')).toBeNull();
    expect(decodificarToken(jwt({ sub: 'sem exp' }))).toBeNull();
    expect(decodificarToken(jwt({ exp: 5, recursos: [{ lotacao_id: 1, permissoes: ['x', 2] }, 'lixo'] }))?.recursos).toEqual([
      { lotacao_id: 1, permissoes: ['x'], funcionalidades: [] },
    ]);
  });

  it('vale enquanto exp (em segundos) está no futuro; renova a 30 s ou menos do fim', () => {
    expect(sessaoValida({ ...SESSAO, exp: 100 }, 99)).toBe(true);
    expect(sessaoValida({ ...SESSAO, exp: 100 }, 100)).toBe(false);
    expect(sessaoValida(null)).toBe(false);
    expect(precisaRenovar({ ...SESSAO, exp: 131 }, 100)).toBe(false);
    expect(precisaRenovar({ ...SESSAO, exp: 130 }, 100)).toBe(true);
    expect(precisaRenovar({ ...SESSAO, exp: 90 }, 100)).toBe(true);
  });
});

describe('ControleSessao', () => {
  it('estado: token do sessionStorage, lotação padrão ou a escolhida; mesmo objeto sem mudanças', () => {
    const { controle: c, storage } = controle(jwt(SESSAO));
    const estado = c.estado();
    expect(estado).toMatchObject({ sessao: { sub: '12', nome: 'Ana Souza' }, lotacaoId: '3' });
    expect(c.estado()).toBe(estado);
    const ouvinte = vi.fn();
    c.subscribe(ouvinte);
    c.escolherLotacao(9);
    expect(storage.dados.get(LOTACAO_KEY)).toBe('9');
    expect(c.estado().lotacaoId).toBe('9');
    expect(ouvinte).toHaveBeenCalledTimes(1);
    // Novo login esquece a lotação escolhida.
    c.salvarToken(jwt({ ...SESSAO, lotacao_padrao_id: 4 }), { novoLogin: true });
    expect(c.estado().lotacaoId).toBe('4');
    c.limpar();
    expect(c.estado()).toEqual({ token: null, sessao: null, lotacaoId: undefined });
    expect(storage.dados.size).toBe(0);
  });

  it('token válido por mais de 30 s: usado sem ir ao servidor', async () => {
    const token = jwt({ ...SESSAO, exp: AGORA + 31 });
    const { controle: c, fetch } = controle(token);
    await expect(c.tokenValido()).resolves.toBe(token);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sem token: null, sem pedir token.json', async () => {
    const { controle: c, fetch } = controle(null);
    await expect(c.tokenValido()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('vencido ou a 30 s do fim: pede token.json (cookie) antes, guarda e devolve o novo', async () => {
    for (const exp of [AGORA - 10, AGORA + 30]) {
      const novo = jwt({ ...SESSAO, exp: AGORA + 300 });
      const { controle: c, fetch, storage } = controle(jwt({ ...SESSAO, exp }), tokenJson(() => Promise.resolve(resposta(200, { token: novo }))));
      await expect(c.tokenValido()).resolves.toBe(novo);
      expect(storage.dados.get(TOKEN_KEY)).toBe(novo);
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe(TOKEN_URL);
      expect(init?.credentials).toBe('same-origin');
    }
  });

  it('uma renovação por vez: pedidos simultâneos esperam a mesma', async () => {
    const novo = jwt({ ...SESSAO, exp: AGORA + 300 });
    let responder!: (r: Response) => void;
    const fetch = tokenJson(() => new Promise<Response>((r) => (responder = r)));
    const { controle: c } = controle(jwt({ ...SESSAO, exp: AGORA - 1 }), fetch);
    const pedidos = [c.tokenValido(), c.tokenValido(), c.tokenValido()];
    await Promise.resolve();
    responder(resposta(200, { token: novo }));
    await expect(Promise.all(pedidos)).resolves.toEqual([novo, novo, novo]);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Depois dela, o token novo vale: nada mais é pedido.
    await expect(c.tokenValido()).resolves.toBe(novo);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('token.json 401: a sessão acabou (null)', async () => {
    const { controle: c } = controle(jwt({ ...SESSAO, exp: AGORA - 1 }), tokenJson(() => Promise.resolve(resposta(401, { mensagem: 'Sessão expirada. Faça login novamente.' }))));
    await expect(c.tokenValido()).resolves.toBeNull();
  });

  it('sem rede: o token atual enquanto ainda vale; vencido, RenovacaoError', async () => {
    const semRede = () => Promise.reject(new TypeError('Failed to fetch'));
    const quase = jwt({ ...SESSAO, exp: AGORA + 10 });
    await expect(controle(quase, tokenJson(semRede)).controle.tokenValido()).resolves.toBe(quase);
    const vencido = controle(jwt({ ...SESSAO, exp: AGORA - 1 }), tokenJson(semRede)).controle;
    await expect(vencido.tokenValido()).rejects.toBeInstanceOf(RenovacaoError);
    const semToken = controle(jwt({ ...SESSAO, exp: AGORA - 1 }), tokenJson(() => Promise.resolve(resposta(200, {})))).controle;
    await expect(semToken.tokenValido()).rejects.toBeInstanceOf(RenovacaoError);
  });

  it('renovação que termina depois do logout é descartada', async () => {
    let responder!: (r: Response) => void;
    const { controle: c, storage } = controle(jwt({ ...SESSAO, exp: AGORA - 1 }), tokenJson(() => new Promise<Response>((r) => (responder = r))));
    const pedido = c.tokenValido();
    c.limpar();
    responder(resposta(200, { token: jwt({ ...SESSAO, exp: AGORA + 300 }) }));
    await expect(pedido).resolves.toBeNull();
    expect(storage.dados.has(TOKEN_KEY)).toBe(false);
  });

  it('o relógio conta: o mesmo token vale antes e é renovado depois', async () => {
    let agora = AGORA;
    const token = jwt({ ...SESSAO, exp: AGORA + 60 });
    const novo = jwt({ ...SESSAO, exp: AGORA + 400 });
    const { controle: c, fetch } = controle(token, tokenJson(() => Promise.resolve(resposta(200, { token: novo }))), () => agora);
    await expect(c.tokenValido()).resolves.toBe(token);
    agora += 30;
    await expect(c.tokenValido()).resolves.toBe(novo);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
