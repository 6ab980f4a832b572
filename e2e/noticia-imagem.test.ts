// Staff clarity in the news form (issue 14, item 13): state and approval, a taken highlight slot, and the photo's alt
// text and caption from the admin form to the public article.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, tokenDe, violacoesGraves, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('news photo alt text and caption, in Chromium', () => {
  it('the editor sees the state, who leaves a taken highlight slot, and fills alt and caption that the article uses', async () => {
    const titulo = `Comissão visita obras do hospital regional ${Date.now()}`;
    const alt = 'Deputados de capacete caminham entre as colunas do hospital em obras';
    const legenda = 'Visita técnica às obras. Foto: Diretoria de Comunicação';
    const imagem = path.join(await mkdtemp(path.join(tmpdir(), 'alego-e2e-')), 'obras.png');
    await writeFile(imagem, await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#6a8caf' } }).png().toBuffer());

    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    let id = '';
    await screenshotOnFailure(page, 'noticia-imagem', async () => {
      await entrarNoAdmin(page, base, 'editor');
      await page.waitForURL(`${base}/admin/painel`);
      await page.goto(`${base}/admin/noticias/new`, { waitUntil: 'networkidle' });
      // The editor sees the item's state and that a publisher must approve it.
      await page.getByText('permissão de publicar a aprovar').waitFor();
      await page.getByRole('textbox', { name: /^Título/ }).fill(titulo);
      await page.getByRole('textbox', { name: 'Conteúdo' }).click();
      await page.keyboard.type('A comissão percorreu as alas em construção.');
      await page.getByLabel('Imagem da notícia').setInputFiles(imagem);
      await page.getByRole('textbox', { name: 'Texto alternativo da imagem' }).fill(alt);
      await page.getByRole('textbox', { name: 'Legenda da imagem' }).fill(legenda);
      // A taken highlight slot says which item will leave it (then the choice is undone: this item stays out of the home).
      const { destaquesNoticias } = await graphql<{ destaquesNoticias: { titulo: string; destaqueNivel: string; destaqueSlot: number }[] }>(base, '{ destaquesNoticias { titulo destaqueNivel destaqueSlot } }');
      const ocupado = destaquesNoticias.find((d) => d.destaqueNivel === 'primario')!;
      await page.getByRole('combobox', { name: /Destaque na página inicial/ }).selectOption('primario');
      const posicao = page.getByRole('combobox', { name: /Posição do destaque/ });
      expect(await posicao.locator('option[value="1"]').textContent()).toBe(`1 — ocupado por “${ocupado.titulo}”`);
      await posicao.selectOption('1');
      await page.getByText(`Ao publicar esta notícia, “${ocupado.titulo}” sai deste espaço do destaque.`).waitFor();
      await page.getByRole('combobox', { name: /Destaque na página inicial/ }).selectOption('');
      expect(await violacoesGraves(page)).toEqual([]);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/admin\/noticias\/\d+$/);
      id = /\/(\d+)$/.exec(page.url())![1]!;
      await page.getByText('A revisar', { exact: true }).first().waitFor();
    });
    await contexto.close();

    const publicador = await tokenDe(base, 'publicador');
    // Published a minute ago (dd/mm/aaaa hh:mm in Brasília, as the publish dialog sends it).
    const agora = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(Date.now() - 60_000)).replace(',', '');
    await graphql(base, 'mutation($id: ID!, $d: String!) { publicarNoticia(id: $id, dataPublicacao: $d) { id } }', { variables: { id, d: agora }, token: publicador });
    const artigo = await fetch(`${base}/noticias/${id}`);
    expect(artigo.ok).toBe(true);
    const html = await artigo.text();
    expect(html).toContain(`alt="${alt}"`);
    expect(html).toMatch(new RegExp(`<figcaption[^>]*>.*${legenda}`, 's'));
  });
});
