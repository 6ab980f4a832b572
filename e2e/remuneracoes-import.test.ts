import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CABECALHO_CSV, gerarFolha, linhaCsv, mesesAte } from '../subgraphs/transparency/src/modules/remuneracao/gerador.js';
import { entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;
let pasta: string;

beforeAll(async () => {
  browser = await launchBrowser();
  pasta = await mkdtemp(path.join(tmpdir(), 'alego-e2e-remuneracoes-'));
});
afterAll(() => browser?.close());

async function csv(nome: string, linhas: string[]): Promise<string> {
  const arquivo = path.join(pasta, nome);
  await writeFile(arquivo, `${CABECALHO_CSV}\n${linhas.join('\n')}\n`);
  return arquivo;
}

async function entrarComoAdmin(): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await entrarNoAdmin(page, base);
  return page;
}

describe('importação de remunerações pelo admin, no Chromium', () => {
  it('a administradora importa a folha pela importação do catálogo: confere, confirma, acompanha o trabalho e vê os erros por linha e coluna', async () => {
    // 200 staff × 60 months (2014–2018): periods the demo data does not have.
    const linhas = [...gerarFolha(200, mesesAte(2018, 12, 60), 11)].map(linhaCsv);
    const bom = await csv('folha-2014-2018.csv', linhas);
    const quebrado = await csv('folha-quebrada.csv', [linhas[0]!, linhas[1]!.replace(/;[^;]*$/, ';abc')]);
    const texto = path.join(pasta, 'folha.txt');
    await writeFile(texto, 'não é csv');

    const page = await entrarComoAdmin();
    await screenshotOnFailure(page, 'remuneracoes-importar', async () => {
      await page.goto(`${base}/admin/remuneracoes`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Importar CSV ou XLSX' }).click();
      await page.waitForURL(`${base}/admin/remuneracoes/importar`);
      await page.getByRole('heading', { name: 'Importar remunerações' }).waitFor();

      await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles(texto);
      await page.getByRole('button', { name: 'Enviar e conferir' }).click();
      await page.getByText('Selecione um arquivo .CSV ou .XLSX válido para importação').first().waitFor();

      await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles(bom);
      await page.getByRole('button', { name: 'Enviar e conferir' }).click();
      await page.getByText('Arquivo válido: 12.000 linhas. Ao confirmar: 12.000 linhas incluídas, 0 alteradas e 0 removidas.').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Confirmar importação' }).click();
      await page.getByText('Importação concluída: 12.000 linhas incluídas, 0 alteradas e 0 removidas.').waitFor({ timeout: 120_000 });

      // The same months again: nothing to change, and the preview says so before anything is written.
      await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles(bom);
      await page.getByRole('button', { name: 'Enviar e conferir' }).click();
      await page.getByText('Arquivo válido: 12.000 linhas. Ao confirmar: 0 linhas incluídas, 0 alteradas e 0 removidas.').waitFor({ timeout: 60_000 });

      await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles(quebrado);
      await page.getByRole('button', { name: 'Enviar e conferir' }).click();
      await page.getByText('Não foi possível importar este arquivo: 1 erro encontrado. Nada foi alterado.').first().waitFor({ timeout: 30_000 });
      const erros = page.getByRole('table', { name: /Erros encontrados no arquivo/ });
      await expect(erros.getByRole('row').nth(1).getByRole('cell').allTextContents()).resolves.toEqual(['3', 'liquido', 'Informe o líquido em reais, por exemplo 1234,56.']);
      await expect(page.getByRole('button', { name: 'Confirmar importação' }).count()).resolves.toBe(0);

      // The imported months are listed; the broken file changed nothing.
      await page.goto(`${base}/admin/remuneracoes?ano=2014&mes=1`, { waitUntil: 'networkidle' });
      await page.getByText('(200 registros)').waitFor();
    });
    const publico = await fetch(`${base}/api/transparencia/remuneracoes?ano=2018&mes=12`, { headers: { 'cache-control': 'no-cache' } });
    expect(publico.headers.get('numeroservidores')).toBe('200');
  });

  it('a administradora cadastra um orçamento com o PDF, e o arquivo é servido como PDF', async () => {
    const pdf = path.join(pasta, 'loa.pdf');
    await writeFile(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const ano = String(new Date().getFullYear());
    const page = await entrarComoAdmin();
    await screenshotOnFailure(page, 'orcamento-pdf', async () => {
      await page.goto(`${base}/admin/orcamentos/new`, { waitUntil: 'networkidle' });
      await page.getByRole('combobox', { name: /^Ano/ }).selectOption(ano);
      await page.getByRole('combobox', { name: /^Tipo/ }).selectOption('ldo');
      // Without the amount the form refuses (autorizado_com_pessoal is required but for the PPA).
      await page.getByLabel('Arquivo PDF').setInputFiles(pdf);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Preencha todos os campos obrigatórios').first().waitFor();
      await page.getByRole('textbox', { name: /Autorizado com pessoal/ }).fill('98.765.432,10');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/admin\/orcamentos\/\d+$/);
      await page.getByText('R$ 98.765.432,10').first().waitFor();
    });
    const href = await page.getByRole('link', { name: 'loa.pdf' }).getAttribute('href');
    const arquivo = await fetch(new URL(href!, base));
    expect(arquivo.status).toBe(200);
    expect(arquivo.headers.get('content-type')).toContain('application/pdf');
  });
});
