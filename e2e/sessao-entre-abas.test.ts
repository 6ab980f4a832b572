import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkDoEmail } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

/*
 * The citizen's token lives in each tab's sessionStorage (spec §9); the tabs of one browser share it: a new tab asks
 * the open ones for the session, a sign-in reaches the open tabs, and signing out in one signs out all of them.
 */

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function cidadaoConfirmado(email: string, senha: string): Promise<void> {
  const cadastro = await fetch(`${base}/api/opine-cidadao/usuarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nome: 'Teresa Duas Abas', email, senha, aceitePolitica: true }),
  });
  expect(cadastro.status).toBe(201);
  const link = new URL(await linkDoEmail(email, '/cidadao/confirmar-cadastro'));
  expect((await fetch(`${base}/api/opine-cidadao${link.pathname.replace('/cidadao', '')}`)).status).toBe(200);
}

const acessoNoTopo = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^(Entrar|Meu perfil: Teresa)$/ });

describe('citizen session across the tabs of one browser', () => {
  it('a new tab is signed in, a sign-in reaches open tabs, and signing out in one signs out all', async () => {
    const email = `duas.abas.${Date.now()}@example.com`;
    const senha = 'abas-em-paz-42';
    await cidadaoConfirmado(email, senha);
    const context = await browser.newContext();
    const primeira = await context.newPage();
    const inicio = await context.newPage();
    await screenshotOnFailure(primeira, 'sessao-entre-abas', async () => {
      // A tab already open on the home page, before the sign-in.
      await inicio.goto(`${base}/`, { waitUntil: 'networkidle' });
      await expect.poll(() => acessoNoTopo(inicio).textContent()).toBe('Entrar');

      await primeira.goto(`${base}/cidadao/entrar?destino=${encodeURIComponent('/cidadao/perfil')}`, { waitUntil: 'networkidle' });
      await primeira.locator('#entrar-email').fill(email);
      await primeira.locator('#entrar-senha').fill(senha);
      await primeira.getByRole('button', { name: 'Entrar', exact: true }).click();
      await primeira.waitForURL(`${base}/cidadao/perfil`);
      await expect.poll(() => primeira.locator('#perfil-nome').inputValue()).toBe('Teresa Duas Abas');
      await expect.poll(() => acessoNoTopo(inicio).textContent()).toBe('Meu perfil: Teresa');

      // A tab opened afterwards (its own, empty sessionStorage) is signed in too.
      const nova = await context.newPage();
      await nova.goto(`${base}/cidadao/perfil`, { waitUntil: 'networkidle' });
      // The new tab first renews the session from its cookie, then loads the profile: two round trips on a busy machine.
      await expect.poll(() => nova.locator('#perfil-nome').inputValue(), { timeout: 15_000 }).toBe('Teresa Duas Abas');
      expect(new URL(nova.url()).pathname).toBe('/cidadao/perfil');

      // Signing out in the new tab signs out every tab.
      await nova.getByRole('button', { name: 'Sair' }).click();
      await nova.waitForURL(/\/cidadao\/entrar/);
      await primeira.waitForURL(/\/cidadao\/entrar/);
      await expect.poll(() => acessoNoTopo(inicio).textContent()).toBe('Entrar');
      const depois = await context.newPage();
      await depois.goto(`${base}/cidadao/perfil`, { waitUntil: 'networkidle' });
      await depois.waitForURL(/\/cidadao\/entrar/);
      expect(await depois.evaluate(() => sessionStorage.length)).toBe(0);
    });
    await context.close();
  });
});
