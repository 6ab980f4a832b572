import { CADASTROS, FUNCIONALIDADE_ADMIN, FUNCIONALIDADE_GABINETE, FUNCIONALIDADES_DECLARADAS, PERMISSOES_DECLARADAS } from '@alego/catalog';
import { possuiPermissao } from '@alego/kit/acesso';
import { describe, expect, it } from 'vitest';
import { CONTAS_DEMONSTRACAO } from './equipe.seeder.js';

const conta = (login: string) => CONTAS_DEMONSTRACAO.find((c) => c.login === login)!;
const lotacoes = (login: string) => [conta(login), ...(conta(login).outras ?? [])];

describe('the demo staff accounts (README, "Contas de demonstração")', () => {
  it('grant only what the generated catalogue declares: an account saved unchanged in the accounts screen is accepted', () => {
    for (const c of CONTAS_DEMONSTRACAO) {
      for (const lotacao of lotacoes(c.login)) {
        for (const permissao of lotacao.permissoes) expect(PERMISSOES_DECLARADAS, `${c.login}/${lotacao.lotacao}`).toContain(permissao);
        for (const funcionalidade of lotacao.funcionalidades) expect(FUNCIONALIDADES_DECLARADAS, `${c.login}/${lotacao.lotacao}`).toContain(funcionalidade);
      }
    }
  });

  it('the administrator holds every declared admin resource (each catalog entry included), publishing and the Admin feature', () => {
    const admin = conta('admin');
    for (const permissao of PERMISSOES_DECLARADAS.filter((p) => p.startsWith('api/admin/'))) expect(possuiPermissao(admin.permissoes, permissao), permissao).toBe(true);
    for (const cadastro of CADASTROS) expect(possuiPermissao(admin.permissoes, `${cadastro.permissao}#destroy`), cadastro.permissao).toBe(true);
    for (const permissao of ['noticias#publicar', 'pode_publicar']) expect(admin.permissoes).toContain(permissao);
    expect(admin.funcionalidades).toEqual([FUNCIONALIDADE_ADMIN]);
  });

  it('the editor writes news, agendas and albums but publishes none; the publisher publishes; the cabinet user has its feature', () => {
    const editor = conta('editor').permissoes;
    for (const acao of ['index', 'show', 'create', 'update']) expect(possuiPermissao(editor, `api/admin/noticias#${acao}`)).toBe(true);
    for (const recurso of ['agendas', 'galerias']) expect(possuiPermissao(editor, `api/admin/${recurso}#update`)).toBe(true);
    for (const direito of ['noticias#publicar', 'api/admin/noticias#publicar', 'pode_publicar']) expect(possuiPermissao(editor, direito), direito).toBe(false);

    const [secom, ouvidoria] = lotacoes('publicador');
    for (const direito of ['noticias#publicar', 'api/admin/noticias#publicar', 'pode_publicar']) expect(possuiPermissao(secom!.permissoes, direito), direito).toBe(true);
    expect(ouvidoria!.permissoes).toContain('api/admin/fale_conosco');
    expect(possuiPermissao(ouvidoria!.permissoes, 'api/admin/noticias#index')).toBe(false);

    const gabinete = conta('gabinete');
    expect(gabinete.funcionalidades).toEqual([FUNCIONALIDADE_GABINETE]);
    expect(possuiPermissao(gabinete.permissoes, 'api/admin/noticias#create')).toBe(true);
    expect(possuiPermissao(gabinete.permissoes, 'noticias#publicar')).toBe(false);
  });
});
