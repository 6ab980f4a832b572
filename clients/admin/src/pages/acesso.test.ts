import { describe, expect, it } from 'vitest';
import { MENSAGEM_FALHA_LOGIN } from '../auth/login';
import { jwt, SESSAO } from '../auth/testes';
import { interpretarParametrosAcesso } from './acesso';

const AGORA = 1_000_000;
const ler = (q: string) => interpretarParametrosAcesso(new URLSearchParams(q), AGORA);

describe('/acesso?token&error&success', () => {
  it('sem parâmetros: mostra o formulário', () => {
    expect(ler('')).toEqual({ erros: [], sucessos: [], destino: undefined });
  });

  it('error e success viram avisos e saem da URL', () => {
    expect(ler('error=Sess%C3%A3o+expirada&success=Senha+alterada')).toEqual({
      erros: ['Sessão expirada'],
      sucessos: ['Senha alterada'],
      destino: '/acesso',
    });
  });

  it('token válido: guardado e segue para o painel de pendências', () => {
    const token = jwt(SESSAO);
    expect(ler(`token=${token}`)).toEqual({ erros: [], sucessos: [], token, destino: '/painel' });
  });

  it('token vencido ou ilegível: aviso de falha e fica no login', () => {
    expect(ler(`token=${jwt({ ...SESSAO, exp: AGORA - 1 })}`)).toEqual({ erros: [MENSAGEM_FALHA_LOGIN], sucessos: [], destino: '/acesso' });
    expect(ler('token=lixo')).toEqual({ erros: [MENSAGEM_FALHA_LOGIN], sucessos: [], destino: '/acesso' });
  });
});
