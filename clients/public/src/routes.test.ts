import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enderecoFixo, mapaDoSite, paginasDoMapa, rotasSemTitulo } from './mapa-do-site';
import { BROWSER_CLIENT_SOURCE, createRoutes, loadLazyMatches, PAGE_ROUTES } from './routes';
import { isRouteHandle } from './routing/page';

const publicDir = fileURLToPath(new URL('..', import.meta.url));

describe('tabela de rotas', () => {
  it('cada rota aponta para o arquivo do seu módulo (usado no modulepreload)', () => {
    for (const { source } of [...PAGE_ROUTES, { source: BROWSER_CLIENT_SOURCE }]) {
      expect(existsSync(`${publicDir}${source}`), source).toBe(true);
    }
  });

  it('cada módulo de página exporta componente, loader e head', async () => {
    for (const route of PAGE_ROUTES) {
      const { default: page } = await route.load();
      expect(typeof page.Component, route.path).toBe('function');
      expect(typeof page.loader, route.path).toBe('function');
      expect(typeof page.head, route.path).toBe('function');
    }
    // It transforms and imports every page module of the site: seconds on a machine busy with other work.
  }, 60_000);

  it('loadLazyMatches resolve o módulo da URL antes da hidratação', async () => {
    const routes = createRoutes(() => Promise.reject(new Error('sem cliente neste teste')));
    const matched = await loadLazyMatches(routes, '/');
    const pagina = matched.at(-1);
    expect(pagina?.lazy).toBeUndefined();
    expect(pagina?.Component).toBeTypeOf('function');
    expect(isRouteHandle(pagina?.handle)).toBe(true);
    expect(await loadLazyMatches(routes, '/nao-existe')).toEqual([]);
  });
});

describe('mapa do site, gerado da tabela de rotas', () => {
  it('toda rota sem parâmetro obrigatório tem título (do menu ou `mapa`) ou está fora do mapa', () => {
    expect(rotasSemTitulo()).toEqual([]);
  });

  it('uma rota com parâmetro opcional entra pelo endereço sem ele; com parâmetro obrigatório, não entra', () => {
    expect(enderecoFixo('/contatos/:pagina?/:contatadoId?')).toBe('/contatos');
    expect(enderecoFixo('/noticias/:id/:urlSufixo?')).toBeNull();
    expect(enderecoFixo('/')).toBe('/');
    expect(rotasSemTitulo([{ path: '/nova-pagina' }, { path: '/outra', mapa: false }])).toEqual(['/nova-pagina']);
  });

  it('lista cada página uma vez, agrupada pelas seções do menu, sem as páginas de cada usuário', () => {
    const hrefs = paginasDoMapa().map((pagina) => pagina.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/noticias', '/deputados/mesa-diretora', '/transparencia/mapa-do-site', '/acessibilidade', '/mapa-do-site', '/contatos']));
    expect(hrefs).not.toContain('/cidadao/perfil');
    expect(hrefs).not.toContain('/galerias/autocomplete');
    const secoes = mapaDoSite();
    expect(secoes.find((secao) => secao.titulo === 'Deputados')?.paginas.map((p) => p.titulo)).toContain('Mesa Diretora');
    expect(secoes.find((secao) => secao.titulo === 'Transparência')?.paginas.map((p) => p.href)).toContain('/transparencia/mapa-do-site');
  });
});
