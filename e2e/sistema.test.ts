import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function entrarComo(login: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await entrarNoAdmin(page, base, login);
  return page;
}

describe('tela Sistema do admin, no Chromium', () => {
  it('a administradora (funcionalidade Admin) vê os serviços no ar, as migrações, o cache, a fila e o backup', async () => {
    const page = await entrarComo('admin');
    await screenshotOnFailure(page, 'sistema-admin', async () => {
      await page.getByRole('link', { name: 'Sistema' }).click();
      await page.waitForURL(/\/admin\/sistema$/);
      await page.getByRole('heading', { name: 'Sistema', level: 1 }).waitFor();
      const servicos = page.getByRole('table');
      await servicos.waitFor();
      for (const nome of ['content', 'people', 'transparency', 'participation', 'access']) {
        await expect(servicos.getByRole('row', { name: new RegExp(`^${nome} No ar`) }).count()).resolves.toBe(1);
      }
      await expect(page.getByText('Cache de respostas públicas').isVisible()).resolves.toBe(true);
      await expect(page.getByText('Fila de trabalhos', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Último backup').isVisible()).resolves.toBe(true);
      expect(await violacoesGraves(page)).toEqual([]);
    });
  });

  it('o editor (sem a funcionalidade) não tem o item no menu e, pelo endereço, cai em acesso negado', async () => {
    const page = await entrarComo('editor');
    await screenshotOnFailure(page, 'sistema-editor', async () => {
      await expect(page.getByRole('link', { name: 'Sistema' }).count()).resolves.toBe(0);
      await page.goto(`${base}/admin/sistema`, { waitUntil: 'networkidle' });
      await page.waitForURL(/\/admin\/acesso-negado$/);
    });
  });
});
