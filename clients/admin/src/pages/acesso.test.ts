import { describe, expect, it } from 'vitest';
import { MENSAGEM_FALHA_LOGIN } from '../auth/login';
import { jwt, SESSAO } from '../auth/testes';
import type { AdminResource } from '../resources';
import { interpretarParametrosAcesso } from './acesso';

const AGORA = 1_000_000;
const RECURSOS: AdminResource[] = [
  { nome: 'deputados', rotulo: 'Deputados', grupo: 'Transparência', permissao: 'api/admin/deputados#index', caminho: '/deputados' },
  { nome: 'noticias', rotulo: 'Notícias', grupo: 'Portal', permissao: 'api/admin/noticias#index', caminho: '/noticias' },
];
const ler = (q: string, recursos = RECURSOS) => interpretarParametrosAcesso(new URLSearchParams(q), recursos, AGORA);

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

  it('token válido: guardado e segue para o primeiro item permitido (ou o Início)', () => {
    const token = jwt(SESSAO);
    expect(ler(`token=${token}`)).toEqual({ erros: [], sucessos: [], token, destino: '/noticias' });
    expect(ler(`token=${token}`, [])).toMatchObject({ token, destino: '/' });
  });

  it('token vencido ou ilegível: aviso de falha e fica no login', () => {
    expect(ler(`token=${jwt({ ...SESSAO, exp: AGORA - 1 })}`)).toEqual({ erros: [MENSAGEM_FALHA_LOGIN], sucessos: [], destino: '/acesso' });
    expect(ler('token=lixo')).toEqual({ erros: [MENSAGEM_FALHA_LOGIN], sucessos: [], destino: '/acesso' });
  });
});
