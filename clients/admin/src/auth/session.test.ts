import { describe, expect, it } from 'vitest';
import { decodificarToken, possuiPermissao, sessaoAtual, sessaoValida, TOKEN_KEY, type Sessao } from './session';

function jwt(payload: object): string {
  const b64 = (s: string) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(s)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${b64('{"alg":"none"}')}.${b64(JSON.stringify(payload))}.assinatura`;
}

const sessao: Sessao = {
  exp: 2_000_000_000,
  sub: '12',
  lotacao_padrao_id: 3,
  recursos: [
    { lotacao_id: 3, permissoes: ['api/admin/noticias', 'api/admin/agendas#index'], funcionalidades: [] },
    { lotacao_id: 9, permissoes: ['api/admin/deputados'], funcionalidades: ['USUARIO_DE_GABINETE'] },
  ],
};

describe('sessão', () => {
  it('decodifica o payload do token (base64url, acentos)', () => {
    expect(decodificarToken(jwt({ ...sessao, nome: 'João' }))).toMatchObject({ ...sessao, nome: 'João' });
    expect(decodificarToken('lixo')).toBeNull();
    expect(decodificarToken(jwt({ sub: 'sem exp' }))).toBeNull();
  });

  it('vale enquanto exp (em segundos) está no futuro', () => {
    expect(sessaoValida({ ...sessao, exp: 100 }, 99)).toBe(true);
    expect(sessaoValida({ ...sessao, exp: 100 }, 100)).toBe(false);
    expect(sessaoValida(null)).toBe(false);
  });

  it('lê o token do sessionStorage e ignora token vencido', () => {
    const storage = (token: string | null) => ({ getItem: (k: string) => (k === TOKEN_KEY ? token : null) });
    expect(sessaoAtual(storage(jwt(sessao)))).toMatchObject({ sub: '12' });
    expect(sessaoAtual(storage(jwt({ ...sessao, exp: 1 })))).toBeNull();
    expect(sessaoAtual(storage(null))).toBeNull();
  });

  it('"recurso#detalhe" é satisfeita pelo recurso geral, na lotação ativa', () => {
    expect(possuiPermissao(sessao, 'api/admin/noticias#create')).toBe(true);
    expect(possuiPermissao(sessao, 'api/admin/agendas#index')).toBe(true);
    expect(possuiPermissao(sessao, 'api/admin/agendas#create')).toBe(false);
    expect(possuiPermissao(sessao, 'api/admin/deputados#index')).toBe(false);
    expect(possuiPermissao(sessao, 'api/admin/deputados#index', 9)).toBe(true);
  });
});
