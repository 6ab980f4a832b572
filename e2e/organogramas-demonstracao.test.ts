import { textoDoPdf } from '@alego/kit/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';

// A portal started like `npm start` seeds its org charts with drawn PDFs in the file store the admin's uploads use:
// the latest one (`/organogramas/ultimo`) and the "Estrutura organizacional" screen offer a file that opens as a PDF.
const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Organograma {
  id: number;
  titulo: string;
  arquivo: { nome: string; url: string } | null;
}

async function baixarPdf(url: string): Promise<string> {
  const resposta = await fetch(new URL(url, base));
  expect(resposta.status).toBe(200);
  expect(resposta.headers.get('content-type')).toContain('application/pdf');
  return textoDoPdf(new Uint8Array(await resposta.arrayBuffer()));
}

describe('organogramas de demonstração, num portal iniciado como npm start', () => {
  it('the seeded charts, the latest one and the screen’s download link give real PDFs that draw the structure', async () => {
    const lista = (await (await fetch(`${base}/api/transparencia/organogramas?termo=Estrutura%20administrativa`)).json()) as Organograma[];
    const semeados = lista.filter((o) => o.titulo.startsWith('Estrutura administrativa'));
    expect(semeados.map((o) => o.titulo).sort()).toEqual(['Estrutura administrativa da 19ª Legislatura', 'Estrutura administrativa da 20ª Legislatura', 'Estrutura administrativa revisada']);
    for (const organograma of semeados) {
      const texto = await baixarPdf(organograma.arquivo!.url);
      expect(texto).toContain(organograma.titulo);
      expect(texto).toContain('Mesa Diretora');
    }

    // Another journey may have published a newer chart: whichever is in force, its file is a PDF.
    const ultimo = (await (await fetch(`${base}/api/transparencia/organogramas/ultimo`)).json()) as Organograma;
    expect(ultimo.arquivo).not.toBeNull();
    expect((await baixarPdf(ultimo.arquivo!.url)).length).toBeGreaterThan(0);

    // The screen, without JavaScript: the chart in force with its download link.
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${base}/transparencia/estrutura-organizacional`);
    const link = page.getByRole('link', { name: new RegExp(`^Baixar o organograma “${ultimo.titulo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}” \\(PDF, \\d+ KB\\)$`) });
    const href = await link.first().getAttribute('href');
    expect(href).toBe(ultimo.arquivo!.url);
    expect((await baixarPdf(href!)).length).toBeGreaterThan(0);
  });
});
