// The public transparency date filters in a Chromium whose own date input says mm/dd/yyyy: a dd/mm/aaaa text field
// that works the same with and without JavaScript (issue 14, item 10).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** "N registros" of the status line. */
async function total(page: Page): Promise<number> {
  const texto = (await page.getByRole('status').filter({ hasText: /registro/ }).textContent()) ?? '';
  const m = /^([\d.]+) registros?/.exec(texto.trim());
  if (!m) throw new Error(`contagem fora do formato: ${texto}`);
  return Number(m[1]!.replaceAll('.', ''));
}

/** The signing dates of the table rows, as ISO for comparison. */
async function assinaturas(page: Page): Promise<string[]> {
  const tabela = page.getByRole('table', { name: /^Contratos:/ });
  const cabecalhos = await tabela.locator('thead th').allTextContents();
  const coluna = cabecalhos.findIndex((c) => c.startsWith('Assinatura'));
  expect(coluna).toBeGreaterThan(0);
  const textos = await tabela.locator('tbody tr').evaluateAll((linhas, i) => linhas.map((l) => l.querySelectorAll('th, td')[i]!.textContent!.trim()), coluna);
  return textos.map((t) => {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
    if (!m) throw new Error(`data fora do formato pt-BR: ${t}`);
    return `${m[3]}-${m[2]}-${m[1]}`;
  });
}

describe('public date filters in dd/mm/aaaa (en-US Chromium)', () => {
  for (const javaScriptEnabled of [false, true]) {
    it(`typing 01/02/2024 filters contracts and the field keeps showing it (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const contexto = await browser.newContext({ locale: 'en-US', javaScriptEnabled });
      const page = await contexto.newPage();
      await screenshotOnFailure(page, `datas-publicas-${javaScriptEnabled ? 'js' : 'sem-js'}`, async () => {
        await page.goto(`${base}/transparencia/contratos`, { waitUntil: 'networkidle' });
        const semFiltro = await total(page);
        const campo = page.getByRole('textbox', { name: 'Assinados a partir de' });
        expect(await campo.getAttribute('placeholder')).toBe('dd/mm/aaaa');
        expect(await campo.getAttribute('inputmode')).toBe('numeric');
        expect(await campo.evaluate((e) => document.getElementById(e.getAttribute('aria-describedby')!)?.textContent)).toContain('Formato dd/mm/aaaa.');

        await campo.fill('01/02/2024');
        await page.getByRole('button', { name: 'Filtrar' }).click();
        // Without JavaScript the browser also sends the empty fields.
        await page.waitForURL(/[?&]dataInicio=01(%2F|\/)02(%2F|\/)2024(&|$)/);
        await page.waitForLoadState('networkidle');
        await expect.poll(() => page.getByRole('status').filter({ hasText: /no filtro/ }).count()).toBe(1);
        const filtrado = await total(page);
        expect(filtrado).toBeGreaterThan(0);
        expect(filtrado).toBeLessThan(semFiltro);
        const datas = await assinaturas(page);
        expect(datas.length).toBeGreaterThan(0);
        for (const d of datas) expect(d >= '2024-02-01', d).toBe(true);
        expect(await page.getByRole('textbox', { name: 'Assinados a partir de' }).inputValue()).toBe('01/02/2024');
      });
      await contexto.close();
    });
  }

  it('an ISO link shows dd/mm/aaaa; an impossible day is explained in Portuguese', async () => {
    const contexto = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'datas-publicas-iso', async () => {
      await page.goto(`${base}/transparencia/contratos?dataInicio=2024-02-01`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('textbox', { name: 'Assinados a partir de' }).inputValue()).toBe('01/02/2024');
      for (const d of await assinaturas(page)) expect(d >= '2024-02-01', d).toBe(true);

      const resposta = await page.goto(`${base}/transparencia/contratos?dataInicio=30/02/2025`, { waitUntil: 'networkidle' });
      expect(resposta?.status()).toBe(400);
      await page.getByRole('alert').getByText('O filtro “Assinados a partir de” deve ser uma data válida no formato dd/mm/aaaa.').waitFor();
      expect(await page.getByRole('textbox', { name: 'Assinados a partir de' }).inputValue()).toBe('30/02/2025');
    });
    await contexto.close();
  });
});
