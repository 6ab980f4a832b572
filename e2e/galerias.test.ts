import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MENSAGENS_GALERIA } from '@alego/catalog';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin, graphql, tokenDe, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function entrar(contexto: BrowserContext, login: string): Promise<Page> {
  const page = await contexto.newPage();
  await entrarNoAdmin(page, base, login);
  return page;
}

const foto = (cor: string) => sharp({ create: { width: 900, height: 600, channels: 3, background: cor } }).jpeg().toBuffer();

describe('photo galleries, in Chromium', () => {
  it('an editor creates an album of three photos and reorders them (mouse and keyboard), a publisher publishes it; the portal shows its cover, the lightbox and the download', async () => {
    const marca = Date.now();
    const titulo = `Sessão solene do Dia do Cerrado ${marca}`;
    const pasta = await mkdtemp(path.join(tmpdir(), 'alego-e2e-galeria-'));
    const arquivos = await Promise.all(
      ['#1d4e89', '#2a6f4f', '#8a4b2f'].map(async (cor, i) => {
        const arquivo = path.join(pasta, `foto-${i + 1}.jpg`);
        await writeFile(arquivo, await foto(cor));
        return arquivo;
      }),
    );

    const editor = await entrar(await browser.newContext(), 'editor');
    let id = '';
    await screenshotOnFailure(editor, 'galeria-editor', async () => {
      await editor.goto(`${base}/admin/galerias/new`, { waitUntil: 'networkidle' });
      await editor.getByRole('textbox', { name: /^Título/ }).fill(titulo);
      await editor.getByLabel(/^Categoria/).selectOption({ label: 'Eventos institucionais' });
      await editor.getByRole('button', { name: 'Adicionar imagem' }).click();
      await editor.getByRole('button', { name: 'Adicionar imagem' }).click();
      const legendas = editor.getByRole('textbox', { name: 'Legenda' });
      const creditos = editor.getByRole('textbox', { name: 'Crédito' });
      for (const [i, arquivo] of arquivos.entries()) {
        await editor.getByLabel('Foto', { exact: true }).nth(i).setInputFiles(arquivo);
        await legendas.nth(i).fill(`Plenário na foto ${i + 1} de ${marca}`);
      }
      // Two covers are refused by the catalog's rule before anything is sent.
      await editor.getByText('Capa', { exact: true }).nth(1).click();
      await editor.getByText('Capa', { exact: true }).nth(2).click();
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await editor.getByText(MENSAGENS_GALERIA.umaCapa).first().waitFor();
      await editor.getByText('Capa', { exact: true }).nth(2).click();
      // "Apply the last credit to all", confirmed.
      await creditos.nth(2).fill('Hellenn Reis');
      await editor.getByRole('button', { name: 'Aplicar o último crédito a todas' }).click();
      await editor.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
      expect(await creditos.nth(0).inputValue()).toBe('Hellenn Reis');
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await editor.waitForURL(/\/admin\/galerias\/\d+$/, { timeout: 60_000 });
      id = /\/admin\/galerias\/(\d+)$/.exec(editor.url())![1]!;
      await editor.getByText(`Plenário na foto 3 de ${marca}`).first().waitFor();
      expect(await editor.getByRole('button', { name: 'Publicar' }).count()).toBe(0);

      // Reordering the saved photos: by dragging with the mouse, then by keyboard (the handle, then the buttons).
      await editor.goto(`${base}/admin/galerias/${id}/edit`, { waitUntil: 'networkidle' });
      await editor.getByRole('img', { name: `Plenário na foto 3 de ${marca}` }).waitFor();
      expect(await violacoesGraves(editor)).toEqual([]);
      const ordemDasLegendas = () => legendas.evaluateAll((campos) => campos.map((c) => (c as HTMLInputElement).value.replace(/ de \d+$/, '')));
      const ordens = editor.getByRole('spinbutton', { name: 'Ordem' });
      const alca = (item: number) => editor.getByRole('button', { name: `Arrastar item ${item} de Imagens` });
      // The mouse works in the viewport: the middle photo centred keeps the three handles on screen.
      await editor.getByRole('group', { name: 'Imagens: item 2' }).scrollIntoViewIfNeeded();
      const de = (await alca(3).boundingBox())!;
      const para = (await alca(1).boundingBox())!;
      await editor.mouse.move(de.x + de.width / 2, de.y + de.height / 2);
      await editor.mouse.down();
      await editor.mouse.move(para.x + para.width / 2, para.y + para.height / 2 - 10, { steps: 15 });
      await editor.mouse.up();
      await expect.poll(ordemDasLegendas).toEqual(['Plenário na foto 3', 'Plenário na foto 1', 'Plenário na foto 2']);
      expect(await ordens.evaluateAll((campos) => campos.map((c) => (c as HTMLInputElement).value))).toEqual(['1', '2', '3']);

      // The keyboard handle: space picks the third photo up, ↑ moves it, space drops it; announced in Portuguese.
      await alca(3).focus();
      await editor.keyboard.press('Space');
      await editor.getByRole('status').filter({ hasText: 'Item 3 de Imagens pego, na posição 3 de 3.' }).waitFor({ state: 'attached' });
      // dnd-kit's keyboard sensor listens for the arrows only from the page's next task (so the key that picked the
      // item up is not read as a move); under load an arrow pressed before that task is lost.
      await editor.evaluate(() => new Promise((pronto) => setTimeout(pronto)));
      await editor.keyboard.press('ArrowUp');
      await editor.getByRole('status').filter({ hasText: 'Item 3 sobre a posição 2 de 3.' }).waitFor({ state: 'attached' });
      await editor.keyboard.press('Space');
      await expect.poll(ordemDasLegendas).toEqual(['Plenário na foto 3', 'Plenário na foto 2', 'Plenário na foto 1']);
      // "Mover para baixo" by keyboard: the focus stays on the moved photo's button, so it can go on moving.
      await editor.getByRole('button', { name: 'Mover item 1 de Imagens para baixo' }).focus();
      await editor.keyboard.press('Enter');
      await expect.poll(ordemDasLegendas).toEqual(['Plenário na foto 2', 'Plenário na foto 3', 'Plenário na foto 1']);
      await editor.getByRole('status').filter({ hasText: 'Item movido para a posição 2 de 3.' }).waitFor({ state: 'attached' });
      expect(await editor.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Mover item 2 de Imagens para baixo');
      expect(await ordens.evaluateAll((campos) => campos.map((c) => (c as HTMLInputElement).value))).toEqual(['1', '2', '3']);
      expect(await violacoesGraves(editor)).toEqual([]);
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await editor.waitForURL(`${base}/admin/galerias/${id}`, { timeout: 60_000 });
      await editor.getByText(`Plenário na foto 1 de ${marca} (Foto: Hellenn Reis) · ordem 3`).waitFor();
    });
    expect((await fetch(`${base}/galerias/${id}`, { redirect: 'manual' })).status).toBe(404);

    const publicador = await entrar(await browser.newContext(), 'publicador');
    await screenshotOnFailure(publicador, 'galeria-publicador', async () => {
      await publicador.goto(`${base}/admin/galerias/${id}`, { waitUntil: 'networkidle' });
      await publicador.getByRole('button', { name: 'Publicar' }).first().click();
      await publicador.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
      await publicador.getByRole('button', { name: 'Despublicar' }).first().waitFor();
    });

    // Without JavaScript: the list with the cover, the album with its photos as plain links to the files.
    const semJs = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await semJs.goto(`${base}/galerias?termo=${marca}`, { waitUntil: 'load' });
    await semJs.getByRole('link', { name: titulo }).click();
    await semJs.waitForURL(new RegExp(`/galerias/${id}/sessao-solene-do-dia-do-cerrado-${marca}$`));
    const fotos = semJs.getByRole('list', { name: 'Fotos da galeria' }).getByRole('link', { name: /^Plenário na foto/ });
    // In the order the editor gave them, with their captions (the alt text) kept.
    expect(await fotos.evaluateAll((links) => links.map((a) => a.querySelector('img')?.getAttribute('alt')))).toEqual([2, 3, 1].map((n) => `Plenário na foto ${n} de ${marca}`));
    // The cover (the second photo) is the list's picture: its thumbnail is on the list page.
    const lista = await (await fetch(`${base}/galerias?termo=${marca}`)).text();
    const album = await (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ galeria(id: "${id}") { capa { titulo imagem { miniatura(largura: 400) } } } }` }) })).json() as { data: { galeria: { capa: { titulo: string; imagem: { miniatura: string } } } } };
    expect(album.data.galeria.capa.titulo).toBe(`Plenário na foto 2 de ${marca}`);
    expect(lista).toContain(album.data.galeria.capa.imagem.miniatura.replace(/&/g, '&amp;'));

    const page = await (await browser.newContext()).newPage();
    await screenshotOnFailure(page, 'galeria-publica', async () => {
      await page.goto(`${base}/galerias/${id}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: `Plenário na foto 2 de ${marca}` }).focus();
      await page.keyboard.press('Enter');
      const dialogo = page.getByRole('dialog', { name: `Plenário na foto 2 de ${marca}` });
      await dialogo.waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog', { name: `Plenário na foto 3 de ${marca}` }).getByRole('img', { name: `Plenário na foto 3 de ${marca}` }).waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
      expect(await violacoesGraves(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/^\/arquivos\//);
      expect(await violacoesGraves(page)).toEqual([]);
      await page.goto(`${base}/galerias`, { waitUntil: 'networkidle' });
      expect(await violacoesGraves(page)).toEqual([]);
    });

    // The download: the original JPEG, named after the album and the credit.
    const download = await fetch(`${base}${await semJs.getByRole('link', { name: 'Baixar foto 1' }).getAttribute('href')}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('content-disposition')).toContain(`sessao-solene-do-dia-do-cerrado-${marca}-foto-hellenn-reis.jpg`);
    expect((await sharp(Buffer.from(await download.arrayBuffer())).metadata()).width).toBe(900);
  });

  it('a failed upload on a new album leaves its edit form, with the error; saving again updates that album, not a second one', async () => {
    const marca = Date.now();
    const titulo = `Álbum com envio falho ${marca}`;
    const pasta = await mkdtemp(path.join(tmpdir(), 'alego-e2e-galeria-falha-'));
    // A .jpg name over text: the browser lets it through, the gateway's file pipeline reads the content and refuses it.
    const falsa = path.join(pasta, 'falsa.jpg');
    await writeFile(falsa, 'isto não é uma imagem');
    const boa = path.join(pasta, 'boa.jpg');
    await writeFile(boa, await foto('#4b2f8a'));
    const albunsComOTitulo = async () => {
      const token = await tokenDe(base, 'admin');
      const dados = await graphql<{ galeriasAdmin: { itens: { id: string; galeriaImagens: { titulo: string | null }[] }[] } }>(
        base,
        `query($f: GaleriaAdminFiltro) { galeriasAdmin(filtro: $f) { itens { id galeriaImagens { titulo } } } }`,
        { variables: { f: { termo: String(marca), situacao: 'revisao' } }, token },
      );
      return dados.galeriasAdmin.itens;
    };

    const editor = await entrar(await browser.newContext(), 'editor');
    await screenshotOnFailure(editor, 'galeria-envio-falho', async () => {
      await editor.goto(`${base}/admin/galerias/new`, { waitUntil: 'networkidle' });
      await editor.getByRole('textbox', { name: /^Título/ }).fill(titulo);
      await editor.getByLabel(/^Categoria/).selectOption({ label: 'Eventos institucionais' });
      await editor.getByLabel('Foto', { exact: true }).first().setInputFiles(falsa);
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await editor.waitForURL(/\/admin\/galerias\/\d+\/edit$/, { timeout: 60_000 });
      const id = /\/admin\/galerias\/(\d+)\/edit$/.exec(editor.url())![1]!;
      const alerta = editor.getByRole('alert').filter({ hasText: 'O registro foi salvo, mas uma etapa seguinte falhou.' });
      await alerta.getByText('Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif').waitFor();
      await editor.getByRole('heading', { name: 'Editar galeria' }).waitFor();
      expect(await editor.getByRole('textbox', { name: /^Título/ }).inputValue()).toBe(titulo);
      expect((await albunsComOTitulo()).map((a) => a.id)).toEqual([id]);

      await editor.getByRole('button', { name: 'Adicionar imagem' }).click();
      await editor.getByLabel('Foto', { exact: true }).first().setInputFiles(boa);
      await editor.getByRole('textbox', { name: 'Legenda' }).first().fill(`Foto que chegou ${marca}`);
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await editor.waitForURL(`${base}/admin/galerias/${id}`, { timeout: 60_000 });
      await editor.getByText(`Foto que chegou ${marca}`).first().waitFor();
      expect(await albunsComOTitulo()).toEqual([{ id, galeriaImagens: [{ titulo: `Foto que chegou ${marca}` }] }]);
    });
  });

  it('the legacy address of a demo album leads to its page; an unknown one is 404', async () => {
    const legado = await fetch(`${base}/imagens/galeria/id/1001`, { redirect: 'manual' });
    expect(legado.status).toBe(301);
    expect(legado.headers.get('location')).toMatch(/^\/galerias\/\d+\/sessao-solene-em-homenagem-aos-professores$/);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${base}/imagens/galeria/id/1001`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Sessão solene em homenagem aos professores' }).waitFor();
    expect((await fetch(`${base}/imagens/galeria/id/999999`, { redirect: 'manual' })).status).toBe(404);
  });
});
