import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assinarSessao,
  CANAL,
  consumirMotivoDoFim,
  decodificarToken,
  EVENTO,
  lerSessao,
  limparSessao,
  MENSAGEM_FALHA_SOCIAL,
  primeiroNome,
  salvarSessao,
  salvarUsuario,
  TOKEN_KEY,
  tokenAtual,
  tokenDoFragmento,
  tokenValido,
  USUARIO_KEY,
} from './session';
import { agora, ArmazenamentoFalso, jwt, tokenCidadao } from './teste-util';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  consumirMotivoDoFim();
});

/** Espera uma mensagem no BroadcastChannel da área do cidadão. */
function proximaMensagem(): Promise<unknown> {
  const canal = new BroadcastChannel(CANAL);
  return new Promise((ok) => {
    canal.onmessage = (e) => {
      canal.close();
      ok(e.data);
    };
  });
}

describe('token do cidadão', () => {
  it('lê o payload base64url do JWT sem verificar a assinatura', () => {
    const token = jwt({ sub: '7', nome: 'José Ávila', email: 'jose@exemplo.com.br', exp: 2_000_000_000 });
    expect(decodificarToken(token)).toEqual({ exp: 2_000_000_000, sub: '7', nome: 'José Ávila', email: 'jose@exemplo.com.br' });
  });

  it('token malformado ou sem exp numérico não vale', () => {
    expect(decodificarToken('abc')).toBeNull();
    expect(decodificarToken('a.%%%.c')).toBeNull();
    expect(decodificarToken(jwt({ sub: '1' }))).toBeNull();
    expect(decodificarToken(jwt({ exp: '2000000000' }))).toBeNull();
    expect(tokenValido(null)).toBe(false);
    expect(tokenValido('')).toBe(false);
  });

  it('expira pelo exp comparado com o relógio em segundos', () => {
    const token = jwt({ exp: 1_000 });
    expect(tokenValido(token, 999)).toBe(true);
    expect(tokenValido(token, 999.999)).toBe(true);
    expect(tokenValido(token, 1_000)).toBe(false);
    expect(tokenValido(token, 1_001)).toBe(false);
    expect(tokenValido(tokenCidadao(60))).toBe(true);
    expect(tokenValido(tokenCidadao(-1))).toBe(false);
  });
});

describe('sessão no sessionStorage', () => {
  it('autenticado enquanto o token existe e não expirou', () => {
    const storage = new ArmazenamentoFalso();
    expect(lerSessao(storage)).toBeNull();
    const token = tokenCidadao();
    salvarSessao(token, null, storage);
    expect(storage.getItem(TOKEN_KEY)).toBe(token);
    expect(lerSessao(storage)).toMatchObject({ token, usuario: { nome: 'Maria da Silva', email: 'maria@exemplo.com.br' } });
    expect(tokenAtual(storage)).toBe(token);
  });

  it('token expirado é apagado na leitura', () => {
    const storage = new ArmazenamentoFalso();
    storage.setItem(TOKEN_KEY, tokenCidadao(-5));
    storage.setItem(USUARIO_KEY, JSON.stringify({ nome: 'Maria' }));
    expect(lerSessao(storage)).toBeNull();
    expect(storage.dados.size).toBe(0);
  });

  it('sessão que vence depois: válida antes, nula depois', () => {
    const storage = new ArmazenamentoFalso();
    const exp = agora() + 100;
    storage.setItem(TOKEN_KEY, jwt({ exp, nome: 'Ana' }));
    expect(lerSessao(storage, exp - 1)).not.toBeNull();
    expect(lerSessao(storage, exp)).toBeNull();
  });

  it('os dados salvos do cidadão (login, perfil) valem mais que os do token', () => {
    const storage = new ArmazenamentoFalso();
    salvarSessao(tokenCidadao(), { id: 7, nome: 'Maria S.', email: 'maria@exemplo.com.br' }, storage);
    expect(lerSessao(storage)?.usuario.nome).toBe('Maria S.');
    salvarUsuario({ id: 7, nome: 'Maria Souza' }, storage);
    expect(lerSessao(storage)?.usuario.nome).toBe('Maria Souza');
    // Sem sessão, salvarUsuario não cria uma.
    const vazio = new ArmazenamentoFalso();
    salvarUsuario({ nome: 'X' }, vazio);
    expect(vazio.dados.size).toBe(0);
  });

  it('limparSessao apaga, guarda o motivo e transmite o logout às outras abas', async () => {
    const storage = new ArmazenamentoFalso();
    salvarSessao(tokenCidadao(), { nome: 'Maria' }, storage);
    const mensagem = proximaMensagem();
    limparSessao('expirada', { storage });
    expect(storage.dados.size).toBe(0);
    expect(await mensagem).toEqual({ tipo: 'logout', motivo: 'expirada' });
    expect(consumirMotivoDoFim()).toBe('expirada');
    expect(consumirMotivoDoFim()).toBeNull();
  });

  it('assinarSessao: avisa na entrada, no fim e quando o token vence; logout de outra aba apaga a desta', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const storage = new ArmazenamentoFalso();
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('window', new EventTarget());
    const ouvinte = vi.fn();
    const desassinar = assinarSessao(ouvinte);

    salvarSessao(tokenCidadao(30));
    expect(ouvinte).toHaveBeenCalledTimes(1);

    // Vencimento com a página aberta.
    vi.advanceTimersByTime(31_000);
    expect(ouvinte).toHaveBeenCalledTimes(2);
    expect(lerSessao()).toBeNull();

    // Logout transmitido por outra aba.
    salvarSessao(tokenCidadao(3600));
    const chamadas = ouvinte.mock.calls.length;
    vi.useRealTimers();
    const outraAba = new BroadcastChannel(CANAL);
    const fim = new Promise<void>((ok) => window.addEventListener(EVENTO, () => ok(), { once: true }));
    outraAba.postMessage({ tipo: 'logout', motivo: 'saida' });
    await fim;
    outraAba.close();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(ouvinte.mock.calls.length).toBeGreaterThan(chamadas);
    expect(consumirMotivoDoFim()).toBe('outra-aba');
    desassinar();
  });
});

describe('token no fragmento (login social)', () => {
  it('aceita #token=<jwt> válido', () => {
    const token = tokenCidadao();
    expect(tokenDoFragmento(`#token=${token}`)).toEqual({ token });
    expect(tokenDoFragmento(`token=${token}`)).toEqual({ token });
    expect(tokenDoFragmento(`#outro=1&token=${encodeURIComponent(token)}`)).toEqual({ token });
  });

  it('token expirado ou ilegível: mensagem padrão', () => {
    expect(tokenDoFragmento(`#token=${tokenCidadao(-10)}`)).toEqual({ erro: MENSAGEM_FALHA_SOCIAL });
    expect(tokenDoFragmento('#token=lixo')).toEqual({ erro: MENSAGEM_FALHA_SOCIAL });
    expect(tokenDoFragmento('#token=')).toEqual({ erro: MENSAGEM_FALHA_SOCIAL });
  });

  it('#erro= do servidor: texto curto é mostrado; texto com cara de endereço, não', () => {
    const mensagem = 'O login com Google expirou. Tente novamente.';
    expect(tokenDoFragmento(`#erro=${encodeURIComponent(mensagem)}`)).toEqual({ erro: mensagem });
    for (const golpe of ['Ligue já: www.golpe.com', 'Acesse golpe.com', 'Escreva para a@b', 'Veja /x', 'x'.repeat(201), '  ']) {
      expect(tokenDoFragmento(`#erro=${encodeURIComponent(golpe)}`), golpe).toEqual({ erro: MENSAGEM_FALHA_SOCIAL });
    }
  });

  it('sem fragmento relevante: nada a fazer', () => {
    expect(tokenDoFragmento('')).toBeNull();
    expect(tokenDoFragmento('#')).toBeNull();
    expect(tokenDoFragmento('#conteudo')).toBeNull();
  });
});

it('primeiro nome para o cabeçalho', () => {
  expect(primeiroNome('  Maria  da Silva ')).toBe('Maria');
  expect(primeiroNome('Zé')).toBe('Zé');
  expect(primeiroNome('')).toBe('');
});
