import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { caminhoDeEntrada, CONJUNTOS } from '@alego/catalog';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, tokenDe } from './apoio.js';
import { launchBrowser } from './browser.js';

/*
 * Dead links and broken images on the seeded site. The crawl reads the server-rendered HTML (what crawlers, link
 * previews and visitors without JavaScript get) breadth-first from the home page and the citizen pages, follows
 * every internal link up to a cap, and fails on any internal 4xx/5xx, naming the link and the page that has it.
 */

const base = inject('portalBase');
const LIMITE_DE_PAGINAS = 400;
/** Filters and pages of one list multiply without end: a few variants of each path are enough. */
const VARIANTES_POR_CAMINHO = 4;
const SEMENTES = ['/', '/cidadao/entrar', '/cidadao/cadastro', '/cidadao/esqueci-senha', '/cidadao/reenviar-confirmacao'];

const decodificar = (texto: string) => texto.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/** Internal URL without its fragment, or null for other sites, mail, phone and in-page anchors. */
function interno(href: string, pagina: string): string | null {
  if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) return null;
  const url = new URL(decodificar(href), pagina);
  if (url.origin !== new URL(base).origin) return null;
  url.hash = '';
  return url.href;
}

/** `src` and every `srcset` candidate of each <img> in the HTML. */
function imagensDe(html: string): string[] {
  const urls: string[] = [];
  for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(img)?.[1];
    if (src) urls.push(src);
    const srcset = /\ssrcset="([^"]+)"/i.exec(img)?.[1];
    for (const candidato of srcset?.split(',') ?? []) {
      const url = candidato.trim().split(/\s+/)[0];
      if (url) urls.push(url);
    }
  }
  return urls;
}

/** Status of one URL (redirects not followed: an internal target is crawled on its own, another site is not ours). */
async function estado(url: string): Promise<{ status: number; html: string | null; destino: string | null }> {
  const resposta = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const destino = resposta.headers.get('location');
  if (!resposta.headers.get('content-type')?.includes('text/html')) {
    await resposta.body?.cancel();
    return { status: resposta.status, html: null, destino };
  }
  return { status: resposta.status, html: await resposta.text(), destino };
}

describe('links and images of the seeded site', () => {
  it('no internal link or image of the crawled pages answers 4xx/5xx', async () => {
    const fila: { url: string; pai: string }[] = SEMENTES.map((caminho) => ({ url: new URL(caminho, base).href, pai: '(semente)' }));
    const vistos = new Set(fila.map((item) => item.url));
    const variantes = new Map<string, number>();
    const imagens = new Map<string, string>();
    const quebrados: string[] = [];
    let paginas = 0;
    while (fila.length && paginas < LIMITE_DE_PAGINAS) {
      const lote = fila.splice(0, 4);
      paginas += lote.length;
      await Promise.all(
        lote.map(async ({ url, pai }) => {
          const { status, html, destino: redirecionado } = await estado(url);
          if (status >= 400) quebrados.push(`${status} ${url} (em ${pai})`);
          const hrefs = redirecionado ? [redirecionado] : [];
          if (html && status < 400) {
            for (const src of imagensDe(html)) {
              const absoluta = interno(src, url);
              if (absoluta && !imagens.has(absoluta)) imagens.set(absoluta, url);
            }
            for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) if (href) hrefs.push(href);
          }
          for (const href of hrefs) {
            const destino = interno(href, url);
            if (!destino || vistos.has(destino)) continue;
            const caminho = new URL(destino).pathname;
            const n = variantes.get(caminho) ?? 0;
            if (n >= VARIANTES_POR_CAMINHO) continue;
            variantes.set(caminho, n + 1);
            vistos.add(destino);
            fila.push({ url: destino, pai: url });
          }
        }),
      );
    }
    for (const [imagem, pagina] of imagens) {
      const resposta = await fetch(imagem);
      await resposta.body?.cancel();
      if (resposta.status !== 200) quebrados.push(`${resposta.status} imagem ${imagem} (em ${pagina})`);
    }
    expect(paginas).toBeGreaterThan(50);
    expect(quebrados).toEqual([]);
  });

  it('every link in the first page of every transparency dataset leads somewhere (the catalog\'s column links)', async () => {
    // The crawl above stops before reaching most datasets; a column link (a supplier, a process) is data-dependent.
    const alvos = new Map<string, string>();
    for (const conjunto of CONJUNTOS) {
      // Where the portal's own links lead: a dataset that needs another's filter (the votes of a session) opens there.
      const pagina = new URL(caminhoDeEntrada(conjunto), base).href;
      const { status, html } = await estado(pagina);
      expect(status, pagina).toBe(200);
      const principal = html?.split('<main')[1] ?? '';
      for (const [, href] of principal.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
        const destino = href ? interno(href, pagina) : null;
        if (destino && !alvos.has(destino)) alvos.set(destino, pagina);
      }
    }
    const quebrados: string[] = [];
    for (const [destino, pagina] of alvos) {
      const { status } = await estado(destino);
      if (status >= 400) quebrados.push(`${status} ${destino} (em ${pagina})`);
    }
    expect(alvos.size).toBeGreaterThan(CONJUNTOS.length);
    expect(quebrados).toEqual([]);
  });
});

/** dd/mm/aaaa HH:mm in Brasília, the format the publish mutation takes. */
function emBrasilia(data: Date): string {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(data)
      .map((parte) => [parte.type, parte.value]),
  );
  return `${partes.day}/${partes.month}/${partes.year} ${partes.hour}:${partes.minute}`;
}

/** Creates and publishes a primary highlight with a 1600 px photo (larger than every variant) through the admin API. */
async function noticiaComImagem(): Promise<void> {
  const token = await tokenDe(base, 'admin');
  const foto = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($dados: NoticiaInput!) { criarNoticia(dados: $dados) { id } }',
      variables: {
        dados: { titulo: 'Plenário recebe visita de estudantes', resumo: 'Visita guiada.', conteudo: '<p>Estudantes visitaram o plenário.</p>', destaqueNivel: 'primario', destaqueSlot: 1, destaqueDescricao: 'Estudantes no plenário', imagem: null },
      },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.dados.imagem'] }));
  form.set('0', new Blob([new Uint8Array(foto)], { type: 'image/jpeg' }), 'plenario.jpg');
  const resposta = await fetch(`${base}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form });
  const corpo = (await resposta.json()) as { data?: { criarNoticia: { id: string } }; errors?: unknown[] };
  expect(corpo.errors).toBeUndefined();
  await graphql(base, 'mutation ($id: ID!, $quando: String!) { publicarNoticia(id: $id, dataPublicacao: $quando) { id } }', {
    token,
    variables: { id: corpo.data!.criarNoticia.id, quando: emBrasilia(new Date(Date.now() - 120_000)) },
  });
}

describe('images of the pages that show them, as Chromium renders them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('every src and srcset URL of the home, the news with images and the deputies answers 200', async () => {
    // The demo news carry no photo: one published highlight with an image, as an editor would make it.
    await noticiaComImagem();
    const { noticias } = await graphql<{ noticias: { itens: { id: string; urlSufixo: string | null; imagem: { url: string } | null }[] } }>(
      base,
      '{ noticias(pagina: 1, porPagina: 50) { itens { id urlSufixo imagem { url } } } }',
    );
    const comImagem = noticias.itens.filter((noticia) => noticia.imagem).slice(0, 5);
    expect(comImagem.length).toBeGreaterThan(0);
    const paginas = ['/', '/noticias', '/deputados/em-exercicio', '/deputados/perfil/1', ...comImagem.map((n) => `/noticias/${n.id}/${n.urlSufixo ?? ''}`)];
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const urls = new Map<string, string>();
    for (const caminho of paginas) {
      await page.goto(`${base}${caminho}`, { waitUntil: 'networkidle' });
      const achadas = await page.$$eval('img', (imgs) =>
        imgs.flatMap((img) => [img.getAttribute('src') ?? '', ...(img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')]),
      );
      for (const src of achadas.filter((s) => s && !s.startsWith('data:'))) urls.set(new URL(src, page.url()).href, caminho);
    }
    await context.close();
    expect([...urls.keys()].some((url) => url.includes('/arquivos/'))).toBe(true);
    const falhas: string[] = [];
    for (const [url, pagina] of urls) {
      const resposta = await fetch(url);
      await resposta.body?.cancel();
      if (resposta.status !== 200) falhas.push(`${resposta.status} ${url} (em ${pagina})`);
    }
    expect(falhas).toEqual([]);
  });
});
