import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every public and citizen route with seeded data; grows with each area. */
const ROTAS = [
  '/',
  '/pagina-que-nao-existe',
  '/admin/acesso',
  '/cidadao/entrar',
  '/cidadao/cadastro',
  '/cidadao/esqueci-senha',
  '/cidadao/reenviar-confirmacao',
  '/cidadao/recuperar-senha/codigo-de-exemplo',
  '/cidadao/confirmar-cadastro/codigo-de-exemplo',
  '/noticias',
  '/noticias?termo=or%C3%A7amento',
  '/noticias/1',
  '/materias-especiais',
  '/noticias-dos-gabinetes',
  '/discursos',
  '/acessibilidade',
  '/fale-conosco',
];

/** Pages audited again in high contrast (the choice travels in the cookie, as after a click on the bar). */
const ROTAS_ALTO_CONTRASTE = ['/', '/noticias/1', '/fale-conosco', '/acessibilidade'];

async function violacoesGraves(page: Page): Promise<string[]> {
  const resultado = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return resultado.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

describe('accessibility audit (axe-core, WCAG 2.2 AA)', () => {
  for (const rota of ROTAS) {
    it(`${rota} has no serious or critical violations`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await screenshotOnFailure(page, `a11y${rota.replace(/\W+/g, '-')}`, async () => {
        await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
        expect(await violacoesGraves(page)).toEqual([]);
      });
      await context.close();
    });
  }
});

describe('accessibility audit in high contrast and large text', () => {
  for (const rota of ROTAS_ALTO_CONTRASTE) {
    it(`${rota} has no serious or critical violations in high contrast`, async () => {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'alego_acessibilidade', value: '1.2', url: base }]);
      const page = await context.newPage();
      await screenshotOnFailure(page, `a11y-contraste${rota.replace(/\W+/g, '-')}`, async () => {
        await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => [document.documentElement.className, document.documentElement.dataset.fonte])).toEqual(['alto-contraste', '2']);
        expect(await violacoesGraves(page)).toEqual([]);
      });
      await context.close();
    });
  }
});
