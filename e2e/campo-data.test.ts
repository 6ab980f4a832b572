// The one date (and time) picker of the portal, in a Chromium whose own date input says mm/dd/yyyy: dd/mm/aaaa, 24 h,
// typed part by part or picked in a calendar, always stored as ISO (issue 14, item 10).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { digitarData, valorDaData, violacoesGraves, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The visible text of a picker, parts joined ("dd/mm/aaaa", "05/04/2024 14:30"). */
async function textoDaData(page: Page, rotulo: string): Promise<string> {
  const partes = await page.getByRole('group', { name: rotulo, exact: true }).locator('[data-part="segment"]').allTextContents();
  return partes.join('').replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
}

describe('the pt-BR date picker, in Chromium (en-US locale)', () => {
  it('shows dd/mm/aaaa, stores the typed date as ISO and picks a day in the calendar', async () => {
    const contexto = await browser.newContext({ locale: 'en-US' });
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'campo-data', async () => {
      await entrarNoAdmin(page, base);
      await page.goto(`${base}/admin/deputados/new`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Adicionar afastamento' }).click();

      expect(await textoDaData(page, 'Data de afastamento')).toBe('dd/mm/aaaa');
      await digitarData(page, 'Data de afastamento', '05042024');
      expect(await textoDaData(page, 'Data de afastamento')).toBe('05/04/2024');
      expect(await valorDaData(page, 'Data de afastamento')).toBe('2024-04-05');
      // The parts are named in Portuguese for screen readers.
      expect(await page.getByRole('group', { name: 'Data de afastamento', exact: true }).getByRole('spinbutton').evaluateAll((s) => s.map((e) => e.getAttribute('aria-label')))).toEqual(['Dia', 'Mês', 'Ano']);

      // The calendar: open it from its button, move with the keyboard, choose with Enter.
      await digitarData(page, 'Data de retorno', '10042024');
      await page.getByRole('button', { name: 'Abrir calendário: Data de retorno' }).click();
      const calendario = page.getByRole('application', { name: 'Calendário' }).and(page.locator('[data-state="open"]'));
      // Opens on the typed day.
      await calendario.locator('[data-part="table-cell-trigger"][data-focus][data-value="2024-04-10"]').waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      expect(await valorDaData(page, 'Data de retorno')).toBe('2024-04-11');
      expect(await textoDaData(page, 'Data de retorno')).toBe('11/04/2024');
      expect(await violacoesGraves(page)).toEqual([]);
    });
    await contexto.close();
  });

  it('the publication dialog takes date and time in 24 h and keeps them as ISO', async () => {
    const contexto = await browser.newContext({ locale: 'en-US' });
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'campo-data-hora', async () => {
      await entrarNoAdmin(page, base);
      await page.goto(`${base}/admin/noticias`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Publicar' }).first().click();
      const dialogo = page.getByRole('dialog');
      const rotulo = 'Data e hora de publicação';
      // Day, month, year, hour, minute: no AM/PM part.
      const tipos = await dialogo.getByRole('group', { name: rotulo, exact: true }).getByRole('spinbutton').evaluateAll((s) => s.map((e) => e.getAttribute('data-type')));
      expect(tipos).toEqual(['day', 'month', 'year', 'hour', 'minute']);
      await digitarData(dialogo, rotulo, '050420241430');
      expect(await textoDaData(page, rotulo)).toBe('05/04/2024, 14:30');
      expect(await valorDaData(dialogo, rotulo)).toBe('2024-04-05T14:30');
      expect(await violacoesGraves(page)).toEqual([]);
      await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    });
    await contexto.close();
  });
});
