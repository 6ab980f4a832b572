import { describe, expect, it, vi } from 'vitest';
import { entrar, LOGIN_URL, MENSAGEM_CAMPOS_OBRIGATORIOS, MENSAGEM_FALHA_LOGIN, TOKEN_URL } from './login';

function respostas(...lista: Array<[status: number, corpo: unknown]>) {
  const fila = [...lista];
  return vi.fn<typeof fetch>(() => {
    const [status, corpo] = fila.shift() ?? [500, undefined];
    const texto = typeof corpo === 'string' ? corpo : JSON.stringify(corpo);
    return Promise.resolve(new Response(texto, { status, headers: { 'content-type': 'application/json' } }));
  });
}

describe('entrar', () => {
  it('não envia nada sem login e senha', async () => {
    const fetch = respostas();
    for (const c of [{}, { login: 'ana' }, { senha: 'x' }, { login: '   ', senha: 'x' }]) {
      expect(await entrar(c, { fetch })).toEqual({ ok: false, mensagem: MENSAGEM_CAMPOS_OBRIGATORIOS });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('envia login, senha e g-recaptcha-response em JSON', async () => {
    const fetch = respostas([200, { token: 'a.b.c' }]);
    expect(await entrar({ login: ' ana ', senha: 's3nha' }, { fetch })).toEqual({ ok: true, token: 'a.b.c' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(LOGIN_URL);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ login: 'ana', senha: 's3nha', 'g-recaptcha-response': '' });
  });

  it('busca o token em token.json quando o login não o devolve', async () => {
    const fetch = respostas([200, { mensagem: 'ok' }], [200, { token: 'x.y.z' }]);
    expect(await entrar({ login: 'ana', senha: 's' }, { fetch })).toEqual({ ok: true, token: 'x.y.z' });
    expect(fetch.mock.calls[1]![0]).toBe(TOKEN_URL);
  });

  it('mostra a mensagem do servidor quando falha', async () => {
    expect(await entrar({ login: 'ana', senha: 's' }, { fetch: respostas([401, { mensagem: 'Login ou senha inválidos' }]) })).toEqual({
      ok: false,
      mensagem: 'Login ou senha inválidos',
    });
    expect(
      await entrar({ login: 'ana', senha: 's' }, { fetch: respostas([422, { controle: { mensagem: 'Usuário bloqueado' } }]) }),
    ).toEqual({ ok: false, mensagem: 'Usuário bloqueado' });
  });

  it('usa a mensagem padrão sem mensagem do servidor ou sem rede', async () => {
    expect(await entrar({ login: 'a', senha: 's' }, { fetch: respostas([500, '<html>']) })).toEqual({
      ok: false,
      mensagem: MENSAGEM_FALHA_LOGIN,
    });
    const semRede = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await entrar({ login: 'a', senha: 's' }, { fetch: semRede })).toEqual({ ok: false, mensagem: MENSAGEM_FALHA_LOGIN });
  });
});
