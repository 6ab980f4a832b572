import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
  });

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
