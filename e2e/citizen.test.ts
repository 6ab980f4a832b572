import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cadastrarCidadao, linkDoEmail } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('citizen sign-up journey in Chromium', () => {
  it('signs up, confirms through the e-mailed link, logs in and sees the profile', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `joana.${Date.now()}@example.com`;
    await screenshotOnFailure(page, 'cidadao-cadastro', async () => {
      await cadastrarCidadao(page, base, 'Joana da Silva Teste', email);

      // Logging in before confirming is refused with the spec's guidance.
      await page.goto(`${base}/cidadao/entrar`, { waitUntil: 'networkidle' });
      await page.locator('#entrar-email').fill(email);
      await page.locator('#entrar-senha').fill('senha-forte-123');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByText('Confirme seu cadastro pelo link enviado ao seu e-mail.').first().waitFor();

      const link = await linkDoEmail(email, '/cidadao/confirmar-cadastro');
      await page.goto(link.replace(/^https?:\/\/[^/]+/, base), { waitUntil: 'networkidle' });
      await page.getByText(/confirmad/i).first().waitFor();

      await page.goto(`${base}/cidadao/entrar`, { waitUntil: 'networkidle' });
      await page.locator('#entrar-email').fill(email);
      await page.locator('#entrar-senha').fill('senha-forte-123');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(`${base}/cidadao/perfil**`);
      await expect.poll(() => page.locator('#perfil-nome').inputValue()).toBe('Joana da Silva Teste');
    });
    await context.close();
  });
});
