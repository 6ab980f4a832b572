import { textoDoPdf } from '@alego/kit/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

// The contacts directory's admin (back-office §7 `/contatos`) in Chromium: a contact with a phone and a fax from the
// repeatable phone list, shown apart; a save the server cannot answer shows the spec's 'Erro ao salvar' and changes
// nothing; a saved edit shows at once on the public contacts page and in the contacts PDF.
const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The value the show page gives a label (a `dl` of label and value). */
const valorExibido = (page: Page, rotulo: string) => page.locator(`xpath=//dt[normalize-space()="${rotulo}"]/following-sibling::dd[1]`).innerText();

async function paginaPublica(): Promise<string> {
  const resposta = await fetch(`${base}/contatos/departamentos`);
  expect(resposta.status).toBe(200);
  return resposta.text();
}

async function pdfPublico(): Promise<string> {
  const resposta = await fetch(`${base}/api/portal/contatos/gerar_pdf_contatos`);
  expect(resposta.headers.get('content-type')).toBe('application/pdf');
  return textoDoPdf(new Uint8Array(await resposta.arrayBuffer()));
}

describe('contatos no admin, no Chromium', () => {
  it('creates a contact with a phone and a fax, shown apart; a failed save says Erro ao salvar; an edit reaches the public page and the PDF', async () => {
    const page = await (await browser.newContext()).newPage();
    await screenshotOnFailure(page, 'contatos-admin', async () => {
      await entrarNoAdmin(page, base);
      await page.goto(`${base}/admin/contatos/new`, { waitUntil: 'networkidle' });
      await page.locator('form [name="nome"]').fill('Diretoria de Arquivo (e2e)');
      await page.locator('form select[name="tipo"]').selectOption('departamento');
      for (const [indice, tipo, numero] of [
        [0, 'telefone', '(62) 3221-8800'],
        [1, 'fax', '(62) 3221-8899'],
      ] as const) {
        await page.getByRole('button', { name: 'Adicionar telefone' }).click();
        await page.locator(`form select[name="telefonesLotacao.${indice}.tipoCd"]`).selectOption(tipo);
        await page.locator(`form [name="telefonesLotacao.${indice}.numero"]`).fill(numero);
      }
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/admin\/contatos\/\d+$/);
      const id = /(\d+)$/.exec(page.url())![1]!;
      expect(await valorExibido(page, 'Telefones')).toContain('(62) 3221-8800');
      expect(await valorExibido(page, 'Telefones')).not.toContain('8899');
      expect(await valorExibido(page, 'Fax')).toContain('(62) 3221-8899');
      expect(await paginaPublica()).toContain('Diretoria de Arquivo (e2e)');
      expect(await pdfPublico()).toContain('Diretoria de Arquivo (e2e)');

      // The server answers the save with a gateway's error page: no message of its own, so the spec's fallback.
      await page.goto(`${base}/admin/contatos/${id}/edit`, { waitUntil: 'networkidle' });
      await page.route(`${base}/graphql`, (rota) =>
        /atualizarContato/.test(rota.request().postData() ?? '') ? rota.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }) : rota.fallback(),
      );
      await page.locator('form [name="nome"]').fill('Diretoria de Arquivo e Memória (e2e)');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => page.locator('[data-type="error"]').first().textContent()).toContain('Erro ao salvar');
      expect(new URL(page.url()).pathname).toBe(`/admin/contatos/${id}/edit`);
      expect(await page.locator('form [name="nome"]').inputValue()).toBe('Diretoria de Arquivo e Memória (e2e)');

      // Saved for real this time: the public page and the PDF, already read once, show the edit at once.
      await page.unroute(`${base}/graphql`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(`${base}/admin/contatos/${id}`);
      const publica = await paginaPublica();
      expect(publica).toContain('Diretoria de Arquivo e Memória (e2e)');
      expect(publica).not.toContain('Diretoria de Arquivo (e2e)');
      const pdf = await pdfPublico();
      expect(pdf).toContain('Diretoria de Arquivo e Memória (e2e)');
      expect(pdf).not.toContain('Diretoria de Arquivo (e2e)');
    });
  });
});
