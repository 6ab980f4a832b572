import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cabecalhoDoModelo, IMPORTACOES } from '@alego/catalog';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { criarUsuarioPeloAdmin, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;
let pasta: string;

beforeAll(async () => {
  browser = await launchBrowser();
  pasta = await mkdtemp(path.join(tmpdir(), 'alego-e2e-importacao-'));
});
afterAll(() => browser?.close());

const CREDOR = 'Papelaria Jornada de Importação';

/** A month of commitments (March 2020, which the demo data does not have) as an XLSX; `pagoDaTerceira` can spoil line 4. */
async function planilha(nome: string, pagoDaTerceira: string): Promise<string> {
  const livro = new ExcelJS.Workbook();
  const folha = livro.addWorksheet('Empenhos');
  folha.addRow(cabecalhoDoModelo(IMPORTACOES.empenhos!));
  folha.addRow(['2020NE900001', new Date(Date.UTC(2020, 2, 2)), CREDOR, '11.222.333/0001-81', '3.3.90.30 - Material de consumo', 'Papel A4', 1200.5, 1200.5, 1200.5]);
  folha.addRow(['2020NE900002', '10/03/2020', CREDOR, '11222333000181', '3.3.90.30 - Material de consumo', 'Canetas', '350,00', '350,00', '0,00']);
  folha.addRow(['2020NE900003', '20/03/2020', CREDOR, '11222333000181', '3.3.90.30 - Material de consumo', 'Toner', '980,00', '980,00', pagoDaTerceira]);
  const arquivo = path.join(pasta, nome);
  await livro.xlsx.writeFile(arquivo);
  return arquivo;
}

// Issue 21's journey: an administrator creates a staff member with an assignment and two permissions; she signs in and
// imports a month of commitments (a bad line first, then fixed); the rows reach the public screen and the export, and
// the administrator finds her import in the audit trail.
describe('importação de empenhos por uma servidora criada no admin, no Chromium', () => {
  it('um XLSX com uma linha ruim mostra linha e coluna; corrigido, é importado, aparece na tela pública, na exportação CSV e na trilha de auditoria', { timeout: 240_000 }, async () => {
    const ruim = await planilha('empenhos-marco-2020.xlsx', 'quinhentos');
    const bom = await planilha('empenhos-marco-2020-corrigido.xlsx', '500,00');
    const sufixo = Date.now().toString(36);
    const conta = { login: `importadora.${sufixo}`, nome: `Importadora E2E ${sufixo}`, senha: 'Importa-Empenhos-2026', lotacao: 'DTI —', permissoes: ['api/admin/empenhos', 'api/admin/empenhos#importar'] };
    const admin = await (await browser.newContext()).newPage();
    await entrarNoAdmin(admin, base);
    await screenshotOnFailure(admin, 'importacao-empenhos-usuario', () => criarUsuarioPeloAdmin(admin, base, conta));
    const page = await (await browser.newContext()).newPage();
    await entrarNoAdmin(page, base, conta.login, conta.senha);
    await screenshotOnFailure(page, 'importacao-empenhos', async () => {
      await page.getByRole('link', { name: 'Importar empenhos' }).click();
      await page.waitForURL(`${base}/admin/importacoes/empenhos`);
      await page.getByRole('heading', { name: 'Importar empenhos' }).waitFor();

      await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles(ruim);
      await page.getByRole('button', { name: 'Enviar e conferir' }).click();
      await page.getByText('Não foi possível importar este arquivo: 1 erro encontrado. Nada foi alterado.').waitFor({ timeout: 30_000 });
      const erros = page.getByRole('table', { name: /Erros encontrados no arquivo/ });
      await expect(erros.getByRole('row').nth(1).getByRole('cell').allTextContents()).resolves.toEqual(['4', 'valor_pago', 'Informe o valor pago em reais, por exemplo 1234,56.']);
      await expect(page.getByRole('button', { name: 'Confirmar importação' }).count()).resolves.toBe(0);

      await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles(bom);
      await page.getByRole('button', { name: 'Enviar e conferir' }).click();
      await page.getByText('Arquivo válido: 3 linhas. Ao confirmar: 3 linhas incluídas, 0 alteradas e 0 removidas.').waitFor({ timeout: 30_000 });
      await page.getByRole('table', { name: /Prévia das primeiras linhas/ }).getByText('2020NE900003').waitFor();
      await page.getByRole('button', { name: 'Confirmar importação' }).click();
      await page.getByText('Importação concluída: 3 linhas incluídas, 0 alteradas e 0 removidas.').waitFor({ timeout: 60_000 });
    });

    const publica = await (await browser.newContext()).newPage();
    await screenshotOnFailure(publica, 'importacao-empenhos-publico', async () => {
      await publica.goto(`${base}/transparencia/empenhos?${new URLSearchParams({ termo: CREDOR })}`, { waitUntil: 'networkidle' });
      for (const numero of ['2020NE900001', '2020NE900002', '2020NE900003']) await publica.getByText(numero).first().waitFor();
      await publica.getByText('R$ 1.200,50').first().waitFor();
    });
    const exportacao = await fetch(`${base}/api/transparencia/exportar/empenhos.csv?${new URLSearchParams({ termo: CREDOR })}`);
    expect(exportacao.status).toBe(200);
    const texto = await exportacao.text();
    for (const numero of ['2020NE900001', '2020NE900002', '2020NE900003']) expect(texto).toContain(numero);
    expect(texto).toContain(';500,00');

    await screenshotOnFailure(admin, 'importacao-empenhos-auditoria', async () => {
      await admin.goto(`${base}/admin/auditoria`, { waitUntil: 'networkidle' });
      await admin.locator('input[name="entidade"]').fill('ImportacaoDeConjunto');
      await admin.getByRole('button', { name: 'Filtrar' }).click();
      const confirmacao = admin.getByRole('table', { name: 'Trilha de auditoria' }).getByRole('row').filter({ hasText: conta.nome });
      await confirmacao.first().waitFor();
      expect(await confirmacao.first().textContent()).toContain('Sucesso');
    });
  });
});
