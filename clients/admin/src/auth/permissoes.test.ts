import { describe, expect, it } from 'vitest';
import { possuiPermissao } from '@alego/kit/acesso';
import { possuiFuncionalidade, possuiPermissoes, recursoDaLotacao } from './permissoes';
import { SESSAO } from './testes';

const padrao = { sessao: SESSAO };
const gabinete = { sessao: SESSAO, lotacaoId: '9' };

describe('permissões', () => {
  it('"recurso#detalhe" é satisfeita pela própria ou pelo recurso geral antes do "#"', () => {
    expect(possuiPermissao(['api/admin/noticias'], 'api/admin/noticias#create')).toBe(true);
    expect(possuiPermissao(['api/admin/noticias#create'], 'api/admin/noticias#create')).toBe(true);
    expect(possuiPermissao(['api/admin/noticias#index'], 'api/admin/noticias#create')).toBe(false);
    // O geral não é satisfeito por um detalhe.
    expect(possuiPermissao(['api/admin/noticias#index'], 'api/admin/noticias')).toBe(false);
    expect(possuiPermissao(['api/admin/noticias'], 'api/admin/noticias_extra#index')).toBe(false);
  });

  it('possuiPermissoes: true só se a lotação ativa tem todas', () => {
    expect(possuiPermissoes(['api/admin/noticias#create', 'api/admin/agendas#index'], padrao)).toBe(true);
    expect(possuiPermissoes(['api/admin/noticias#create', 'api/admin/agendas#create'], padrao)).toBe(false);
    expect(possuiPermissoes(['api/admin/deputados#index'], padrao)).toBe(false);
    expect(possuiPermissoes([], padrao)).toBe(true);
  });

  it('a lotação ativa é a padrão; outra escolhida (número ou texto) muda o que vale', () => {
    expect(possuiPermissoes(['api/admin/deputados#index'], gabinete)).toBe(true);
    expect(possuiPermissoes(['api/admin/deputados#index'], { sessao: SESSAO, lotacaoId: 9 })).toBe(true);
    expect(possuiPermissoes(['api/admin/noticias#index'], gabinete)).toBe(false);
    // Lotação que o usuário não tem não concede nada.
    expect(possuiPermissoes([], { sessao: SESSAO, lotacaoId: '77' })).toBe(true);
    expect(possuiPermissoes(['api/admin/noticias#index'], { sessao: SESSAO, lotacaoId: '77' })).toBe(false);
    expect(recursoDaLotacao({ sessao: SESSAO, lotacaoId: '77' })).toBeUndefined();
  });

  it('sem sessão: nada', () => {
    expect(possuiPermissoes([], { sessao: null })).toBe(false);
    expect(possuiFuncionalidade('Admin', { sessao: null })).toBe(false);
  });

  it('possuiFuncionalidade: a lotação ativa lista o nome', () => {
    expect(possuiFuncionalidade('Admin', padrao)).toBe(true);
    expect(possuiFuncionalidade('USUARIO_DE_GABINETE', padrao)).toBe(false);
    expect(possuiFuncionalidade('USUARIO_DE_GABINETE', gabinete)).toBe(true);
    expect(possuiFuncionalidade('admin', padrao)).toBe(false);
  });
});
