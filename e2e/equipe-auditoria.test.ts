// Staff accounts and the audit trail (issue 21, items 3 and 4): an administrator creates a user with an assignment
// and two permissions; that user signs in, saves a record of a catalog register allowed by one of them and is denied
// elsewhere; the administrator then sees the user's login and write in the audit trail.
import { CATEGORIAS_LINKS } from '@alego/catalog';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin } from './apoio.js';
import { launchBrowser } from './browser.js';

const base = inject('portalBase');
const SENHA = 'Lotacao-DTI-2026';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('contas da equipe e trilha de auditoria', () => {
  it('an administrator creates a user whose login and write then show in the audit trail', async () => {
    const sufixo = Date.now().toString(36);
    const login = `servidora.${sufixo}`;
    const nome = `Servidora E2E ${sufixo}`;
    const admin = await (await browser.newContext()).newPage();
    await entrarNoAdmin(admin, base);
    await admin.goto(`${base}/admin/usuarios`, { waitUntil: 'networkidle' });
    await admin.getByRole('button', { name: 'Novo usuário' }).click();
    const formulario = admin.getByRole('form', { name: 'Novo usuário' });
    await formulario.locator('input[name="login"]').fill(login);
    await formulario.locator('input[name="nome"]').fill(nome);
    await formulario.locator('input[name="senha"]').fill(SENHA);
    const dti = await formulario.locator('select[name="lotacao"] option').evaluateAll((opcoes) => opcoes.map((o) => ({ valor: (o as HTMLOptionElement).value, texto: o.textContent ?? '' })).find((o) => o.texto.startsWith('DTI —'))!.valor);
    await formulario.locator('select[name="lotacao"]').selectOption(dti);
    // Only what the portal checks is offered: a right nothing checks is not even a choice.
    expect(await formulario.locator('label').filter({ hasText: /^api\/admin\/procuradorias$/ }).count()).toBe(0);
    await formulario.locator('label').filter({ hasText: /^api\/admin\/categorias_links$/ }).click();
    await formulario.locator('label').filter({ hasText: /^api\/admin\/lotacoes#update$/ }).click();
    await formulario.getByRole('button', { name: 'Salvar' }).click();
    const criado = admin.getByText('Usuário criado com sucesso.').first().waitFor().then(() => null);
    const recusado = admin.locator('[data-type="error"]').first().textContent();
    expect(await Promise.race([criado, recusado])).toBeNull();
    await admin.getByRole('table', { name: 'Usuários' }).getByText(login).waitFor();

    const servidora = await (await browser.newContext()).newPage();
    await entrarNoAdmin(servidora, base, login, SENHA);
    const categoria = `Categoria E2E ${sufixo}`;
    await servidora.goto(`${base}/admin${CATEGORIAS_LINKS.caminho}/new`, { waitUntil: 'networkidle' });
    await servidora.locator('form [name="nome"]').fill(categoria);
    await servidora.locator('form [name="ordem"]').fill('7');
    await servidora.getByRole('button', { name: 'Salvar' }).click();
    await servidora.waitForURL(new RegExp(`/admin${CATEGORIAS_LINKS.caminho}/\\d+$`));
    const id = /\/(\d+)$/.exec(new URL(servidora.url()).pathname)![1]!;
    // Denied elsewhere: news, and the Admin screens (not even in the menu).
    for (const caminho of ['/noticias', '/usuarios', '/auditoria']) {
      await servidora.goto(`${base}/admin${caminho}`, { waitUntil: 'networkidle' });
      await servidora.waitForURL(/\/admin\/acesso-negado$/);
    }
    expect(await servidora.getByRole('link', { name: 'Trilha de auditoria' }).count()).toBe(0);

    // Other journeys write at the same time: the filters find the user's actions among theirs.
    await admin.goto(`${base}/admin/auditoria`, { waitUntil: 'networkidle' });
    const trilha = admin.getByRole('table', { name: 'Trilha de auditoria' });
    await admin.locator('input[name="entidade"]').fill('CategoriaLink');
    await admin.getByRole('button', { name: 'Filtrar' }).click();
    const escrita = trilha.getByRole('row').filter({ hasText: nome }).filter({ hasText: `CategoriaLink ${id}` });
    await escrita.first().waitFor();
    expect(await escrita.count()).toBe(1);
    expect(await escrita.textContent()).toContain('Sucesso');
    expect(await escrita.textContent()).toContain(`"${categoria}"`);
    await admin.locator('input[name="entidade"]').fill('');
    await admin.locator('input[name="operacao"]').fill('entrar');
    await admin.getByRole('button', { name: 'Filtrar' }).click();
    await trilha.getByRole('row').filter({ hasText: `CategoriaLink ${id}` }).waitFor({ state: 'detached' });
    const entrada = trilha.getByRole('row').filter({ hasText: nome }).filter({ hasText: 'entrar' });
    await entrada.first().waitFor();
    expect(await entrada.first().textContent()).toContain('Sucesso');
  });
});
