import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portaLivre, portasLivresConsecutivas } from '../test/portas.js';
import { CIDADA_DE_DEMONSTRACAO, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';
import { startPortal, type RunningPortal } from './portal.js';

/**
 * A local stand-in for the provider: the widget script (renders a hidden `g-recaptcha-response` with a fresh token,
 * `reset` issues another) and `siteverify` (accepts its own tokens). The gateway refuses a token seen before.
 */
const SCRIPT = `window.grecaptcha = (function () {
  var campos = [], n = 0;
  function token() { n += 1; return 'falso-' + Date.now() + '-' + n; }
  return {
    render: function (lugar) {
      var campo = document.createElement('textarea');
      campo.name = 'g-recaptcha-response'; campo.hidden = true; campo.value = token();
      var texto = document.createElement('span'); texto.textContent = 'reCAPTCHA de teste';
      lugar.appendChild(campo); lugar.appendChild(texto); campos.push(campo);
      return campos.length - 1;
    },
    reset: function (id) { var c = campos[id || 0]; if (c) c.value = token(); },
    getResponse: function (id) { var c = campos[id || 0]; return c ? c.value : ''; }
  };
})();`;

let provedor: Server;
let portal: RunningPortal;
let browser: Browser;
let base: string;

beforeAll(async () => {
  provedor = createServer((req, res) => {
    if (req.url?.startsWith('/api.js')) return void res.setHeader('content-type', 'text/javascript').end(SCRIPT);
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => res.setHeader('content-type', 'application/json').end(JSON.stringify({ success: (new URLSearchParams(corpo).get('response') ?? '').startsWith('falso-') })));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => provedor.once('listening', resolve));
  const origem = `http://127.0.0.1:${(provedor.address() as AddressInfo).port}`;
  portal = await startPortal({
    port: await portasLivresConsecutivas(6),
    pgPort: await portaLivre(),
    varDir: 'var/e2e-recaptcha',
    fresh: true,
    env: { RECAPTCHA_SECRET: 'segredo-de-teste', RECAPTCHA_VERIFY_URL: `${origem}/siteverify`, RECAPTCHA_SITE_KEY: 'chave-do-site', RECAPTCHA_SCRIPT_URL: `${origem}/api.js` },
  });
  base = portal.base;
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  provedor?.close();
});

/** How many e-mails this portal wrote to `endereco` (no SMTP: each one is a file in its var directory). */
async function emailsPara(endereco: string): Promise<number> {
  const pasta = path.resolve('var/e2e-recaptcha/mail');
  const arquivos = await readdir(pasta).catch(() => [] as string[]);
  const textos = await Promise.all(arquivos.map((arquivo) => readFile(path.join(pasta, arquivo), 'utf8')));
  return textos.filter((texto) => texto.includes(endereco)).length;
}

const campoDoToken = (page: Page) => page.locator('textarea[name="g-recaptcha-response"]');

async function preencherFaleConosco(page: Page): Promise<void> {
  await page.locator('#nome').fill('Rita Verificada');
  await page.locator('#email').fill('rita@example.com');
  await page.locator('#assunto').fill('Visita à Assembleia');
  await page.locator('#tipo').selectOption('duvida');
  await page.locator('#mensagem').fill('Como agendar uma visita guiada?');
}

describe('reCAPTCHA on, against a local provider, in Chromium', () => {
  it('forms carry the widget token and work; a missing or reused token is refused with a clear message', async () => {
    const page = await browser.newPage();
    await screenshotOnFailure(page, 'recaptcha-formularios', async () => {
      await page.goto(`${base}/fale-conosco`, { waitUntil: 'networkidle' });
      await page.getByText('reCAPTCHA de teste').waitFor();
      await preencherFaleConosco(page);
      const usado = await campoDoToken(page).inputValue();
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await page.getByRole('status').filter({ hasText: /Protocolo nº \d+/ }).waitFor();
      // The widget starts over after each send: a new token.
      await expect.poll(() => campoDoToken(page).inputValue()).not.toBe(usado);

      await preencherFaleConosco(page);
      await campoDoToken(page).evaluate((campo, token) => ((campo as HTMLTextAreaElement).value = token), usado);
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await page.getByRole('alert').filter({ hasText: 'Não foi possível validar o reCAPTCHA. Tente novamente.' }).waitFor();

      await preencherFaleConosco(page);
      await campoDoToken(page).evaluate((campo) => campo.remove());
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await page.getByRole('alert').filter({ hasText: 'Não foi possível validar o reCAPTCHA. Tente novamente.' }).waitFor();

      await page.goto(`${base}/transparencia/solicitacoes-informacao`, { waitUntil: 'networkidle' });
      await page.getByText('reCAPTCHA de teste').waitFor();
      await page.locator('#tipoPessoa').selectOption('juridica');
      await page.locator('#nome').fill('Jornal do Cerrado Ltda.');
      await page.locator('#email').fill('redacao@example.com');
      await page.locator('#pedido').fill('Lista das sessões solenes de 2025.');
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      await page.getByRole('status').filter({ hasText: 'Pedido registrado' }).waitFor();
      await campoDoToken(page).evaluate((campo) => campo.remove());
      await page.locator('#tipoPessoa').selectOption('juridica');
      await page.locator('#nome').fill('Jornal do Cerrado Ltda.');
      await page.locator('#email').fill('redacao@example.com');
      await page.locator('#pedido').fill('Outro pedido.');
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      await page.getByRole('alert').filter({ hasText: 'Não foi possível validar o reCAPTCHA. Tente novamente.' }).waitFor();
    });
    await page.close();
  });

  it('citizens sign up through the widget; a missing or reused token is refused and nothing is stored', async () => {
    const page = await browser.newPage();
    const n = Date.now();
    const [email, semToken, reusado] = [`recaptcha.ok.${n}@example.com`, `recaptcha.sem-token.${n}@example.com`, `recaptcha.reuso.${n}@example.com`];
    const preencher = async (endereco: string) => {
      await page.locator('#cadastro-nome').fill('Rui Verificado');
      await page.locator('#cadastro-email').fill(endereco);
      await page.locator('#cadastro-senha').fill('senha-forte-123');
      await page.locator('#cadastro-confirmacao').fill('senha-forte-123');
      await page.locator('#cadastro-aceite').check();
    };
    const recusado = page.getByRole('alert').filter({ hasText: 'Não foi possível validar o reCAPTCHA. Tente novamente.' });
    await screenshotOnFailure(page, 'recaptcha-cadastro', async () => {
      await page.goto(`${base}/cidadao/cadastro`, { waitUntil: 'networkidle' });
      await page.getByText('reCAPTCHA de teste').waitFor();
      await preencher(semToken);
      await campoDoToken(page).evaluate((campo) => ((campo as HTMLTextAreaElement).value = ''));
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await recusado.waitFor();

      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText('reCAPTCHA de teste').waitFor();
      await preencher(email);
      const usado = await campoDoToken(page).inputValue();
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await page.getByRole('status').getByText('Quase lá!').waitFor();

      await page.goto(`${base}/cidadao/cadastro`, { waitUntil: 'networkidle' });
      await page.getByText('reCAPTCHA de teste').waitFor();
      await preencher(reusado);
      await campoDoToken(page).evaluate((campo, token) => ((campo as HTMLTextAreaElement).value = token), usado);
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await recusado.waitFor();
    });
    await page.close();
    // Only the sign-up with a fresh token got a confirmation e-mail: the refused ones stored nothing.
    await expect.poll(() => emailsPara(email), { timeout: 20_000 }).toBe(1);
    expect(await emailsPara(semToken)).toBe(0);
    expect(await emailsPara(reusado)).toBe(0);
  });

  it('staff and citizens sign in through the widget', async () => {
    const page = await browser.newPage();
    await screenshotOnFailure(page, 'recaptcha-logins', async () => {
      await entrarNoAdmin(page, base);
      await page.goto(`${base}/cidadao/entrar`, { waitUntil: 'networkidle' });
      await page.getByText('reCAPTCHA de teste').waitFor();
      await page.locator('#entrar-email').fill(CIDADA_DE_DEMONSTRACAO.email);
      await page.locator('#entrar-senha').fill(CIDADA_DE_DEMONSTRACAO.senha);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/cidadao/entrar'));
    });
    await page.close();
  });
});
