import { describe, expect, it } from 'vitest';
import type { AdminResource } from '../resources';
import { destinoAposProibido, montarMenu } from '../shell/menu';
import { decidirAcesso, destinoAposLogin } from './acesso';
import { SESSAO } from './testes';

const AGORA = 1_000_000;

const recurso = (nome: string, grupo: AdminResource['grupo'], permissao: string, extra: Partial<AdminResource> = {}): AdminResource => ({
  nome,
  rotulo: nome,
  grupo,
  permissao,
  caminho: `/${nome}`,
  ...extra,
});

// Ordem de registro diferente da ordem dos grupos.
const RECURSOS = [
  recurso('noticias', 'Portal', 'api/admin/noticias#index', { contador: 'noticias' }),
  recurso('deputados', 'Transparência', 'api/admin/deputados#index'),
  recurso('agendas', 'Portal', 'api/admin/agendas#index'),
  recurso('inscritos-curso', 'Portal', 'api/admin/noticias#index', { menu: false }),
  recurso('contatos', 'Configurações', 'api/admin/contatos#index'),
];

describe('guarda de rota (decidirAcesso)', () => {
  it('sem sessão: sair (logout)', () => {
    expect(decidirAcesso({ sessao: null, agora: AGORA })).toBe('sair');
    expect(decidirAcesso({ sessao: null, permissoes: ['api/admin/noticias#index'], agora: AGORA })).toBe('sair');
  });

  it('token vencido: renovar antes de decidir (mesmo sem a permissão)', () => {
    expect(decidirAcesso({ sessao: { ...SESSAO, exp: AGORA }, agora: AGORA })).toBe('renovar');
    expect(decidirAcesso({ sessao: { ...SESSAO, exp: AGORA - 1 }, permissoes: ['x#y'], agora: AGORA })).toBe('renovar');
  });

  it('com sessão: permitido se a lotação ativa tem todas; senão negado', () => {
    const sessao = SESSAO; // exp = AGORA + 300
    expect(decidirAcesso({ sessao, agora: AGORA })).toBe('permitido');
    expect(decidirAcesso({ sessao, permissoes: ['api/admin/noticias#update'], agora: AGORA })).toBe('permitido');
    expect(decidirAcesso({ sessao, permissoes: ['api/admin/noticias#index', 'api/admin/deputados#index'], agora: AGORA })).toBe('negado');
    expect(decidirAcesso({ sessao, lotacaoId: '9', permissoes: ['api/admin/deputados#index'], agora: AGORA })).toBe('permitido');
    expect(decidirAcesso({ sessao, lotacaoId: '9', permissoes: ['api/admin/noticias#index'], agora: AGORA })).toBe('negado');
  });
});

describe('menu e destinos', () => {
  it('grupos na ordem Configurações, Transparência, Portal; só itens permitidos e com menu', () => {
    expect(montarMenu(RECURSOS, { sessao: SESSAO }).map((g) => [g.grupo, g.itens.map((i) => i.nome)])).toEqual([
      ['Portal', ['noticias', 'agendas']],
    ]);
    expect(montarMenu(RECURSOS, { sessao: SESSAO, lotacaoId: 9 }).map((g) => [g.grupo, g.itens.map((i) => i.nome)])).toEqual([
      ['Transparência', ['deputados']],
    ]);
    const tudo = { sessao: { ...SESSAO, recursos: [{ lotacao_id: 3, permissoes: ['api/admin/noticias', 'api/admin/deputados', 'api/admin/agendas', 'api/admin/contatos'], funcionalidades: [] }] } };
    expect(montarMenu(RECURSOS, tudo).map((g) => g.grupo)).toEqual(['Configurações', 'Transparência', 'Portal']);
    expect(montarMenu(RECURSOS, { sessao: null })).toEqual([]);
  });

  it('após o login: o painel de pendências', () => {
    // O painel de pendências, para toda lotação.
    expect(destinoAposLogin()).toBe('/painel');
  });

  it('após um 403: primeiro item permitido; sem nenhum ou sem sessão, o login', () => {
    expect(destinoAposProibido(RECURSOS, { sessao: SESSAO })).toBe('/noticias');
    expect(destinoAposProibido([], { sessao: SESSAO })).toBe('/acesso');
    expect(destinoAposProibido(RECURSOS, { sessao: null })).toBe('/acesso');
  });
});

describe('telas da funcionalidade Admin (contas e trilha de auditoria)', () => {
  const auditoria: AdminResource = { nome: 'auditoria', rotulo: 'Trilha de auditoria', grupo: 'Configurações', funcionalidade: 'Admin', caminho: '/auditoria' };

  it('a rota abre só na lotação que tem a funcionalidade', () => {
    expect(decidirAcesso({ sessao: SESSAO, funcionalidades: ['Admin'], agora: AGORA })).toBe('permitido');
    expect(decidirAcesso({ sessao: SESSAO, lotacaoId: 9, funcionalidades: ['Admin'], agora: AGORA })).toBe('negado');
  });

  it('o item de menu aparece só com a funcionalidade', () => {
    const comAdmin = montarMenu([auditoria], { sessao: SESSAO });
    expect(comAdmin.flatMap((g) => g.itens.map((i) => i.nome))).toEqual(['auditoria']);
    expect(montarMenu([auditoria], { sessao: SESSAO, lotacaoId: 9 })).toEqual([]);
  });
});
