import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, tokenDe, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** "R$ 1.234,56" → 123456n (centavos exatos). */
function centavos(reais: string): bigint {
  const m = /^R\$\s([\d.]+),(\d{2})$/.exec(reais.replace(/\u00a0/g, ' ').trim());
  if (!m) throw new Error(`valor fora do formato pt-BR: ${reais}`);
  return BigInt(m[1]!.replaceAll('.', '') + m[2]!);
}

/** "1234.56" → 123456n. */
const deDecimal = (valor: string): bigint => BigInt(valor.replace('.', ''));

interface Empenho {
  processo: string | null;
  cnpj: string;
  valorPago: string;
}

/**
 * The independent sum: every commitment the commitments list finds by `termo`, page by page (100 a page), summed
 * here in cents, kept only when `manter` says it belongs.
 */
async function somaDosPagamentos(termo: string, manter: (e: Empenho) => boolean): Promise<bigint> {
  let soma = 0n;
  for (let pagina = 1; ; pagina++) {
    const { empenhos } = await graphql<{ empenhos: { totalPaginas: number; itens: Empenho[] } }>(
      base,
      'query($termo: String, $pagina: Int!) { empenhos(filtro: { termo: $termo }, pagina: $pagina, porPagina: 100) { totalPaginas itens { processo cnpj valorPago } } }',
      { variables: { termo, pagina } },
    );
    soma += empenhos.itens.filter(manter).reduce((s, e) => s + deDecimal(e.valorPago), 0n);
    if (pagina >= empenhos.totalPaginas) return soma;
  }
}

interface ContratoDaCadeia {
  numero: string;
  ano: number;
  processo: string | null;
  cnpj: string;
  fornecedor: string;
  execucao: { quantidadeEmpenhos: number };
}

/** A seeded contract at the middle of a chain: a bid before it, commitments after it. */
async function contratoComCadeia(): Promise<ContratoDaCadeia> {
  const { contratos } = await graphql<{ contratos: { itens: ContratoDaCadeia[] } }>(
    base,
    '{ contratos(porPagina: 100) { itens { numero ano processo cnpj fornecedor execucao { quantidadeEmpenhos } } } }',
  );
  for (const contrato of contratos.itens.filter((c) => c.processo && c.execucao.quantidadeEmpenhos >= 2)) {
    const { processoDeCompra } = await graphql<{ processoDeCompra: { editais: { id: string }[] } }>(base, 'query($p: String!) { processoDeCompra(processo: $p) { editais { id } } }', {
      variables: { p: contrato.processo },
    });
    if (processoDeCompra.editais.length) return contrato;
  }
  throw new Error('O seed não tem um contrato com edital e empenhos no mesmo processo.');
}

/**
 * axe needs JavaScript in the page, so "without JavaScript" is checked on the same server-rendered HTML with the
 * portal's scripts blocked: nothing hydrates, the page is what a browser without JavaScript shows.
 */
async function violacoesSemScripts(caminho: string): Promise<string[]> {
  const contexto = await browser.newContext();
  await contexto.route('**/*', (rota) => (rota.request().resourceType() === 'script' ? rota.abort() : rota.continue()));
  const page = await contexto.newPage();
  await page.goto(`${base}${caminho}`, { waitUntil: 'load' });
  const violacoes = await violacoesGraves(page);
  await contexto.close();
  return violacoes;
}

async function valorMostrado(page: Page, chave: string): Promise<bigint> {
  return centavos(await page.locator(`[data-valor="${chave}"]`).innerText());
}

describe('siga o dinheiro, in Chromium', () => {
  it('from a contract screen to its procurement process and its supplier: the amounts shown equal the sums, axe clean', async () => {
    const contrato = await contratoComCadeia();
    const page = await (await browser.newContext()).newPage();
    await screenshotOnFailure(page, 'siga-o-dinheiro', async () => {
      await page.goto(`${base}/transparencia/contratos?ano=${contrato.ano}&termo=${encodeURIComponent(contrato.numero)}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: contrato.processo!, exact: true }).first().click();
      await page.waitForURL(`${base}/transparencia/siga-o-dinheiro/processos/${contrato.processo}`);
      await page.getByRole('heading', { level: 1, name: `Processo ${contrato.processo}` }).waitFor();
      expect(await page.getByRole('heading', { level: 2, name: 'Licitação' }).isVisible()).toBe(true);
      const pagoNoProcesso = await somaDosPagamentos(contrato.processo!, (e) => e.processo === contrato.processo);
      expect(pagoNoProcesso).toBeGreaterThan(0n);
      expect(await valorMostrado(page, 'pago')).toBe(pagoNoProcesso);
      expect(await violacoesGraves(page)).toEqual([]);

      await page.getByRole('table', { name: `Contratos do processo ${contrato.processo}` }).getByRole('link', { name: contrato.fornecedor, exact: true }).first().click();
      await page.waitForURL(`${base}/transparencia/siga-o-dinheiro/fornecedores/${contrato.cnpj}`);
      await page.getByRole('heading', { level: 1, name: contrato.fornecedor }).waitFor();
      const pagoAoFornecedor = await somaDosPagamentos(contrato.cnpj, (e) => e.cnpj === contrato.cnpj);
      expect(await valorMostrado(page, 'pago')).toBe(pagoAoFornecedor);
      const { contratosTotal } = await graphql<{ contratosTotal: { quantidade: number; valor: string } }>(base, 'query($t: String) { contratosTotal(filtro: { termo: $t }) { quantidade valor } }', {
        variables: { t: contrato.cnpj },
      });
      expect(await valorMostrado(page, 'contratado')).toBe(deDecimal(contratosTotal.valor));
      expect(await page.locator('[data-valor="contratos"]').innerText()).toBe(String(contratosTotal.quantidade));
      // The contract we came from is listed, with the process link back.
      const linha = page.locator(`tr[data-contrato="${contrato.numero}"]`).first();
      expect(await linha.getByRole('link', { name: contrato.processo!, exact: true }).count()).toBe(1);
      expect(await violacoesGraves(page)).toEqual([]);
    });
  });

  it('works without JavaScript and at phone width: the same pages, the links from the commitment screen, axe clean', async () => {
    const contrato = await contratoComCadeia();
    const page = await (await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } })).newPage();
    const larguraDaPagina = () => page.evaluate(() => document.documentElement.scrollWidth);
    await screenshotOnFailure(page, 'siga-o-dinheiro-sem-js', async () => {
      await page.goto(`${base}/transparencia/empenhos?termo=${encodeURIComponent(contrato.processo!)}`);
      await page.getByRole('link', { name: contrato.processo!, exact: true }).first().click();
      await page.waitForURL(`${base}/transparencia/siga-o-dinheiro/processos/${contrato.processo}`);
      expect(await valorMostrado(page, 'pago')).toBe(await somaDosPagamentos(contrato.processo!, (e) => e.processo === contrato.processo));
      // Wide tables scroll inside their own region; the page itself never scrolls sideways on a phone.
      expect(await larguraDaPagina()).toBeLessThanOrEqual(360);
      expect(await violacoesSemScripts(`/transparencia/siga-o-dinheiro/processos/${contrato.processo}`)).toEqual([]);
      await page.goto(`${base}/transparencia/siga-o-dinheiro/fornecedores/${contrato.cnpj}`);
      expect(await valorMostrado(page, 'pago')).toBe(await somaDosPagamentos(contrato.cnpj, (e) => e.cnpj === contrato.cnpj));
      expect(await larguraDaPagina()).toBeLessThanOrEqual(360);
      expect(await violacoesSemScripts(`/transparencia/siga-o-dinheiro/fornecedores/${contrato.cnpj}`)).toEqual([]);
      await page.goto(`${base}/transparencia`);
      expect(await larguraDaPagina()).toBeLessThanOrEqual(360);
      const naoExiste = await page.goto(`${base}/transparencia/siga-o-dinheiro/fornecedores/00000000000191`);
      expect(naoExiste?.status()).toBe(404);
    });
  });

  it('from the sanctions list, by the CNPJ, to the supplier: its sanctions with the PDF, at phone width, axe clean', async () => {
    const contrato = await contratoComCadeia();
    // A sanction published by the staff with its PDF, against a supplier of the seed (its sanctioning process is not a purchase's).
    const sancao = { ano: 2025, empresa: contrato.fornecedor, cnpj: contrato.cnpj, sancao: 'Advertência por atraso na entrega', processo: '2025.0555.0001', dataPublicacao: '2025-06-02', arquivo: null };
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation ($dados: SancaoAdministrativaInput!) { criarSancaoAdministrativa(dados: $dados) { id } }', variables: { dados: sancao } }));
    form.set('map', JSON.stringify({ 0: ['variables.dados.arquivo'] }));
    form.set('0', new Blob(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'], { type: 'application/pdf' }), 'sancao-advertencia.pdf');
    const criada = await fetch(`${base}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${await tokenDe(base, 'admin')}`, 'apollo-require-preflight': 'true' }, body: form });
    expect(((await criada.json()) as { errors?: unknown }).errors).toBeUndefined();
    const cnpjFormatado = contrato.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    const page = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
    await screenshotOnFailure(page, 'siga-o-dinheiro-sancoes', async () => {
      await page.goto(`${base}/transparencia/sancoes-administrativas?termo=${encodeURIComponent(sancao.processo)}`, { waitUntil: 'networkidle' });
      // The sanctioning process is plain text: no link to a purchase process that does not exist.
      await page.getByText(sancao.processo, { exact: true }).first().waitFor();
      expect(await page.getByRole('link', { name: sancao.processo, exact: true }).count()).toBe(0);
      await page.getByRole('link', { name: cnpjFormatado, exact: true }).first().click();
      await page.waitForURL(`${base}/transparencia/siga-o-dinheiro/fornecedores/${contrato.cnpj}`);
      const secao = page.getByRole('region', { name: 'Sanções administrativas' });
      await secao.waitFor();
      expect(await secao.getByText(sancao.sancao, { exact: true }).isVisible()).toBe(true);
      expect(await secao.getByText(`Processo: ${sancao.processo} · Publicação: 02/06/2025`).isVisible()).toBe(true);
      const pdf = secao.getByRole('link', { name: `sancao-advertencia.pdf – da sanção ${sancao.sancao}` });
      const resposta = await page.request.get(new URL((await pdf.getAttribute('href'))!, base).href);
      expect(resposta.status()).toBe(200);
      expect(resposta.headers()['content-type']).toContain('application/pdf');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await violacoesGraves(page)).toEqual([]);
    });
  });
});

describe('Assembleia em números, in Chromium', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`the home's dashboard links every figure to its dataset, with the filter applied; the year selector works (JavaScript ${javaScriptEnabled ? 'on' : 'off'}); axe clean`, async () => {
      const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
      await screenshotOnFailure(page, `assembleia-em-numeros-${javaScriptEnabled ? 'js' : 'sem-js'}`, async () => {
        await page.goto(`${base}/transparencia`, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
        const ano = Number(/– (\d{4})$/.exec(await page.getByRole('heading', { level: 2, name: /^Assembleia em números/ }).innerText())![1]);
        expect(javaScriptEnabled ? await violacoesGraves(page) : await violacoesSemScripts('/transparencia')).toEqual([]);

        // The year selector: a plain GET form.
        await page.getByLabel('Ano', { exact: true }).selectOption(String(ano - 1));
        await page.getByRole('button', { name: 'Mostrar' }).click();
        await page.waitForURL(`${base}/transparencia?ano=${ano - 1}`);
        await page.getByRole('heading', { level: 2, name: `Assembleia em números – ${ano - 1}` }).waitFor();

        // A month's payments → the commitments screen of that month, whose total is the same figure.
        const tabela = page.getByRole('table', { name: `Empenhos por mês em ${ano - 1}` });
        const marco = tabela.getByRole('row', { name: /^Março/ });
        const pago = (await marco.locator('td').nth(1).innerText()).trim();
        await marco.locator('td').nth(1).getByRole('link').click();
        await page.waitForURL(`${base}/transparencia/empenhos?ano=${ano - 1}&mes=3`);
        expect(centavos(await page.locator('[data-total="totalPago"]').innerText())).toBe(centavos(pago));

        // Every figure of the dashboard is a link into a dataset screen with its filter.
        await page.goto(`${base}/transparencia?ano=${ano - 1}`);
        const destinos = await page
          .locator('#painel-titulo')
          .locator('..')
          .locator('td a, dd a')
          .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
        expect(destinos.length).toBeGreaterThan(30);
        for (const destino of destinos) expect(destino, destino).toMatch(new RegExp(`^/transparencia/[a-z-]+(/estatisticas)?\\?.*ano=${ano - 1}`));
        expect(destinos).toContain(`/transparencia/editais?ano=${ano - 1}`);
        expect(destinos).toContain(`/transparencia/empenhos?ano=${ano - 1}&mes=12`);
        expect(destinos).toContain(`/transparencia/verbas-indenizatorias-categorias?ano=${ano - 1}`);
        expect(destinos).toContain(`/transparencia/solicitacoes-informacao/estatisticas?ano=${ano - 1}`);

        // The bids figure equals the bids screen's count.
        const licitacoes = (await page.locator('[data-numero="licitacoes"]').innerText()).trim();
        await page.locator('[data-numero="licitacoes"]').getByRole('link').click();
        await page.waitForURL(`${base}/transparencia/editais?ano=${ano - 1}`);
        expect((await page.locator('[data-total="quantidade"]').innerText()).trim()).toBe(licitacoes);
      });
    });
  }
});
