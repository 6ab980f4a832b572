// Background jobs in the back office (issue 15, item 2; docs/escala.md): staff with the Admin feature see the queue of
// the portal started as `npm start` runs it, with e-mails sent as jobs; staff without it see neither the menu item
// nor the screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin, graphql, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('background jobs screen, in Chromium', () => {
  it('the Admin feature sees the jobs of a sign-up (the e-mail sent as a job) and filters them by state', async () => {
    const email = `trabalhos.${Date.now()}@example.com`;
    await graphql(base, 'mutation($d: CadastroCidadaoInput!) { cadastrarCidadao(dados: $d) { mensagem } }', {
      variables: { d: { nome: 'Cidadã dos Trabalhos', email, senha: 'senha-forte-123', aceitePolitica: true } },
    });
    const page = await (await browser.newContext()).newPage();
    await screenshotOnFailure(page, 'admin-trabalhos', async () => {
      await entrarNoAdmin(page, base);
      await page.getByRole('navigation', { name: 'Menu da administração' }).getByRole('link', { name: 'Trabalhos em segundo plano' }).click();
      await page.getByRole('heading', { name: 'Trabalhos em segundo plano' }).waitFor();
      // The e-mail job runs within a few seconds of the sign-up (pg-boss polls every 2 s).
      const concluido = page.getByRole('row').filter({ hasText: 'access.email' }).filter({ hasText: 'Concluído' }).first();
      await expect.poll(async () => {
        await page.getByRole('button', { name: 'Atualizar' }).click();
        return concluido.isVisible();
      }, { timeout: 30_000, interval: 1_000 }).toBe(true);
      expect(await violacoesGraves(page)).toEqual([]);

      await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Falhou' });
      await page.waitForLoadState('networkidle');
      const situacoes = await page.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(situacoes.every((situacao) => situacao === 'Falhou')).toBe(true);
    });
  });

  it('staff without the Admin feature do not see the item and get the "access denied" page by address', async () => {
    const page = await (await browser.newContext()).newPage();
    await entrarNoAdmin(page, base, 'editor');
    await screenshotOnFailure(page, 'admin-trabalhos-negado', async () => {
      await page.goto(`${base}/admin/`, { waitUntil: 'networkidle' });
      const menu = page.getByRole('navigation', { name: 'Menu da administração' });
      await menu.locator('a[href="/admin/noticias"]').waitFor();
      expect(await menu.locator('a[href="/admin/trabalhos"]').count()).toBe(0);
      await page.goto(`${base}/admin/trabalhos`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    });
  });
});
