import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hojeEmBrasilia, MENSAGEM_DIMENSAO_BANNER, somarDias } from '@alego/catalog';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin, tokenDe, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;
let token: string;
const criados: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  token = await tokenDe(base, 'admin');
});
afterAll(async () => {
  // Other journeys visit the home page: leave no popup behind.
  for (const id of criados) await fetch(`${base}/api/admin/banner/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  await browser?.close();
});

const png = (largura: number, altura: number, cor = '#1d4e89') => sharp({ create: { width: largura, height: altura, channels: 3, background: cor } }).png().toBuffer();

async function criarBanner(campos: Record<string, string>): Promise<number> {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(campos)) form.set(`banner[${nome}]`, valor);
  form.set('banner[banner]', new Blob([new Uint8Array(await png(600, 300))], { type: 'image/png' }), 'banner.png');
  const resposta = await fetch(`${base}/api/admin/banner`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(resposta.status).toBe(201);
  const { id } = (await resposta.json()) as { id: number };
  criados.push(id);
  return id;
}

describe('banners on the home page, in Chromium', () => {
  it('staff upload a banner in the admin: a wrong proportion is refused with the spec’s message, a 2:1 image is saved', async () => {
    const pasta = await mkdtemp(path.join(tmpdir(), 'alego-e2e-banner-'));
    const [quadrada, boa] = [path.join(pasta, 'quadrada.png'), path.join(pasta, 'campanha.png')];
    await writeFile(quadrada, await png(400, 400));
    await writeFile(boa, await png(800, 400, '#2a6f4f'));
    const page = await (await browser.newContext()).newPage();
    await entrarNoAdmin(page, base, 'admin');
    await screenshotOnFailure(page, 'banner-admin', async () => {
      await page.goto(`${base}/admin/banner/new`, { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: /^Título/ }).fill(`Semana do Meio Ambiente ${Date.now()}`);
      await page.getByLabel('Imagem do banner').setInputFiles(quadrada);
      await page.getByText(MENSAGEM_DIMENSAO_BANNER).first().waitFor();
      await page.getByLabel('Imagem do banner').setInputFiles(boa);
      await page.waitForFunction(() => !document.body.innerText.includes('a imagem escolhida tem 400'));
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/admin\/banner\/\d+$/);
      criados.push(Number(/\/(\d+)$/.exec(page.url())![1]));
    });
  });

  it('shows a poster until its exibir_ate and an accessible popup: focus inside, Esc closes, dismissal remembered', async () => {
    const hoje = hojeEmBrasilia();
    const marca = Date.now();
    await criarBanner({ tipo: 'cartaz', titulo: `Cartaz até hoje ${marca}`, exibir_ate: hoje });
    await criarBanner({ tipo: 'cartaz', titulo: `Cartaz vencido ${marca}`, exibir_ate: somarDias(hoje, -1) });
    await criarBanner({ tipo: 'popup', titulo: `Aviso de recesso ${marca}`, exibir_ate: somarDias(hoje, 2) });

    // Without JavaScript: the poster, and the popup as a notice at the top of the page.
    const semJs = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await semJs.goto(`${base}/`, { waitUntil: 'load' });
    await semJs.getByRole('img', { name: `Cartaz até hoje ${marca}` }).waitFor();
    expect(await semJs.getByRole('img', { name: `Cartaz vencido ${marca}` }).count()).toBe(0);
    await semJs.getByRole('complementary', { name: 'Aviso' }).getByRole('img', { name: `Aviso de recesso ${marca}` }).waitFor();

    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'banner-popup', async () => {
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      const dialogo = page.getByRole('dialog', { name: 'Aviso' });
      await dialogo.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fechar aviso');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
      await page.keyboard.press('Escape');
      await dialogo.waitFor({ state: 'hidden' });
      expect(await violacoesGraves(page)).toEqual([]);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('img', { name: `Cartaz até hoje ${marca}` }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Aviso' }).count()).toBe(0);
    });
    // Another visitor still sees it.
    const outro = await (await browser.newContext()).newPage();
    await outro.goto(`${base}/`, { waitUntil: 'networkidle' });
    await outro.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Fechar aviso' }).click();
    await outro.getByRole('dialog', { name: 'Aviso' }).waitFor({ state: 'hidden' });
  });
});
