import { CADASTROS, CONJUNTOS, TELA_ASSESSORAMENTO } from '@alego/catalog';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../auth/RequireAuth';
import type { RegistroDoCatalogo, ValoresDoCatalogo } from './catalogo';
import { comAba, lerEstadoLista } from './lista';
import type { RecursoCrud } from './recurso';
import { noticias } from '../modules/noticias';
import { RESOURCES, type AdminResource } from '../resources';
import { montarMenu, primeiraEntradaPermitida } from '../shell/menu';

/** The list's page size of a resource made by the kit (`crud`), when it says one. */
function porPaginaDe(recurso: AdminResource | undefined): number | undefined {
  return recurso && 'crud' in recurso ? (recurso.crud as { porPagina?: number }).porPagina : undefined;
}

function permissoesDa(rota: { element?: unknown }): string[] | undefined {
  return isValidElement(rota.element) && rota.element.type === RequireAuth ? (rota.element.props as { permissoes: string[] }).permissoes : undefined;
}

const categoriasLinks = RESOURCES.find((r) => r.nome === 'categorias_links')!;

describe('kit: um módulo declarado vira menu e rotas', () => {
  it('categorias de links: item no grupo Portal e rotas lista/new/edit/show com as permissões de cada ação', () => {
    expect(categoriasLinks).toMatchObject({
      nome: 'categorias_links',
      rotulo: 'Categorias de links',
      grupo: 'Portal',
      permissao: 'api/admin/categorias_links#index',
      caminho: '/categorias-links',
    });
    const rotas = categoriasLinks.rotas ?? [];
    expect(rotas.map((r) => (r.index ? 'index' : r.path))).toEqual(['index', 'new', ':id/edit', ':id']);
    expect(rotas.slice(1).map(permissoesDa)).toEqual([
      ['api/admin/categorias_links#create'],
      ['api/admin/categorias_links#update'],
      ['api/admin/categorias_links#show'],
    ]);
  });

  it('toda entrada do catálogo com parte administrativa é um recurso, com o caminho, o grupo e a permissão do catálogo', () => {
    for (const cadastro of CADASTROS.filter((c) => !c.aba)) {
      const recurso = RESOURCES.find((r) => r.nome === cadastro.recurso);
      expect(recurso, cadastro.recurso).toMatchObject({ caminho: cadastro.caminho, grupo: cadastro.grupo, rotulo: cadastro.rotulo, permissao: `${cadastro.permissao}#index` });
      // A fixed entry (the settings) is only edited: no `new` route.
      // An entry whose REST part merges PDFs (the org charts' merge-arquivos) also has the `juntar` page, a create.
      const juntar = !!CONJUNTOS.find((c) => c.id === cadastro.conjunto)?.rest?.admin?.juntarPdfs;
      const acoes = [...(cadastro.fixos ? ['update', 'show'] : ['create', 'update', 'show']), ...(juntar ? ['create'] : [])];
      expect((recurso!.rotas ?? []).slice(1).map(permissoesDa), cadastro.recurso).toEqual(acoes.map((acao) => [`${cadastro.permissao}#${acao}`]));
      expect((recurso!.rotas ?? []).some((r) => r.path === 'juntar'), cadastro.recurso).toBe(juntar);
      // The list's page size is the legacy list's (`rest.porPagina`), or the kit's.
      const porPagina = cadastro.rest?.porPagina ?? CONJUNTOS.find((c) => c.id === cadastro.conjunto)?.rest?.admin?.porPagina;
      expect(porPaginaDe(recurso), cadastro.recurso).toBe(porPagina);
    }
    expect(porPaginaDe(RESOURCES.find((r) => r.nome === 'contatos'))).toBe(20);
    expect(RESOURCES.find((r) => r.nome === 'organogramas')?.rotas?.some((r) => r.path === 'juntar')).toBe(true);
  });

  it('uma entrada que é aba (o assessoramento temático) não tem item de menu: a tela dela tem, e as rotas novo/edição/exibição com as permissões de cada ação', () => {
    const tela = RESOURCES.find((r) => r.caminho === TELA_ASSESSORAMENTO.caminho)!;
    expect(tela).toMatchObject({ rotulo: TELA_ASSESSORAMENTO.rotulo, grupo: 'Portal', permissao: 'api/admin/assessoramento_tematico#index' });
    const abas = CADASTROS.filter((c) => c.aba);
    expect(abas.map((c) => c.aba)).toEqual(['Descrição', 'Corpo Técnico', 'Materiais']);
    for (const cadastro of abas) {
      expect(RESOURCES.find((r) => r.nome === cadastro.recurso), cadastro.recurso).toBeUndefined();
      const trecho = cadastro.caminho.slice(TELA_ASSESSORAMENTO.caminho.length + 1);
      const rotas = (tela.rotas ?? []).filter((r) => r.path?.startsWith(`${trecho}/`));
      expect(rotas.map((r) => r.path)).toEqual([`${trecho}/new`, `${trecho}/:id/edit`, `${trecho}/:id`]);
      expect(rotas.map(permissoesDa)).toEqual(['create', 'update', 'show'].map((acao) => [`${cadastro.permissao}#${acao}`]));
    }
    // The tabs are one route, so changing tabs keeps the screen mounted.
    expect((tela.rotas ?? []).at(-1)?.path).toBe(':aba?');
    const contexto = { sessao: { exp: 9e9, lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/assessoramento_tematico'], funcionalidades: [] }] } };
    expect(montarMenu(RESOURCES, contexto).flatMap((g) => g.itens.map((i) => i.rotulo))).toEqual([TELA_ASSESSORAMENTO.rotulo]);
  });

  it('abasDaLista (a procuradoria, ?pagina&termo&aba): o filtro vira as abas da lista, com a padrão do campo e uma só página; os outros filtros ficam caixas', () => {
    const parametrosDe = (nome: string) => (RESOURCES.find((r) => r.nome === nome) as RecursoCrud<RegistroDoCatalogo, ValoresDoCatalogo>).crud.parametros!;
    const conteudo = parametrosDe('procuradorias');
    expect(conteudo.abas?.map((a) => [a.valor, a.rotulo])).toEqual([
      ['conteudo', 'Procuradoria-Geral'],
      ['mulher', 'Procuradoria Especial da Mulher'],
    ]);
    expect(conteudo.selecoes?.map((s) => s.param)).toEqual(['campo']);
    expect(lerEstadoLista(new URLSearchParams(''), conteudo)).toMatchObject({ pagina: 1, filtro: { aba: 'conteudo' } });
    expect(lerEstadoLista(new URLSearchParams('aba=mulher&pagina=2&termo=lei&campo=equipe'), conteudo)).toMatchObject({ pagina: 2, filtro: { aba: 'mulher', termo: 'lei', campo: 'equipe' } });
    expect(comAba(new URLSearchParams('aba=mulher&pagina=2&termo=lei'), 'conteudo', conteudo).toString()).toBe('aba=conteudo&termo=lei');

    const arquivos = parametrosDe('procuradoria_arquivos');
    expect(arquivos.abas?.map((a) => a.valor)).toEqual(['arquivo', 'mulher']);
    expect(arquivos.selecoes).toEqual([]);
    expect(lerEstadoLista(new URLSearchParams('aba=outra'), arquivos).filtro).toEqual({ aba: 'arquivo' });

    // "Novo" on a tab (/new?aba=mulher): the new form starts on that tab; an unknown value, or an edit, keeps its own.
    const procuradoria = RESOURCES.find((r) => r.nome === 'procuradorias') as RecursoCrud<RegistroDoCatalogo, ValoresDoCatalogo>;
    expect(procuradoria.crud.novoNaAba).toBe(true);
    const iniciais = procuradoria.crud.formulario!.valoresIniciais;
    expect(iniciais(undefined, new URLSearchParams('aba=mulher&campo=equipe'))).toMatchObject({ aba: 'mulher', campo: 'institucional' });
    expect(iniciais(undefined, new URLSearchParams('aba=outra'))).toMatchObject({ aba: 'conteudo' });
    expect(iniciais(undefined)).toMatchObject({ aba: 'conteudo', campo: 'institucional' });
    expect(iniciais({ id: '7', aba: 'conteudo', campo: 'equipe' }, new URLSearchParams('aba=mulher'))).toMatchObject({ aba: 'conteudo', campo: 'equipe' });
    expect((RESOURCES.find((r) => r.nome === 'categorias_links') as RecursoCrud<RegistroDoCatalogo, ValoresDoCatalogo>).crud.novoNaAba).toBeFalsy();
  });

  it('registrados em resources.ts; o editor de notícias abre primeiro Notícias (com selo "noticias")', () => {
    expect(RESOURCES).toContain(noticias);
    expect(RESOURCES).toContain(categoriasLinks);
    expect(noticias.contador).toBe('noticias');
    const editor = { sessao: { exp: 9e9, lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/noticias#index'], funcionalidades: [] }] } };
    expect(primeiraEntradaPermitida(RESOURCES, editor)).toBe('/noticias');
    expect(montarMenu(RESOURCES, editor).flatMap((g) => g.itens.map((i) => i.rotulo))).toEqual(['Notícias']);
    const admin = { sessao: { exp: 9e9, lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/noticias', 'api/admin/categorias_links'], funcionalidades: [] }] } };
    expect(montarMenu(RESOURCES, admin).flatMap((g) => g.itens.map((i) => i.rotulo))).toEqual(['Notícias', 'Categorias de links']);
  });
});
