import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('site-wide search in Chromium', () => {
  it('the header search box searches the whole site: results grouped by kind with counts, a kind paged, a result opened', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await screenshotOnFailure(page, 'busca-cabecalho', async () => {
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await page.getByRole('searchbox', { name: 'Buscar no portal' }).fill('SAUDE');
      await page.getByRole('searchbox', { name: 'Buscar no portal' }).press('Enter');
      await page.waitForURL(/\/alego_search\/buscar\?termo=SAUDE$/);
      // The router paints the new page in a transition, after the address changes: wait for its title, not any h1.
      await page.getByRole('heading', { level: 1, name: 'Busca no portal', exact: true }).waitFor();
      // Accents and case do not matter: "SAUDE" finds "saúde" in news, the agenda, deputies' committees, processes...
      const status = await page.getByRole('status').first().textContent();
      expect(status).toMatch(/^\d[\d.]* resultados? para “SAUDE”\.$/);
      const tipos = page.getByRole('navigation', { name: 'Resultados por tipo' }).getByRole('link');
      const rotulos = await tipos.allTextContents();
      expect(rotulos[0]).toMatch(/^Todos \(\d/);
      expect(rotulos.length).toBeGreaterThan(2);
      expect(rotulos.some((rotulo) => rotulo.startsWith('Notícias ('))).toBe(true);
      // Each kind is a section with its count; the terms are highlighted in the snippets.
      const noticias = page.getByRole('region', { name: /^Notícias \(\d/ });
      await noticias.getByRole('listitem').first().waitFor();
      expect(await page.locator('main mark').count()).toBeGreaterThan(0);
      expect((await page.locator('main mark').first().textContent())?.toLowerCase()).toMatch(/sa[uú]de/);
      expect(await violacoesGraves(page)).toEqual([]);

      // One kind, paged.
      await page.getByRole('link', { name: /^Notícias \(\d/ }).click();
      await page.waitForURL(/tipo=noticia/);
      // Client-side navigation: the page changes once the loader's data arrives.
      await page.getByRole('heading', { level: 2, name: /^Notícias: \d/ }).waitFor();

      // Opening a result leads to the news item.
      const primeiro = page.getByRole('region', { name: /^Notícias:/ }).getByRole('listitem').first().getByRole('link');
      const titulo = (await primeiro.textContent())!;
      await primeiro.click();
      await page.waitForURL(/\/noticias\/\d+\//);
      await page.getByRole('heading', { level: 1, name: titulo, exact: true }).waitFor();

      for (const caminho of ['/mapa-do-site', '/transparencia/mapa-do-site']) {
        await page.goto(`${base}${caminho}`, { waitUntil: 'networkidle' });
        expect(await violacoesGraves(page), caminho).toEqual([]);
      }
    });
    await context.close();
  });

  it('a FAQ answer published in the admin is found by the site-wide search at once, and opens on the FAQ page', { timeout: 120_000 }, async () => {
    // A word in no other record: the search must find this answer, not something already there.
    const palavra = `Ornitorrinco${Date.now().toString(36)}`;
    const pergunta = `Onde consultar o ${palavra}?`;
    const resposta = `O ${palavra} fica na biblioteca da Assembleia.`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await screenshotOnFailure(page, 'busca-pergunta-frequente', async () => {
      await entrarNoAdmin(page, base);
      await page.goto(`${base}/admin/perguntas-frequentes/new`, { waitUntil: 'networkidle' });
      const categoria = page.locator('form select[name="categoriaPerguntaFrequenteId"]');
      await categoria.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await categoria.selectOption({ index: 1 });
      await page.locator('form [name="pergunta"]').fill(pergunta);
      await page.getByRole('textbox', { name: 'Resposta' }).click();
      await page.keyboard.type(resposta);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/admin\/perguntas-frequentes\/\d+$/);

      // The visitor searches in lower case, without the admin's session.
      const visitante = await (await browser.newContext()).newPage();
      await visitante.goto(`${base}/alego_search/buscar?termo=${encodeURIComponent(palavra.toLowerCase())}`, { waitUntil: 'networkidle' });
      const grupo = visitante.getByRole('region', { name: 'Perguntas frequentes (1)' });
      await grupo.getByRole('link', { name: pergunta }).click();
      await visitante.getByText(resposta).first().waitFor();
      expect(await violacoesGraves(visitante)).toEqual([]);
      await visitante.context().close();
    });
    await context.close();
  });

  it('works without JavaScript at phone width, with an empty state, and the site maps list the sections', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await screenshotOnFailure(page, 'busca-sem-js', async () => {
      await page.goto(`${base}/alego_search/buscar`);
      await page.getByLabel('O que você procura?').fill('ações de saúde');
      await page.getByRole('main').getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL(/termo=a%C3%A7%C3%B5es/);
      expect(await page.getByRole('status').first().textContent()).toMatch(/resultados? para “ações de saúde”/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.goto(`${base}/alego_search/buscar?termo=${encodeURIComponent('xyzzy inexistente')}`);
      expect(await page.getByRole('heading', { name: 'Nenhum resultado encontrado' }).count()).toBe(1);

      await page.goto(`${base}/mapa-do-site`);
      for (const secao of ['Notícias', 'Deputados', 'Transparência', 'Participação', 'Institucional e serviços']) {
        expect(await page.getByRole('heading', { level: 2, name: secao }).count(), secao).toBe(1);
      }
      expect(await page.getByRole('link', { name: 'Mapa da transparência' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.goto(`${base}/transparencia/mapa-do-site`);
      expect(await page.getByRole('heading', { level: 2, name: 'Contratos e convênios' }).count()).toBe(1);
    });
    await context.close();
  });
});
