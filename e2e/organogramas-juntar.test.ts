import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pdfDeOrganograma } from '@alego/kit/imagens-de-demonstracao';
import { textoDoPdf } from '@alego/kit/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { digitarData, entrarNoAdmin, violacoesGraves } from './apoio.js';
import { launchBrowser } from './browser.js';

// The org charts' "Juntar PDFs" page (POST /api/admin/organogramas/merge-arquivos from the admin): staff pick several
// PDFs, put them in order and get one org chart whose file is them merged, in that order.
const base = inject('portalBase');
let browser: Browser;
let pasta: string;

beforeAll(async () => {
  browser = await launchBrowser();
  pasta = await mkdtemp(path.join(tmpdir(), 'alego-e2e-juntar-'));
});
afterAll(() => browser?.close());

async function pdf(nome: string, unidade: string): Promise<string> {
  const arquivo = path.join(pasta, nome);
  await writeFile(arquivo, await pdfDeOrganograma(`Parte ${unidade}`, 'Parte de um organograma (e2e).', 'Mesa Diretora', [{ nome: unidade, subordinadas: [] }]));
  return arquivo;
}

describe('juntar PDFs num organograma, no Chromium', () => {
  it('merges the chosen PDFs, in the order staff set, into a new org chart; refuses no file, a broken PDF and a sixth file in Portuguese; says it is working meanwhile', async () => {
    const page = await (await browser.newContext()).newPage();
    await entrarNoAdmin(page, base);
    await page.goto(`${base}/admin/organogramas`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Juntar PDFs' }).click();
    const form = page.getByRole('form', { name: 'Juntar PDFs em um novo organograma' });
    await form.waitFor();
    expect(await violacoesGraves(page)).toEqual([]);

    await form.getByRole('textbox', { name: /^Título/ }).fill('Estrutura com a Diretoria de Dados (e2e)');
    await digitarData(page, 'Vigente desde', '01032024');
    await form.getByRole('button', { name: 'Juntar e salvar' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Escolha ao menos um arquivo PDF.');

    // A file that only looks like a PDF: the server cannot read it and says which one, in the form.
    const quebrado = path.join(pasta, 'quebrado.pdf');
    await writeFile(quebrado, '%PDF-1.4\nnão é um PDF de verdade\n');
    await page.getByLabel('Adicionar a PDFs a juntar', { exact: true }).setInputFiles(quebrado);
    await form.getByRole('button', { name: 'Juntar e salvar' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('O arquivo quebrado.pdf não é um PDF válido (ou está protegido por senha).');
    expect(new URL(page.url()).pathname).toBe('/admin/organogramas/juntar');
    await page.getByRole('button', { name: 'Remover quebrado.pdf' }).click();

    // Six chosen: five are kept (the most one form carries), the sixth refused in Portuguese.
    const extras = await Promise.all([1, 2, 3, 4].map((n) => pdf(`extra-${n}.pdf`, `Extra ${n}`)));
    // Picked in the wrong order, then the second one moved up.
    await page.getByLabel('Adicionar a PDFs a juntar', { exact: true }).setInputFiles([await pdf('parte-b.pdf', 'Diretoria de Dados'), await pdf('parte-a.pdf', 'Secretaria-Geral'), ...extras]);
    await expect.poll(() => page.locator('[data-type="error"]').first().textContent()).toContain('Anexe no máximo 5 arquivos PDF.');
    const lista = page.getByRole('list', { name: 'PDFs a juntar' }).getByRole('listitem');
    expect(await lista.count()).toBe(5);
    for (const n of [1, 2, 3]) await page.getByRole('button', { name: `Remover extra-${n}.pdf` }).click();
    expect(await lista.allTextContents()).toEqual([expect.stringContaining('parte-b.pdf'), expect.stringContaining('parte-a.pdf')]);
    await page.getByRole('button', { name: 'Subir parte-a.pdf' }).click();

    // While the server merges, the button says it is working and cannot be pressed twice.
    let liberar!: () => void;
    const liberado = new Promise<void>((resolve) => {
      liberar = resolve;
    });
    await page.route('**/api/admin/organogramas/merge-arquivos', async (rota) => {
      await liberado;
      await rota.fallback();
    });
    await form.getByRole('button', { name: 'Juntar e salvar' }).click();
    await expect.poll(() => form.getByRole('button', { name: 'Juntar e salvar' }).isDisabled()).toBe(true);
    liberar();
    await page.waitForURL(/\/admin\/organogramas\/\d+$/);
    const id = /(\d+)$/.exec(page.url())![1];
    await page.getByText('Estrutura com a Diretoria de Dados (e2e)').first().waitFor();

    const registro = (await (await fetch(`${base}/api/transparencia/organogramas/${id}`)).json()) as { vigente_desde: string; arquivo: { nome: string; url: string } };
    expect(registro).toMatchObject({ vigente_desde: '2024-03-01', arquivo: { nome: 'organograma.pdf' } });
    const texto = await textoDoPdf(new Uint8Array(await (await fetch(new URL(registro.arquivo.url, base))).arrayBuffer()));
    expect(texto.indexOf('Parte Secretaria-Geral')).toBeGreaterThanOrEqual(0);
    expect(texto.indexOf('Parte Secretaria-Geral')).toBeLessThan(texto.indexOf('Parte Diretoria de Dados'));
  });
});
