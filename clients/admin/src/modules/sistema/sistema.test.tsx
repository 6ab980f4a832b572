import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../../auth/RequireAuth';
import { RESOURCES } from '../../resources';
import { montarMenu } from '../../shell/menu';
import { routes } from '../../routes';
import { buscarSistema, idadeDoBackup, taxaDeAcerto } from './sistema';

const contexto = (funcionalidades: string[], permissoes: string[] = ['api/admin/noticias']) => ({
  sessao: { exp: 9e9, lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades }] },
});
const itensDeConfiguracoes = (funcionalidades: string[], permissoes?: string[]) =>
  montarMenu(RESOURCES, contexto(funcionalidades, permissoes)).find((grupo) => grupo.grupo === 'Configurações')?.itens.map((item) => item.rotulo) ?? [];

describe('Sistema no admin', () => {
  it('aparece no menu só para quem tem a funcionalidade Admin (permitido e negado)', () => {
    expect(itensDeConfiguracoes(['Admin'])).toContain('Sistema');
    expect(itensDeConfiguracoes([])).not.toContain('Sistema');
    expect(itensDeConfiguracoes(['USUARIO_DE_GABINETE'])).not.toContain('Sistema');
    // A permissão com o mesmo nome não basta: é a funcionalidade que abre a tela.
    expect(itensDeConfiguracoes([], ['api/admin/sistema'])).not.toContain('Sistema');
  });

  it('a rota exige a sessão; a tela confere a funcionalidade', () => {
    const shell = routes.find((rota) => rota.path === '/')!;
    const rota = shell.children!.find((filha) => filha.path === 'sistema')!;
    expect(isValidElement(rota.element) && rota.element.type === RequireAuth).toBe(true);
    expect((rota.element as { props: { permissoes: string[] } }).props.permissoes).toEqual([]);
  });

  it('consulta /api/admin/sistema com o token e a lotação ativa, e mostra a mensagem de uma recusa', async () => {
    const pedidos: { url: string; headers: Record<string, string> }[] = [];
    const controle = { tokenValido: async () => 'tok', estado: () => ({ sessao: null, token: 'tok', lotacaoId: '3' }) };
    const fetcher = (async (url: string, init: { headers: Record<string, string> }) => {
      pedidos.push({ url, headers: init.headers });
      return new Response(JSON.stringify({ mensagem: 'Você não tem permissão para acessar esta funcionalidade' }), { status: 403 });
    }) as unknown as typeof fetch;
    expect(await buscarSistema({ fetcher, controle: controle as never })).toEqual({ ok: false, mensagem: 'Você não tem permissão para acessar esta funcionalidade' });
    expect(pedidos).toEqual([{ url: '/api/admin/sistema', headers: { authorization: 'Bearer tok', 'x-lotacao-id': '3' } }]);
  });

  it('descreve a idade do backup e a taxa de acerto do cache', () => {
    expect(idadeDoBackup(0)).toBe('há menos de uma hora');
    expect(idadeDoBackup(1)).toBe('há 1 hora');
    expect(idadeDoBackup(26)).toBe('há 26 horas');
    expect(idadeDoBackup(72)).toBe('há 3 dias');
    expect(taxaDeAcerto({ acertos: 3, faltas: 1 })).toBe('75%');
    expect(taxaDeAcerto({ acertos: 0, faltas: 0 })).toBe('—');
  });
});
