import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cadastrarCidadao, linkDoEmail } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The tallies as shown on the page ("1.234" in pt-BR). */
async function placar(page: Page): Promise<{ aFavor: number; contra: number }> {
  const numero = async (id: string) => Number((await page.getByTestId(id).first().innerText()).replace(/\./g, ''));
  return { aFavor: await numero('a-favor'), contra: await numero('contra') };
}

describe('citizen participation journey in Chromium', () => {
  it('signs up, confirms, searches a process, votes, changes the vote, favourites it and finds it in the personal lists', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `participante.${Date.now()}@example.com`;
    await screenshotOnFailure(page, 'participacao', async () => {
      await cadastrarCidadao(page, base, 'Paulo Participante', email);
      const link = await linkDoEmail(email, '/cidadao/confirmar-cadastro');
      await page.goto(link.replace(/^https?:\/\/[^/]+/, base), { waitUntil: 'networkidle' });
      await page.getByText(/confirmad/i).first().waitFor();

      // Search the process (server-rendered results).
      await page.goto(`${base}/participacao/processos`, { waitUntil: 'networkidle' });
      await page.getByLabel('Buscar por número, assunto, ementa ou autor').fill('cirurgias eletivas');
      await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).first().click();
      await page.getByText('1 processo encontrado.').waitFor();
      await page.getByRole('link', { name: 'Transparência nas filas de cirurgias eletivas' }).click();
      await page.getByRole('heading', { level: 1, name: 'Transparência nas filas de cirurgias eletivas' }).waitFor();
      await page.getByText('Esta consulta não é uma pesquisa científica', { exact: false }).first().waitFor();
      const processoUrl = page.url();

      // The login prompt brings the citizen back to the process.
      await page.getByRole('link', { name: 'Entre para votar e favoritar' }).click();
      await page.locator('#entrar-email').fill(email);
      await page.locator('#entrar-senha').fill('senha-forte-123');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(processoUrl);
      await page.getByText('Você ainda não votou nesta proposição.').waitFor();
      const antes = await placar(page);

      await page.getByRole('button', { name: 'Votar a favor' }).click();
      await page.getByRole('status').filter({ hasText: 'Seu voto a favor foi registrado.' }).waitFor();
      await expect.poll(() => placar(page)).toEqual({ aFavor: antes.aFavor + 1, contra: antes.contra });
      await expect.poll(() => page.getByRole('button', { name: 'Votar a favor' }).getAttribute('aria-pressed')).toBe('true');

      await page.getByRole('button', { name: 'Votar contra' }).click();
      await page.getByRole('status').filter({ hasText: 'Seu voto contra foi registrado.' }).waitFor();
      await expect.poll(() => placar(page)).toEqual({ aFavor: antes.aFavor, contra: antes.contra + 1 });

      await page.getByRole('button', { name: 'Favoritar' }).click();
      await page.getByRole('status').filter({ hasText: 'Processo adicionado aos favoritos.' }).waitFor();
      await page.getByRole('button', { name: 'Remover dos favoritos' }).waitFor();

      // Reloaded, the page shows the stored position and tallies.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText('Seu voto: contra.', { exact: false }).waitFor();
      expect(await placar(page)).toEqual({ aFavor: antes.aFavor, contra: antes.contra + 1 });

      await page.getByRole('link', { name: 'Minhas participações' }).click();
      await page.getByRole('heading', { level: 1, name: 'Minhas participações' }).waitFor();
      const participacao = page.getByRole('article').filter({ hasText: 'Transparência nas filas de cirurgias eletivas' });
      await participacao.waitFor();
      await participacao.getByText('Seu voto: contra').waitFor();
      expect(await participacao.getByTestId('contra').innerText()).toBe(String(antes.contra + 1));

      await page.getByRole('link', { name: 'Meus favoritos' }).click();
      await page.getByRole('heading', { level: 1, name: 'Meus favoritos' }).waitFor();
      const favorito = page.getByRole('article').filter({ hasText: 'Transparência nas filas de cirurgias eletivas' });
      await favorito.waitFor();
      expect(await favorito.getByTestId('a-favor').innerText()).toBe(String(antes.aFavor));
      expect(await page.getByRole('article').count()).toBe(1);
    });
    await context.close();
  });
});
