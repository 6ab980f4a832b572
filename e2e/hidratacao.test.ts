import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every script the page asks for (the inline loader is part of the HTML, not a request). */
function scriptsPedidos(page: Page): string[] {
  const pedidos: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname)) pedidos.push(new URL(request.url()).pathname);
  });
  return pedidos;
}

const hidratada = (page: Page) => page.evaluate(() => performance.getEntriesByName('alego:hidratado').length > 0);
const esperarHidratacao = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('alego:hidratado').length > 0);

/** A JWT the browser reads as a live citizen session (the payload is all the loader and the header look at). */
function tokenDeTeste(): string {
  const parte = (valor: object) => Buffer.from(JSON.stringify(valor)).toString('base64url');
  return `${parte({ alg: 'HS256', typ: 'JWT' })}.${parte({ sub: '1', nome: 'Leitora de Teste', exp: Math.floor(Date.now() / 1000) + 3600 })}.assinatura`;
}

describe('reading pages hydrate on the first gesture', () => {
  it('loads a reading page without asking for any script, and follows a link by document before the first gesture', async () => {
    const page = await browser.newPage();
    const pedidos = scriptsPedidos(page);
    await screenshotOnFailure(page, 'hidratacao-sem-scripts', async () => {
      await page.goto(`${base}/noticias`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(pedidos).toEqual([]);
      expect(await page.locator('link[rel="modulepreload"], script[src]').count()).toBe(0);
      expect(await hidratada(page)).toBe(false);
      // A link works as a plain link: a new document, the app still not loaded there.
      await page.evaluate(() => Object.assign(window, { mesmoDocumento: true }));
      await page.getByRole('navigation').getByRole('link', { name: 'Agenda' }).first().click();
      await page.waitForURL(`${base}/agenda**`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => 'mesmoDocumento' in window)).toBe(false);
      expect(await hidratada(page)).toBe(false);
    });
    await page.close();
  });

  it('hydrates when the keyboard moves focus, and then links navigate in the same document', async () => {
    const page = await browser.newPage();
    const pedidos = scriptsPedidos(page);
    await screenshotOnFailure(page, 'hidratacao-pelo-teclado', async () => {
      await page.goto(`${base}/noticias`, { waitUntil: 'networkidle' });
      expect(pedidos).toEqual([]);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ir para o conteúdo');
      await esperarHidratacao(page);
      expect(pedidos.some((p) => p.startsWith('/assets/'))).toBe(true);
      await page.evaluate(() => Object.assign(window, { mesmoDocumento: true }));
      await page.getByRole('navigation').getByRole('link', { name: 'Agenda' }).first().click();
      await page.waitForURL(`${base}/agenda**`);
      expect(await page.evaluate(() => 'mesmoDocumento' in window)).toBe(true);
    });
    await page.close();
  });

  it('keeps the text typed before hydration', async () => {
    const page = await browser.newPage();
    await screenshotOnFailure(page, 'hidratacao-campo', async () => {
      await page.goto(`${base}/fale-conosco`, { waitUntil: 'networkidle' });
      // Typed at once, while the app is still on its way.
      await page.getByLabel('Nome').pressSequentially('Maria das Dores');
      await page.getByLabel('Assunto').pressSequentially('Horário da galeria');
      await esperarHidratacao(page);
      await page.waitForTimeout(300);
      expect(await page.getByLabel('Nome').inputValue()).toBe('Maria das Dores');
      expect(await page.getByLabel('Assunto').inputValue()).toBe('Horário da galeria');
    });
    await page.close();
  });

  it('repeats, once hydrated, a click that only the app answers (a photo of a gallery opens the photo window)', async () => {
    const lista = await (await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ galeriasPublicadas(pagina: 1, porPagina: 20) { itens { id } } }' }),
    })).json() as { data?: { galeriasPublicadas: { itens: { id: string }[] } } };
    const galeria = lista.data?.galeriasPublicadas.itens[0];
    expect(galeria, JSON.stringify(lista)).toBeDefined();
    const page = await browser.newPage();
    await screenshotOnFailure(page, 'hidratacao-repete-clique', async () => {
      await page.goto(`${base}/galerias/${galeria!.id}`, { waitUntil: 'networkidle' });
      expect(await hidratada(page)).toBe(false);
      const endereco = page.url();
      await page.getByRole('list', { name: 'Fotos da galeria' }).getByRole('link').first().click();
      await page.getByRole('dialog').getByText(/^Foto 1 de/).waitFor();
      expect(await hidratada(page)).toBe(true);
      expect(page.url()).toBe(endereco);
    });
    await page.close();
  });

  it('hydrates at once a page of the citizen area, and any page when this tab has a session', async () => {
    const page = await browser.newPage();
    await screenshotOnFailure(page, 'hidratacao-na-hora', async () => {
      await page.goto(`${base}/cidadao/entrar`);
      await esperarHidratacao(page);
      expect(await page.locator('head script[type="module"][src]').count()).toBe(1);

      await page.goto(`${base}/noticias`, { waitUntil: 'networkidle' });
      expect(await hidratada(page)).toBe(false);
      await page.evaluate((token) => sessionStorage.setItem('alego_cidadao_token', token), tokenDeTeste());
      await page.goto(`${base}/noticias`);
      await esperarHidratacao(page);
      await page.getByText('Meu perfil: Leitora').first().waitFor();
    });
    await page.close();
  });
});
