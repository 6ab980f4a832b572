// The signed-in back office, where the public audit does not reach: list (with tabs), form, show, the error state of
// an invalid submit and the page for an unknown address (issue 14, items 7 and 10).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violacoesGraves, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Each signed-in screen, by address, and what shows it is ready. */
const TELAS: { rota: string; pronta: (page: Page) => Promise<void> }[] = [
  { rota: '/admin/painel', pronta: (page) => page.getByRole('region', { name: 'Notícias a revisar' }).waitFor() },
  // The news list has the state tabs (their aria-controls pointed at no element).
  { rota: '/admin/noticias', pronta: (page) => page.getByRole('tab').first().waitFor() },
  { rota: '/admin/noticias/new', pronta: (page) => page.getByRole('button', { name: 'Salvar' }).waitFor() },
  { rota: '/admin/deputados', pronta: (page) => page.getByRole('cell', { name: 'Caio Vilela', exact: true }).waitFor() },
  { rota: '/admin/deputados/1', pronta: (page) => page.getByRole('link', { name: 'Editar' }).waitFor() },
  { rota: '/admin/deputados/1/edit', pronta: (page) => page.getByRole('button', { name: 'Salvar' }).waitFor() },
  { rota: '/admin/comissoes/1/edit', pronta: (page) => page.getByRole('button', { name: 'Salvar' }).waitFor() },
  { rota: '/admin/qualquer-coisa', pronta: (page) => page.getByRole('heading', { name: 'Página não encontrada' }).waitFor() },
];

describe('signed-in back office, in Chromium', () => {
  it('lists, forms, show pages, an invalid submit and the unknown page have no serious or critical violation', async () => {
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'admin-acessibilidade', async () => {
      await entrarNoAdmin(page, base);
      for (const tela of TELAS) {
        await page.goto(`${base}${tela.rota}`, { waitUntil: 'networkidle' });
        await tela.pronta(page);
        expect({ rota: tela.rota, violacoes: await violacoesGraves(page) }).toEqual({ rota: tela.rota, violacoes: [] });
      }

      // The error state: an empty required form submitted shows the fields in error and the toast.
      await page.goto(`${base}/admin/deputados/new`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Preencha todos os campos obrigatórios').first().waitFor();
      expect(await page.locator('[data-invalid]').count()).toBeGreaterThan(0);
      expect({ rota: 'erro ao salvar', violacoes: await violacoesGraves(page) }).toEqual({ rota: 'erro ao salvar', violacoes: [] });
    });
    await contexto.close();
  });

  it('signing in opens the dashboard of pending work, with what waits for review and for an answer', async () => {
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'admin-painel', async () => {
      await entrarNoAdmin(page, base);
      await page.waitForURL(`${base}/admin/painel`);
      await page.getByRole('heading', { level: 1, name: 'Painel de pendências' }).waitFor();
      const revisar = page.getByRole('region', { name: 'Notícias a revisar' });
      await revisar.getByRole('listitem').first().waitFor();
      // The count of the card is the menu's badge.
      const selo = await page.getByRole('navigation', { name: 'Menu da administração' }).getByLabel(/pendentes$/).first().textContent();
      expect(await revisar.locator('.chakra-badge').first().textContent()).toBe(selo);
      await page.getByRole('region', { name: 'Fale conosco a responder' }).waitFor();
      // Each pending item opens its record.
      await revisar.getByRole('listitem').first().getByRole('link').click();
      await page.waitForURL(/\/admin\/noticias\/\d+$/);
    });
    await contexto.close();
  });

  it('an unknown address answers "Página não encontrada" inside the shell, and still does after signing in', async () => {
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'admin-404', async () => {
      // Signed out: the login page (the address is private), never a loop.
      await page.goto(`${base}/admin/qualquer-coisa`, { waitUntil: 'networkidle' });
      await page.waitForURL(/\/admin\/acesso/);
      // The redirect is the client's: let it settle before the next navigation, which it would otherwise interrupt.
      await page.waitForLoadState('networkidle');
      await entrarNoAdmin(page, base);

      for (const rota of ['/admin/qualquer-coisa', '/admin/deputados/1/qualquer-coisa']) {
        await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
        expect(new URL(page.url()).pathname).toBe(rota);
        // Inside the shell: the menu is there to go elsewhere.
        await page.getByRole('navigation', { name: 'Menu da administração' }).waitFor();
        expect(await page.title()).toMatch(/^Página não encontrada/);
      }
    });
    await contexto.close();
  });
});
