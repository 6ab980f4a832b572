// The privacy policy journey (issue 17, item 1): staff publish a new version in the admin; the public page shows it;
// a signed-in citizen who accepted the previous one is asked, at the next sign-in, to accept the new one, and is not
// asked again once they did; without JavaScript the page and the acceptance form work too.
import { hojeEmBrasilia } from '@alego/catalog';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { cadastrarCidadao, digitarData, entrarNoAdmin, graphql, linkDoEmail, tokenDe, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;
let criada: string | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
/** The new version would ask every other journey's citizen to accept it: it goes, and the seeded one is in force again. */
async function excluirCriada(): Promise<void> {
  if (!criada) return;
  await graphql(base, `mutation($id: ID!) { excluirPoliticaPrivacidade(id: $id) }`, { variables: { id: criada }, token: await tokenDe(base, 'admin') });
  criada = null;
}
afterAll(async () => {
  await excluirCriada();
  await browser?.close();
});

async function entrarComoCidadao(page: Page, email: string, senha: string): Promise<void> {
  await page.goto(`${base}/cidadao/entrar`, { waitUntil: 'networkidle' });
  await page.locator('#entrar-email').fill(email);
  await page.locator('#entrar-senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe('privacy policy versions in Chromium', () => {
  it('staff publish a new version; a citizen who accepted the previous one accepts it at the next sign-in, once', { timeout: 180_000 }, async () => {
    // The next test reads the seeded version, so this one removes its own at its end, passed or failed.
    onTestFinished(excluirCriada);
    const email = `politica.${Date.now()}@example.com`;
    const senha = 'senha-forte-123';
    const cidadao = await (await browser.newContext()).newPage();
    await screenshotOnFailure(cidadao, 'politica-cadastro', async () => {
      // Sign-up records the version in force; signing in goes straight on.
      await cadastrarCidadao(cidadao, base, 'Paula Política Teste', email, senha);
      const link = await linkDoEmail(email, '/cidadao/confirmar-cadastro');
      await cidadao.goto(link.replace(/^https?:\/\/[^/]+/, base), { waitUntil: 'networkidle' });
      await cidadao.getByText(/confirmad/i).first().waitFor();
      await entrarComoCidadao(cidadao, email, senha);
      await cidadao.waitForURL(`${base}/cidadao/perfil**`);
    });

    const equipe = await (await browser.newContext()).newPage();
    const resumo = `Novo canal do encarregado ${Date.now().toString(36)}`;
    await screenshotOnFailure(equipe, 'politica-admin', async () => {
      await entrarNoAdmin(equipe, base, 'admin');
      await equipe.goto(`${base}/admin/politica-privacidade/new`, { waitUntil: 'networkidle' });
      const [ano, mes, dia] = hojeEmBrasilia().split('-');
      await digitarData(equipe, 'Vigente desde', `${dia}${mes}${ano}`);
      await equipe.locator('form [name="resumoAlteracoes"]').fill(resumo);
      await equipe.getByRole('textbox', { name: 'Texto da política' }).click();
      await equipe.keyboard.type('O encarregado agora também atende pelo telefone (62) 3221-3000.');
      await equipe.getByRole('button', { name: 'Salvar' }).click();
      await equipe.waitForURL(/\/admin\/politica-privacidade\/\d+$/);
      criada = /(\d+)$/.exec(equipe.url())![1]!;
    });
    const { politicaPrivacidade } = await graphql<{ politicaPrivacidade: { versao: number } }>(base, `query($id: ID!) { politicaPrivacidade(id: $id) { versao } }`, { variables: { id: criada } });

    // The public page shows the new version, with the previous ones listed.
    const publico = await (await browser.newContext()).newPage();
    await publico.goto(`${base}/politica-privacidade`, { waitUntil: 'networkidle' });
    await publico.getByText(`Versão ${politicaPrivacidade.versao}, vigente desde`).waitFor();
    await publico.getByText('O encarregado agora também atende pelo telefone (62) 3221-3000.').waitFor();
    expect(await violacoesGraves(publico)).toEqual([]);

    // Next sign-in (a new tab): asked to accept, with what changed; accepting goes on to the page asked for.
    const novaAba = await (await browser.newContext()).newPage();
    await screenshotOnFailure(novaAba, 'politica-aceite', async () => {
      await entrarComoCidadao(novaAba, email, senha);
      await novaAba.waitForURL(`${base}/politica-privacidade/aceitar?**`);
      await novaAba.getByRole('heading', { name: 'A Política de Privacidade mudou' }).waitFor();
      await novaAba.getByText(resumo).waitFor();
      expect(await violacoesGraves(novaAba)).toEqual([]);
      await novaAba.getByRole('button', { name: 'Li e aceito a Política de Privacidade' }).click();
      await novaAba.waitForURL(`${base}/cidadao/perfil**`);
    });
    // Once accepted, the next sign-in is not interrupted.
    const terceira = await (await browser.newContext()).newPage();
    await entrarComoCidadao(terceira, email, senha);
    await terceira.waitForURL(`${base}/cidadao/perfil**`);
  });

  it('without JavaScript: the policy reads and the acceptance form records the version in the browser', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/politica-privacidade`);
    await page.getByRole('heading', { name: 'Política de Privacidade', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Seus direitos' }).waitFor();
    await page.goto(`${base}/politica-privacidade/aceitar`);
    await page.getByRole('button', { name: 'Li e aceito a Política de Privacidade' }).click();
    await page.waitForURL(`${base}/politica-privacidade/aceitar?aceito=1`);
    await page.getByRole('status').filter({ hasText: 'Aceite da Política de Privacidade registrado.' }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'alego_politica_privacidade');
    expect(cookie?.value).toMatch(/^\d+$/);
    await context.close();
  });
});
