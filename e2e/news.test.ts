import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tokenDe, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function entrar(context: BrowserContext, login: string): Promise<Page> {
  const page = await context.newPage();
  await entrarNoAdmin(page, base, login);
  // Signing in opens the dashboard of pending work; the journeys start from the news list.
  await page.waitForURL(`${base}/admin/painel`);
  await page.goto(`${base}/admin/noticias`, { waitUntil: 'networkidle' });
  return page;
}

describe('news from the newsroom to the public site, in Chromium', () => {
  it('an editor writes, a publisher publishes, the public sees it everywhere, and the editor can no longer edit it', async () => {
    const titulo = `Assembleia aprova programa estadual de bibliotecas comunitárias ${Date.now()}`;
    const pasta = await mkdtemp(path.join(tmpdir(), 'alego-e2e-'));
    const imagem = path.join(pasta, 'biblioteca.png');
    await writeFile(imagem, await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#2a6f97' } }).png().toBuffer());

    const editorContext = await browser.newContext();
    const editor = await entrar(editorContext, 'editor');
    let id = '';
    await screenshotOnFailure(editor, 'noticia-editor', async () => {
      await editor.goto(`${base}/admin/noticias/new`, { waitUntil: 'networkidle' });
      // A new item starts with the news settings (admin Configurações, docs/configuracoes.md).
      await expect.poll(() => editor.getByRole('textbox', { name: /^Fonte/ }).inputValue(), { timeout: 15_000 }).toBe('Agência Assembleia de Notícias');
      await editor.getByRole('textbox', { name: /^Título/ }).fill(titulo);
      await editor.getByRole('textbox', { name: /^Resumo/ }).fill('Programa leva acervos e oficinas de leitura a bairros e distritos de todo o estado.');
      await editor.getByRole('textbox', { name: 'Conteúdo' }).click();
      await editor.keyboard.type('O programa prevê a instalação de bibliotecas comunitárias em parceria com os municípios.');
      await editor.getByRole('combobox', { name: /Destaque na página inicial/ }).selectOption('terciario');
      await editor.getByRole('combobox', { name: /Posição do destaque/ }).selectOption('1');
      await editor.getByLabel('Imagem da notícia').setInputFiles(imagem);
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await editor.waitForURL(/\/admin\/noticias\/\d+$/);
      id = /\/admin\/noticias\/(\d+)$/.exec(editor.url())![1]!;
      await editor.getByText(titulo).first().waitFor();
    });

    const publisherContext = await browser.newContext();
    const publicador = await entrar(publisherContext, 'publicador');
    await screenshotOnFailure(publicador, 'noticia-publicador', async () => {
      await publicador.goto(`${base}/admin/noticias/${id}`, { waitUntil: 'networkidle' });
      await publicador.getByRole('button', { name: 'Publicar' }).first().click();
      await publicador.getByRole('dialog').getByRole('button', { name: 'Publicar' }).click();
      await publicador.getByRole('button', { name: /Despublicar/ }).first().waitFor();
    });

    // The public site, as crawlers and visitors read it.
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain(titulo);
    const lista = await (await fetch(`${base}/noticias`)).text();
    expect(lista).toContain(titulo);
    const busca = await (await fetch(`${base}/noticias?termo=${encodeURIComponent('bibliotecas comunitarias')}`)).text();
    expect(busca).toContain(titulo);
    const rss = await (await fetch(`${base}/noticias/feed`)).text();
    expect(rss).toContain(titulo.replace(/&/g, '&amp;'));
    const artigo = await fetch(`${base}/noticias/${id}`, { redirect: 'manual' });
    expect(artigo.status).toBe(301);
    const canonica = await (await fetch(new URL(artigo.headers.get('location')!, base))).text();
    expect(canonica).toMatch(/\/arquivos\/[^"]+\.png\?v=/);

    // Published now: the editor (without noticias#publicar) can no longer change it.
    await screenshotOnFailure(editor, 'noticia-editor-bloqueado', async () => {
      await editor.goto(`${base}/admin/noticias/${id}/edit`, { waitUntil: 'networkidle' });
      await editor.getByText('Sem permissão para editar este registro.').first().waitFor();
      const login = await fetch(`${base}/alego/permissoes/login.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'editor', senha: 'Alego@2026' }),
      });
      const { token } = (await login.json()) as { token: string };
      const tentativa = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `mutation { atualizarNoticia(id: "${id}", dados: { titulo: "Alterado", conteudo: "<p>x</p>" }) { id } }` }),
      });
      const corpo = (await tentativa.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(corpo.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
    await editorContext.close();
    await publisherContext.close();
  });

  it('a cabinet user writes for their own deputy, and a toast closes about 1 s after the pointer leaves it', async () => {
    const contexto = await browser.newContext();
    const gabinete = await entrar(contexto, 'gabinete');
    await screenshotOnFailure(gabinete, 'noticia-gabinete', async () => {
      await gabinete.goto(`${base}/admin/noticias/new`, { waitUntil: 'networkidle' });
      await gabinete.getByText('Caio Vilela', { exact: true }).waitFor();
      expect(await gabinete.getByRole('textbox', { name: /^Fonte/ }).inputValue()).toBe('Gabinete do(a) Deputado(a) Caio Vilela');
      expect(await gabinete.getByRole('combobox', { name: /^Categoria/ }).inputValue()).toBe('gabinete');
      await gabinete.getByRole('textbox', { name: /^Título/ }).fill(`Gabinete visita escolas rurais ${Date.now()}`);
      await gabinete.getByRole('textbox', { name: 'Conteúdo' }).click();
      await gabinete.keyboard.type('Visita a escolas da zona rural para ouvir professores.');
      await gabinete.getByRole('button', { name: 'Salvar' }).click();
      await gabinete.waitForURL(/\/admin\/noticias\/\d+$/);

      // The toast stays while the pointer is on it (6 s otherwise) and goes about 1 s after the pointer leaves.
      const aviso = gabinete.getByText('Salvo com sucesso!');
      await aviso.waitFor();
      await aviso.hover();
      await gabinete.waitForTimeout(300);
      await gabinete.mouse.move(5, 5);
      const saiu = Date.now();
      await aviso.waitFor({ state: 'detached', timeout: 4000 });
      expect(Date.now() - saiu).toBeLessThan(4000);

      const id = /\/admin\/noticias\/(\d+)$/.exec(gabinete.url())![1]!;
      const noticia = (await (await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenDe(base, 'gabinete')}` },
        body: JSON.stringify({ query: `{ noticiaAdmin(id: "${id}") { categoria fonte deputado { nome } } }` }),
      })).json()) as { data: { noticiaAdmin: unknown } };
      expect(noticia.data.noticiaAdmin).toEqual({ categoria: 'gabinete', fonte: 'Gabinete do(a) Deputado(a) Caio Vilela', deputado: { nome: 'Caio Vilela' } });
    });
    await contexto.close();
  });
});
