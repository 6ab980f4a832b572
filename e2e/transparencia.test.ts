import { readFile } from 'node:fs/promises';
import { parse as lerCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface LinhaDaTela {
  numero: string;
  /** Como a tela mostra: "R$ 1.234,56". */
  valor: string;
}

/** "R$ 1.234,56" → 123456n (centavos exatos). */
function centavos(reais: string): bigint {
  const m = /^R\$\s([\d.]+),(\d{2})$/.exec(reais.replace(/\u00a0/g, ' ').trim());
  if (!m) throw new Error(`valor fora do formato pt-BR: ${reais}`);
  return BigInt(m[1]!.replaceAll('.', '') + m[2]!);
}

/** As linhas da tabela de dados da página: número (cabeçalho da linha) e valor (coluna "Valor"). */
async function linhasDaTela(page: Page): Promise<LinhaDaTela[]> {
  const tabela = page.getByRole('table', { name: /^Contratos:/ });
  const cabecalhos = await tabela.locator('thead th').allTextContents();
  const colunaValor = cabecalhos.findIndex((c) => c.startsWith('Valor'));
  expect(colunaValor).toBeGreaterThan(0);
  return tabela.locator('tbody tr').evaluateAll(
    (linhas, indice) =>
      linhas.map((linha) => {
        const celulas = Array.from(linha.querySelectorAll('th, td'));
        return { numero: celulas[0]!.textContent!.trim(), valor: celulas[indice]!.textContent!.trim() };
      }),
    colunaValor,
  );
}

async function baixar(page: Page, formato: 'CSV' | 'XLSX (planilha)'): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Baixar ${formato} de contratos` }).click()]);
  const caminho = await download.path();
  return readFile(caminho);
}

async function conferirArquivos(page: Page, tela: LinhaDaTela[]): Promise<void> {
  const csv = lerCsv(await baixar(page, 'CSV'), { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
  expect(csv.map((l) => l.numero)).toEqual(tela.map((l) => l.numero));
  // CSV: vírgula decimal sem separador de milhar ("1234,56"), os mesmos centavos da tela.
  expect(csv.map((l) => BigInt(l.valor!.replace(',', '')))).toEqual(tela.map((l) => centavos(l.valor)));

  const livro = new ExcelJS.Workbook();
  const xlsx = await baixar(page, 'XLSX (planilha)');
  await livro.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer);
  const planilha = livro.getWorksheet('Contratos')!;
  const cabecalho = (planilha.getRow(1).values as unknown[]).map(String);
  const [colNumero, colValor] = [cabecalho.indexOf('Número'), cabecalho.indexOf('Valor')];
  const linhas = Array.from({ length: planilha.rowCount - 1 }, (_, i) => planilha.getRow(i + 2));
  expect(linhas.map((l) => l.getCell(colNumero).value)).toEqual(tela.map((l) => l.numero));
  // XLSX: números de verdade, com formato de moeda.
  expect(linhas.map((l) => Math.round((l.getCell(colValor).value as number) * 100))).toEqual(tela.map((l) => Number(centavos(l.valor))));
  expect(linhas[0]!.getCell(colValor).numFmt).toBe('"R$" #,##0.00');
}

describe('transparency journey, in Chromium', () => {
  it('a journalist filters contracts by year and term, reads pt-BR totals, pages, and downloads CSV and XLSX with the same rows', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await screenshotOnFailure(page, 'transparencia-contratos', async () => {
      await page.goto(`${base}/transparencia`, { waitUntil: 'networkidle' });
      await page.getByRole('main').getByRole('link', { name: 'Contratos', exact: true }).click();
      await page.waitForURL(`${base}/transparencia/contratos`);
      await page.getByRole('heading', { level: 1, name: 'Contratos' }).waitFor();

      // Ano: mais de uma página de 10 (os contratos escritos à mão e os das licitações concluídas).
      await page.getByLabel('Ano', { exact: true }).fill('2024');
      // Typing is the first gesture: the app hydrates and sends the filter without the empty fields (the plain form,
      // before it, sends them all).
      await page.waitForFunction(() => performance.getEntriesByName('alego:hidratado').length > 0);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/\/transparencia\/contratos\?ano=2024$/);
      const status = page.getByRole('status').filter({ hasText: / no filtro/ });
      await expect.poll(() => status.textContent()).toMatch(/^\d+ registros no filtro · página 1 de \d+$/);
      const [, totalTexto, paginasTexto] = /^(\d+) registros no filtro · página 1 de (\d+)$/.exec((await status.textContent())!)!;
      const [total, paginas] = [Number(totalTexto), Number(paginasTexto)];
      expect(paginas).toBe(Math.ceil(total / 10));
      expect(paginas).toBeGreaterThanOrEqual(2);
      const doAno = await linhasDaTela(page);
      expect(doAno).toHaveLength(10);
      for (let pagina = 2; pagina <= paginas; pagina++) {
        await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Próxima' }).click();
        await page.waitForURL(new RegExp(`\\?ano=2024&pagina=${pagina}$`));
        await expect.poll(() => status.textContent()).toMatch(new RegExp(`página ${pagina} de ${paginas}$`));
        doAno.push(...(await linhasDaTela(page)));
      }
      expect(doAno).toHaveLength(total);

      // Totais do filtro inteiro, exatos e em pt-BR: a soma dos valores de todas as páginas.
      const totais = page.getByRole('region', { name: 'Totais do filtro (todas as páginas)' });
      const valorTotal = (await totais.locator('[data-total="valor"]').textContent())!;
      expect(valorTotal).toMatch(/^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/);
      expect(centavos(valorTotal)).toBe(doAno.reduce((s, l) => s + centavos(l.valor), 0n));
      expect(await totais.locator('[data-total="quantidade"]').textContent()).toBe(String(total));

      // Os arquivos têm todas as linhas do filtro (todas as páginas), não só a página vista.
      await conferirArquivos(page, doAno);

      // Ano e termo.
      await page.getByLabel('Termo', { exact: true }).fill('serviços');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/\?termo=servi%C3%A7os&ano=2024$/);
      await expect.poll(() => status.textContent()).toMatch(/^\d+ registros? no filtro$/);
      const filtradas = await linhasDaTela(page);
      expect(filtradas.length).toBeGreaterThan(0);
      expect(filtradas.length).toBeLessThan(total);
      expect(centavos((await totais.locator('[data-total="valor"]').textContent())!)).toBe(filtradas.reduce((s, l) => s + centavos(l.valor), 0n));
      await conferirArquivos(page, filtradas);
    });
    await context.close();
  });

  it('a bad filter is explained in Portuguese; the data dictionary lists every column', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await screenshotOnFailure(page, 'transparencia-dicionario', async () => {
      const resposta = await page.goto(`${base}/transparencia/contratos?dataInicio=2025-02-30`, { waitUntil: 'networkidle' });
      expect(resposta?.status()).toBe(400);
      await page.getByRole('alert').getByText('O filtro “Assinados a partir de” deve ser uma data válida no formato dd/mm/aaaa.').waitFor();

      await page.goto(`${base}/transparencia/dados-abertos`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Dicionário de dados de contratos' }).click();
      await page.waitForURL(`${base}/transparencia/contratos/dicionario`);
      const colunas = page.getByRole('table', { name: /Colunas de contratos/ });
      await expect.poll(() => colunas.locator('tbody tr').count()).toBe(13);
      await colunas.getByRole('rowheader', { name: 'Valor' }).waitFor();
      await colunas.getByRole('rowheader', { name: 'Processo' }).waitFor();
      expect(await colunas.getByRole('row', { name: /Valor/ }).first().textContent()).toContain('R$');
    });
    await context.close();
  });

  it('without JavaScript, a visitor reaches Legislação and Estrutura organizacional from the home, filters the norms by type and sees the chart in force', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await screenshotOnFailure(page, 'transparencia-legislacao-sem-js', async () => {
      await page.goto(`${base}/transparencia`, { waitUntil: 'load' });
      await page.getByRole('main').getByRole('link', { name: 'Legislação', exact: true }).click();
      await page.waitForURL(`${base}/transparencia/legislacao`);
      await page.getByRole('search', { name: 'Filtrar legislação' }).getByLabel('Tipo').selectOption('resolucao');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/\/transparencia\/legislacao\?.*tipo=resolucao/);
      const tipos = await page.locator('main table tbody tr td:first-child, main table tbody tr th:first-child').allTextContents();
      expect(tipos.length).toBeGreaterThan(0);
      expect(new Set(tipos.map((t) => t.trim()))).toEqual(new Set(['Resolução']));

      await page.goto(`${base}/transparencia`, { waitUntil: 'load' });
      // From the home's list of screens (the header menu links it too).
      await page.getByRole('main').getByRole('link', { name: 'Estrutura organizacional', exact: true }).click();
      await page.waitForURL(`${base}/transparencia/estrutura-organizacional`);
      const vigente = page.getByRole('region', { name: 'Organograma vigente' });
      expect(await vigente.textContent()).toMatch(/Vigente desde \d{2}\/\d{2}\/\d{4}/);
    });
    await context.close();
  });
});
