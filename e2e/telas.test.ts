import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROTAS_PUBLICAS, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A phone (390 × 844, as an iPhone 12–15) and a common laptop (1366 × 768). */
const TELAS = [
  { nome: 'celular', width: 390, height: 844 },
  { nome: 'notebook', width: 1366, height: 768 },
] as const;

/** How far the document reaches beyond the window, in CSS pixels (0 when nothing sticks out). */
function excesso(page: Page): Promise<{ largura: number; janela: number }> {
  return page.evaluate(() => ({ largura: document.documentElement.scrollWidth, janela: window.innerWidth }));
}

describe('no public page is wider than the screen', () => {
  for (const tela of TELAS) {
    it(`every public route fits ${tela.width} px`, async () => {
      const context = await browser.newContext({ viewport: { width: tela.width, height: tela.height } });
      const page = await context.newPage();
      const largas: string[] = [];
      for (const rota of ROTAS_PUBLICAS) {
        await page.goto(`${base}${rota}`, { waitUntil: 'load' });
        const { largura, janela } = await excesso(page);
        if (largura > janela) largas.push(`${rota}: ${largura} px`);
      }
      await context.close();
      expect(largas).toEqual([]);
    });
  }
});

describe('the header on a phone', () => {
  it('leaves the content in the first screen and opens its menu by keyboard, without JavaScript', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await screenshotOnFailure(page, 'menu-celular-sem-js', async () => {
      await page.goto(`${base}/noticias`, { waitUntil: 'load' });
      // The page's title starts in the top third of the screen (it started at 430 px before the menu folded).
      const topo = await page.locator('main h1').evaluate((h1) => h1.getBoundingClientRect().top);
      expect(topo).toBeLessThan(300);
      const menu = page.getByRole('navigation', { name: 'Navegação principal' });
      expect(await menu.isVisible()).toBe(false);
      // Keyboard only: focus the "Menu" button and open it; every section is then a visible link.
      await page.locator('#menu-principal > summary').focus();
      await page.keyboard.press('Enter');
      await menu.getByRole('link', { name: 'Comissões' }).waitFor();
      expect(await menu.getByRole('link').count()).toBeGreaterThanOrEqual(7);
      await page.keyboard.press('Enter');
      expect(await menu.isVisible()).toBe(false);
    });
    await context.close();
  });

  it('shows the whole menu as a row on a laptop', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${base}/noticias`, { waitUntil: 'load' });
    const menu = page.getByRole('navigation', { name: 'Navegação principal' });
    await menu.getByRole('link', { name: 'Frentes parlamentares' }).waitFor();
    expect(await page.locator('#menu-principal > summary').isVisible()).toBe(false);
    expect(await menu.getByRole('link', { name: 'Notícias' }).getAttribute('aria-current')).toBe('page');
    // One row: every section at the same height, the search beside them.
    const alturas = await menu.getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(alturas).size).toBe(1);
    await context.close();
  });
});

/**
 * The pages people judge the portal by, photographed on both screens into test-results/screenshots/ (kept as test
 * output, never committed) for anyone to look at.
 */
const PAGINAS = [
  { nome: 'inicio', rota: '/' },
  { nome: 'lista-deputados', rota: '/deputados/em-exercicio' },
  { nome: 'detalhe-deputado', rota: '/deputados/perfil/1' },
  { nome: 'detalhe-noticia', rota: '/noticias/1' },
  { nome: 'tabela-contratos', rota: '/transparencia/contratos' },
  { nome: 'graficos', rota: '/transparencia/graficos' },
] as const;

describe('screenshots of the main pages on a phone and a laptop', () => {
  for (const tela of TELAS) {
    it(`public pages and the signed-in admin at ${tela.width} px`, async () => {
      await mkdir('test-results/screenshots', { recursive: true });
      const context = await browser.newContext({ viewport: { width: tela.width, height: tela.height } });
      const page = await context.newPage();
      const largas: string[] = [];
      const fotografar = async (nome: string) => {
        // Images load lazily as they come near the screen: scroll the page once so the full-page picture has them.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const { largura, janela } = await excesso(page);
        if (largura > janela) largas.push(`${nome}: ${largura} px`);
        await page.screenshot({ path: `test-results/screenshots/${nome}-${tela.width}.png`, fullPage: true });
      };
      await screenshotOnFailure(page, `telas-${tela.nome}`, async () => {
        for (const { nome, rota } of PAGINAS) {
          await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
          await fotografar(nome);
        }
        await entrarNoAdmin(page, base);
        await page.waitForLoadState('networkidle');
        // The admin shows its loading layer a moment after the request starts: wait for it to come, then to go.
        const carregando = page.getByText('Buscando dados...');
        await carregando.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
        await carregando.waitFor({ state: 'hidden' });
        await fotografar('admin');
        expect(largas).toEqual([]);
      });
      await context.close();
    });
  }
});
