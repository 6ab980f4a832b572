import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A vote → the position of each deputy → the deputy's page, following the links of the screens. */
async function percorrer(page: Page): Promise<void> {
  await page.goto(`${base}/transparencia/votacoes`, { waitUntil: 'networkidle' });
  const materia = page.locator('table tbody tr').first().locator('a[href^="/transparencia/votos?votacaoId="]');
  const votacaoId = new URL((await materia.getAttribute('href'))!, base).searchParams.get('votacaoId')!;
  await materia.click();
  await page.waitForURL((url) => url.pathname === '/transparencia/votos' && url.searchParams.get('votacaoId') === votacaoId);

  const linha = page.locator('table tbody tr').nth(2);
  const deputado = linha.locator('a[href^="/deputados/perfil/"]');
  const nome = (await deputado.textContent())!.trim();
  const deputadoId = (await deputado.getAttribute('href'))!.split('/').at(-1)!;
  const celulas = await linha.locator('th, td').allTextContents();
  // The position shown is the one the API holds for this deputy in this vote.
  const dados = await graphql<{ votosDeputados: { itens: { posicaoDescricao: string; deputado: { nome: string } }[] } }>(
    base,
    'query($filtro: VotoDeputadoFiltro) { votosDeputados(filtro: $filtro) { itens { posicaoDescricao deputado { nome } } } }',
    { variables: { filtro: { votacaoId, deputadoId } } },
  );
  expect(dados.votosDeputados.itens).toHaveLength(1);
  expect(dados.votosDeputados.itens[0]!.deputado.nome).toBe(nome);
  expect(celulas.map((c) => c.trim())).toContain(dados.votosDeputados.itens[0]!.posicaoDescricao);

  await deputado.click();
  await page.waitForURL(`${base}/deputados/perfil/${deputadoId}`);
  await page.getByRole('heading', { name: nome }).first().waitFor();
}

describe('painel de votações', () => {
  it('a vote → the deputies\' positions → the deputy\'s page, with JavaScript', async () => {
    const page = await (await browser.newContext()).newPage();
    await screenshotOnFailure(page, 'painel-votacoes', () => percorrer(page));
  });

  it('the same links work without JavaScript (server-rendered screens)', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await screenshotOnFailure(page, 'painel-votacoes-sem-js', () => percorrer(page));
  });

  it("a vote's process number leads to the process page in participation", async () => {
    const page = await (await browser.newContext()).newPage();
    await screenshotOnFailure(page, 'painel-votacoes-processo', async () => {
      await page.goto(`${base}/transparencia/votacoes`, { waitUntil: 'networkidle' });
      const processo = page.locator('table tbody tr').first().locator('a[href^="/participacao/processos/"]');
      const numero = (await processo.textContent())!.trim();
      expect(numero).toMatch(/^\d{4}\/\d{4}$/);
      await processo.click();
      await page.waitForURL(/\/participacao\/processos\/\d+$/);
      await page.getByText(numero).first().waitFor();
    });
  });

  it('axe finds no serious or critical violation on the new transparency screens', async () => {
    const page = await (await browser.newContext()).newPage();
    const telas = ['votacoes', 'votos?votacaoId=1', 'sessoes-plenarias', 'diarios', 'atas-plenarias', 'requerimentos', 'expedientes', 'estagiarios', 'servidores-licenciados', 'servidores-terceirizados', 'obras', 'frotas', 'abastecimentos', 'concursos', 'compliance', 'balancos', 'execucao-orcamentaria', 'relatorios-gestao', 'plano-anual-contratacoes', 'votacoes/dicionario', 'despesas', 'despesas?ano=2025&mes=3', 'despesas/dicionario', 'programa-acoes', 'receitas', 'arquivos-links'];
    for (const caminho of telas.map((tela) => `/transparencia/${tela}`)) {
      await page.goto(`${base}${caminho}`, { waitUntil: 'networkidle' });
      expect(await violacoesGraves(page), caminho).toEqual([]);
    }
  });
});
