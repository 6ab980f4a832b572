// Staff accounts and the audit trail (issue 21, items 3 and 4): an administrator creates a user with an assignment
// and two permissions; that user signs in, saves a record of a catalog register allowed by one of them and is denied
// elsewhere; the administrator then sees the user's login and write in the audit trail. A forgotten password is
// reset by a link the administrator sends to the account's e-mail.
import { CATEGORIAS_LINKS } from '@alego/catalog';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { criarUsuarioPeloAdmin, entrarNoAdmin, graphql, linkDoEmail, tokenDe, violacoesGraves } from './apoio.js';
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
    // Only what the portal checks is offered: a right nothing checks is not even a choice.
    await admin.goto(`${base}/admin/usuarios`, { waitUntil: 'networkidle' });
    await admin.getByRole('button', { name: 'Novo usuário' }).click();
    const formulario = admin.getByRole('form', { name: 'Novo usuário' });
    await formulario.locator('label').filter({ hasText: /^api\/admin\/contatos$/ }).waitFor();
    expect(await formulario.locator('label').filter({ hasText: /^api\/admin\/enquetes$/ }).count()).toBe(0);
    expect(await formulario.locator('label').filter({ hasText: /^api\/admin\/contatos$/ }).count()).toBe(1);
    await criarUsuarioPeloAdmin(admin, base, { login, nome, senha: SENHA, lotacao: 'DTI —', permissoes: ['api/admin/categorias_links', 'api/admin/lotacoes#update'] });

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

  it('an administrator sends a password link; the staff member sets a new password from the e-mail and signs in with it', async () => {
    const sufixo = Date.now().toString(36);
    const login = `esquecida.${sufixo}`;
    const email = `esquecida.${sufixo}@al.go.leg.br`;
    const token = await tokenDe(base, 'admin');
    const { lotacoes } = await graphql<{ lotacoes: { itens: { id: string; sigla: string }[] } }>(base, '{ lotacoes(filtro: { termo: "DTI" }) { itens { id sigla } } }', { token });
    const dti = lotacoes.itens.find((l) => l.sigla === 'DTI')!.id;
    await graphql(base, 'mutation($dados: UsuarioInput!) { criarUsuario(dados: $dados) { id } }', {
      variables: { dados: { login, nome: `Servidora Esquecida ${sufixo}`, email, lotacaoPadraoId: dti, senha: SENHA, permissoes: ['api/admin/categorias_links'] } },
      token,
    });

    const admin = await (await browser.newContext()).newPage();
    await entrarNoAdmin(admin, base);
    await admin.goto(`${base}/admin/usuarios`, { waitUntil: 'networkidle' });
    await admin.getByRole('textbox', { name: 'Buscar por nome ou login' }).fill(login);
    await admin.getByRole('button', { name: 'Buscar' }).click();
    const linha = admin.getByRole('table', { name: 'Usuários' }).getByRole('row').filter({ hasText: login });
    await linha.getByRole('button', { name: 'Enviar link de senha' }).click();
    const dialogo = admin.getByRole('alertdialog');
    await dialogo.getByText(`Enviar para ${email} um link`).waitFor();
    await dialogo.getByRole('button', { name: 'SIM' }).click();
    await admin.getByText(`Link para definir a senha enviado para ${email}.`).first().waitFor();

    const servidora = await (await browser.newContext()).newPage();
    const link = await linkDoEmail(email, '/admin/definir-senha');
    await servidora.goto(link.replace(/^https?:\/\/[^/]+/, base), { waitUntil: 'networkidle' });
    await servidora.getByRole('heading', { name: 'Definir senha' }).waitFor();
    await servidora.getByText(login).waitFor();
    expect(await violacoesGraves(servidora)).toEqual([]);
    // The two fields must agree before anything is sent; a weak password gets the server's rule.
    await servidora.getByLabel(/^Nova senha/).fill('Nova-Senha-2026');
    await servidora.getByLabel(/^Confirme a nova senha/).fill('Outra-Senha-2026');
    await servidora.getByRole('button', { name: 'Definir senha' }).click();
    await servidora.getByText('As senhas não conferem.').waitFor();
    // A weak one is refused on the page, by the catalog's rule, before anything is sent...
    await servidora.getByLabel(/^Nova senha/).fill('abc');
    await servidora.getByLabel(/^Confirme a nova senha/).fill('abc');
    await servidora.getByRole('button', { name: 'Definir senha' }).click();
    await servidora.getByText('A senha deve ter pelo menos 8 caracteres, com letras e números.').waitFor();
    // ...and one on the server's list of common passwords by the server, whose message is shown as it comes.
    await servidora.getByLabel(/^Nova senha/).fill('Assembleia2026');
    await servidora.getByLabel(/^Confirme a nova senha/).fill('Assembleia2026');
    await servidora.getByRole('button', { name: 'Definir senha' }).click();
    await servidora.getByRole('alert').filter({ hasText: /senha é muito comum/i }).first().waitFor();
    expect(await violacoesGraves(servidora)).toEqual([]);
    await servidora.getByLabel(/^Nova senha/).fill('Nova-Senha-2026');
    await servidora.getByLabel(/^Confirme a nova senha/).fill('Nova-Senha-2026');
    await servidora.getByRole('button', { name: 'Definir senha' }).click();
    await servidora.getByRole('status').filter({ hasText: 'Senha definida. Entre com o seu login e a nova senha.' }).waitFor();
    // The password went in the request body only, never into an address.
    expect(servidora.url()).not.toContain('Nova-Senha');

    // The old password no longer opens a session; the new one does; the link does not work twice.
    const antiga = await fetch(`${base}/alego/permissoes/login.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, senha: SENHA }) });
    expect(antiga.status).toBe(401);
    await servidora.getByRole('link', { name: 'Ir para o acesso da equipe' }).click();
    await entrarNoAdmin(servidora, base, login, 'Nova-Senha-2026');
    const outra = await (await browser.newContext()).newPage();
    await outra.goto(link.replace(/^https?:\/\/[^/]+/, base), { waitUntil: 'networkidle' });
    await outra.getByRole('alert').filter({ hasText: 'Link inválido ou expirado.' }).waitFor();
  });
});
