import { CADASTROS_FINANCEIROS, CADASTROS_INSTITUCIONAIS, CATEGORIAS_FOTOS, CATEGORIAS_LINKS, CONJUNTOS, IMPORTACOES, LINKS, REGISTROS_PDF, TELA_ASSESSORAMENTO } from '@alego/catalog';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from './auth/RequireAuth';
import { rotasDoRecurso, routes } from './routes';

describe('rotas', () => {
  it('as rotas de um módulo ficam sob o caminho, atrás de RequireAuth com a permissão do menu', () => {
    const filhos = [{ index: true }, { path: ':id/edit' }];
    const [rota] = rotasDoRecurso({ nome: 'noticias', rotulo: 'Notícias', grupo: 'Portal', permissao: 'api/admin/noticias#index', caminho: '/noticias', rotas: filhos });
    expect(rota?.path).toBe('noticias');
    expect(rota?.children).toBe(filhos);
    expect(isValidElement(rota?.element) && rota.element.type).toBe(RequireAuth);
    expect((rota?.element as { props: { permissoes: string[] } }).props.permissoes).toEqual(['api/admin/noticias#index']);
    expect(rotasDoRecurso({ nome: 'x', rotulo: 'X', grupo: 'Portal', permissao: 'p', caminho: '/x' })).toEqual([]);
    // A module guarded by a feature (Admin) asks for it on its routes, not for a permission.
    const [admin] = rotasDoRecurso({ nome: 'auditoria', rotulo: 'Auditoria', grupo: 'Configurações', funcionalidade: 'Admin', caminho: '/auditoria', rotas: filhos });
    expect((admin?.element as { props: { permissoes: string[]; funcionalidade?: string } }).props).toMatchObject({ permissoes: [], funcionalidade: 'Admin' });
  });

  it('login, sair, erro e o shell (início, acesso negado, módulos e a página não encontrada por último)', () => {
    expect(routes.map((r) => r.path)).toEqual(['/acesso', '/sair', '/errors', '/definir-senha/:codigo', '/']);
    expect(routes[4]?.children?.map((r) => r.path ?? 'index')).toEqual([
      'index',
      'painel',
      'acesso-negado',
      'noticias',
      'agendas',
      'banner',
      CATEGORIAS_LINKS.caminho.slice(1),
      LINKS.caminho.slice(1),
      'galerias',
      CATEGORIAS_FOTOS.caminho.slice(1),
      // The entries that are tabs of one screen (the thematic advisory) are that screen's routes.
      ...CADASTROS_INSTITUCIONAIS.filter((cadastro) => !cadastro.aba).map((cadastro) => cadastro.caminho.slice(1)),
      TELA_ASSESSORAMENTO.caminho.slice(1),
      'remuneracoes',
      ...CADASTROS_FINANCEIROS.map((cadastro) => cadastro.caminho.slice(1)),
      // One import screen per importable dataset of the catalog (docs/importacao.md), in the catalog's order.
      ...CONJUNTOS.filter((c) => IMPORTACOES[c.id]).map((c) => `importacoes/${c.id}`),
      // Each catalog register with an admin part is a module: a new entry adds its route without a test edit.
      ...REGISTROS_PDF.map((cadastro) => cadastro.caminho.slice(1)),
      'fale-conosco',
      'solicitacoes-informacao',
      'imprensa-externas',
      'deputados',
      'legislaturas',
      'comissoes',
      'sistema',
      'programas',
      'edicoes',
      'cursos',
      'inscritos-curso',
      'trabalhos',
      'usuarios',
      'auditoria',
      '*',
    ]);
  });
});
