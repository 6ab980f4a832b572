import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CIDADA_DE_DEMONSTRACAO, ROTAS_PUBLICAS as ROTAS, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Pages audited again in high contrast (the choice travels in the cookie, as after a click on the bar). */
const ROTAS_ALTO_CONTRASTE = ['/', '/noticias/1', '/fale-conosco', '/acessibilidade'];

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

/** Forms sent empty or wrong: error messages and invalid fields are where low contrast used to hide. */
const ESTADOS_DE_ERRO: { rota: string; preencher?: Record<string, string> }[] = [
  { rota: '/fale-conosco' },
  { rota: '/cidadao/entrar' },
  { rota: '/cidadao/entrar', preencher: { '#entrar-email': 'ninguem@example.com', '#entrar-senha': 'senha-errada-123' } },
  { rota: '/cidadao/cadastro' },
  { rota: '/cidadao/cadastro', preencher: { '#cadastro-email': 'sem-arroba', '#cadastro-senha': '123', '#cadastro-confirmacao': '456' } },
  { rota: '/cidadao/esqueci-senha' },
  { rota: '/cidadao/reenviar-confirmacao' },
];

describe('accessibility audit of forms showing their errors', () => {
  for (const { rota, preencher } of ESTADOS_DE_ERRO) {
    it(`${rota} ${preencher ? 'with wrong values' : 'sent empty'} has no serious or critical violations`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await screenshotOnFailure(page, `a11y-erro${rota.replace(/\W+/g, '-')}`, async () => {
        await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
        for (const [campo, valor] of Object.entries(preencher ?? {})) await page.locator(campo).fill(valor);
        await page.locator('main form button[type="submit"]').first().click();
        await page.locator('main [aria-invalid="true"], main [role="alert"]:not(:empty)').first().waitFor();
        expect(await violacoesGraves(page)).toEqual([]);
      });
      await context.close();
    });
  }
});

/** The citizen's own pages, and the public ones that change for a signed-in citizen (voting, favourites). */
const ROTAS_DO_CIDADAO = ['/cidadao/perfil', '/cidadao/alterar-senha', '/participacao/minhas-participacoes', '/participacao/meus-favoritos', '/participacao/processos/7', '/'];

describe('accessibility audit signed in as a citizen', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto(`${base}/cidadao/entrar`, { waitUntil: 'networkidle' });
    await page.locator('#entrar-email').fill(CIDADA_DE_DEMONSTRACAO.email);
    await page.locator('#entrar-senha').fill(CIDADA_DE_DEMONSTRACAO.senha);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${base}/cidadao/perfil**`);
  });
  afterAll(() => context?.close());

  for (const rota of ROTAS_DO_CIDADAO) {
    it(`${rota} signed in has no serious or critical violations`, async () => {
      await screenshotOnFailure(page, `a11y-cidada${rota.replace(/\W+/g, '-')}`, async () => {
        // The session lives in this tab: navigating in it keeps the citizen signed in.
        await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
        await page.getByRole('link', { name: /Meu perfil/ }).waitFor();
        if (rota.startsWith('/participacao/processos/')) await page.getByRole('button', { name: 'Votar a favor' }).and(page.locator(':enabled')).waitFor();
        expect(await violacoesGraves(page)).toEqual([]);
      });
    });
  }
});
