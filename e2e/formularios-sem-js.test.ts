import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkDoEmail } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

/*
 * The citizen forms in Chromium with JavaScript off (as on a slow phone before the script runs): each one posts to
 * the gateway and the result shows in Portuguese; no typed value ever shows in a URL (address bar, history entry or
 * any request). The gateway's log lines are checked in gateway/src/rest/opine-cidadao.test.ts.
 */

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every URL the context asks for or shows (requests and each page's navigations, i.e. its history entries). */
function registrarUrls(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  context.on('page', (page) => page.on('framenavigated', (frame) => urls.push(frame.url())));
  return urls;
}

describe('citizen forms without JavaScript', () => {
  it('sign up, log in, recover the password and resend the confirmation by POST, values never in a URL', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const urls = registrarUrls(context);
    const page = await context.newPage();
    const email = `sem.script.${Date.now()}@example.com`;
    const senha = 'segredo-sem-js-1';
    const novaSenha = 'outro-segredo-2';
    const nome = 'Clara Sem Script';
    await screenshotOnFailure(page, 'cidadao-sem-js', async () => {
      await page.goto(`${base}/cidadao/cadastro`);
      await page.locator('#cadastro-nome').fill(nome);
      await page.locator('#cadastro-email').fill(email);
      await page.locator('#cadastro-senha').fill(senha);
      await page.locator('#cadastro-confirmacao').fill('nao-confere-9');
      await page.locator('#cadastro-aceite').check();
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await page.getByRole('alert').getByText('A confirmação não confere com a senha.').waitFor();

      await page.locator('#cadastro-nome').fill(nome);
      await page.locator('#cadastro-email').fill(email);
      await page.locator('#cadastro-senha').fill(senha);
      await page.locator('#cadastro-confirmacao').fill(senha);
      await page.locator('#cadastro-aceite').check();
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await page.getByRole('status').getByText('Quase lá!').waitFor();

      await page.goto(`${base}/cidadao/entrar`);
      await page.locator('#entrar-email').fill(email);
      await page.locator('#entrar-senha').fill(senha);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByRole('alert').getByText('Confirme seu cadastro pelo link enviado ao seu e-mail.').waitFor();
      await page.getByRole('link', { name: 'Reenviar o e-mail de confirmação' }).waitFor();

      const confirmacao = new URL(await linkDoEmail(email, '/cidadao/confirmar-cadastro'));
      const confirmado = await fetch(`${base}/api/opine-cidadao${confirmacao.pathname.replace('/cidadao', '')}`);
      expect(confirmado.status).toBe(200);

      await page.goto(`${base}/cidadao/entrar?destino=${encodeURIComponent('/cidadao/perfil')}`);
      await page.locator('#entrar-email').fill(email);
      await page.locator('#entrar-senha').fill('senha-errada-7');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByRole('alert').getByText('E-mail ou senha inválidos.').waitFor();

      await page.locator('#entrar-email').fill(email);
      await page.locator('#entrar-senha').fill(senha);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(/#token=/);
      const entrada = page.url();
      // With the script (a phone whose script arrives after the post), the page keeps the session and goes on; checked
      // now, since the password reset below ends every session of the account (issue 13, item 9).
      const comScript = await browser.newContext();
      const aba = await comScript.newPage();
      await aba.goto(entrada);
      await aba.waitForURL(`${base}/cidadao/perfil`);
      await expect.poll(() => aba.locator('#perfil-nome').inputValue()).toBe(nome);
      await comScript.close();

      await page.goto(`${base}/cidadao/esqueci-senha`);
      await page.locator('#esqueci-email').fill(email);
      await page.getByRole('button', { name: 'Enviar link' }).click();
      await page.getByRole('status').getByText(/você receberá um link para criar uma nova senha/).waitFor();
      const recuperacao = await linkDoEmail(email, '/cidadao/recuperar-senha');
      await page.goto(recuperacao.replace(/^https?:\/\/[^/]+/, base));
      await page.locator('#recuperar-senha').fill(novaSenha);
      await page.locator('#recuperar-confirmacao').fill(novaSenha);
      await page.getByRole('button', { name: 'Salvar nova senha' }).click();
      await page.getByRole('status').getByText('Senha alterada. Você já pode entrar com a nova senha.').waitFor();

      await page.goto(`${base}/cidadao/reenviar-confirmacao`);
      await page.locator('#reenviar-email').fill(email);
      await page.getByRole('button', { name: /reenviar/i }).click();
      await page.getByRole('status').waitFor();
      expect(await page.getByRole('status').textContent()).toMatch(/\S/);

      for (const valor of [email, senha, novaSenha, nome, 'nao-confere-9', 'senha-errada-7']) {
        const formas = [valor, encodeURIComponent(valor), new URLSearchParams({ v: valor }).toString().slice(2)];
        const vazadas = urls.filter((url) => formas.some((forma) => url.includes(forma)));
        expect(vazadas, valor).toEqual([]);
      }
    });
    await context.close();
  });

  it('files an information request (LAI) by POST: messages in Portuguese on bad input, then the protocol and deadline', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const urls = registrarUrls(context);
    const page = await context.newPage();
    const email = `lai.sem.script.${Date.now()}@example.com`;
    const pedido = 'Cópia das atas da Mesa Diretora de 2025.';
    await screenshotOnFailure(page, 'lai-sem-js', async () => {
      await page.goto(`${base}/transparencia/solicitacoes-informacao`);
      await page.locator('#nome').fill('Caio Sem Script');
      await page.locator('#email').fill('caio-sem-arroba');
      await page.locator('#pedido').fill(pedido);
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      await page.waitForURL(/\/transparencia\/solicitacoes-informacao\?erro=/);
      await page.locator('#tipoPessoa-erro').getByText('Selecione o tipo de pessoa.').waitFor();
      await page.locator('#email-erro').getByText('Informe um e-mail válido.').waitFor();
      expect(await page.locator('#tipoPessoa').getAttribute('aria-invalid')).toBe('true');

      await page.locator('#tipoPessoa').selectOption('fisica');
      await page.locator('#nome').fill('Caio Sem Script');
      await page.locator('#email').fill(email);
      await page.locator('#pedido').fill(pedido);
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      const aviso = page.getByRole('status').filter({ hasText: 'Pedido registrado' });
      await aviso.waitFor();
      const protocolo = /Protocolo nº (\d+)/.exec(await aviso.innerText())![1]!;
      await aviso.getByText(/Prazo de resposta: \d{2}\/\d{2}\/\d{4}\./).waitFor();

      // Stored once: the consult (read on the server) finds it.
      await page.goto(`${base}/transparencia/solicitacoes-informacao/consulta?protocolo=${protocolo}&email=${encodeURIComponent(email)}`);
      await page.getByRole('heading', { name: `Protocolo nº ${protocolo}: Aguardando resposta` }).waitFor();
      await page.getByText(pedido).waitFor();
    });
    // What was typed never travels in an address (the consult link above is the visitor's own lookup).
    const antesDaConsulta = urls.filter((url) => !url.includes('/consulta?'));
    for (const valor of ['Caio Sem Script', 'caio-sem-arroba', pedido]) {
      const formas = [valor, encodeURIComponent(valor), new URLSearchParams({ v: valor }).toString().slice(2)];
      expect(antesDaConsulta.filter((url) => formas.some((forma) => url.includes(forma))), valor).toEqual([]);
    }
    await context.close();
  });
});
