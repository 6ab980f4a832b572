import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
