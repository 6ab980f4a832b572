import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;
/** The protocol the keyboard journey received, answered by staff in the last test. */
let protocoloEnviado = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Foco {
  tag: string;
  id: string;
  texto: string;
  href: string | null;
  nome: string | null;
}

function foco(page: Page): Promise<Foco> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      texto: (el?.textContent ?? '').trim().replace(/\s+/g, ' '),
      href: el?.getAttribute('href') ?? null,
      nome: el?.getAttribute('name') ?? null,
    };
  });
}

/** Presses Tab until the focused element matches (at most `limite` times); only the keyboard moves focus. */
async function tabAte(page: Page, condicao: (f: Foco) => boolean, limite = 60): Promise<Foco> {
  for (let i = 0; i < limite; i++) {
    await page.keyboard.press('Tab');
    const atual = await foco(page);
    if (condicao(atual)) return atual;
  }
  throw new Error(`Nenhum elemento atendeu à condição em ${limite} tabulações; foco em ${JSON.stringify(await foco(page))}`);
}

describe('keyboard only (Tab, Enter, Alt+N): read a news item and write to the Assembly', () => {
  it('reaches a news item from the home page and reads it, then sends the contact form and sees the protocol', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await screenshotOnFailure(page, 'teclado-jornada', async () => {
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });

      // The first Tab stop is the skip link; Alt+1 jumps to the content.
      expect((await tabAte(page, () => true, 1)).texto).toBe('Ir para o conteúdo');
      await page.keyboard.press('Alt+1');
      expect((await foco(page)).id).toBe('conteudo');

      // From the content, Tab to the first news link and open it with Enter.
      const link = await tabAte(page, (f) => f.tag === 'a' && /^\/noticias\/\d+/.test(f.href ?? ''));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/noticias\/\d+/);
      // The router changes the address before React paints the article (a transition), and the home page has an h1
      // too: under load the first one read was the home's. Wait for the article's own title, the one the link named.
      const titulo = page.getByRole('heading', { level: 1 });
      const tituloDoArtigo = async () => ((await titulo.textContent()) ?? '').trim();
      await expect.poll(async () => link.texto.includes((await tituloDoArtigo()).slice(0, 20)), { timeout: 30_000 }).toBe(true);
      const tituloTexto = await tituloDoArtigo();
      // Reading: Alt+1 puts the keyboard at the article, which holds its title and body.
      await page.keyboard.press('Alt+1');
      expect((await foco(page)).id).toBe('conteudo');
      expect(await page.locator('#conteudo article, #conteudo').first().textContent()).toContain(tituloTexto);

      // Alt+4 goes to the footer; its "Fale conosco" link leads to the form.
      await page.keyboard.press('Alt+4');
      expect((await foco(page)).id).toBe('rodape');
      await tabAte(page, (f) => f.texto === 'Fale conosco', 5);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${base}/fale-conosco`);
      await page.getByRole('heading', { level: 1, name: 'Fale conosco' }).waitFor();
      await page.waitForLoadState('networkidle');

      // An empty form: errors next to the fields, focus on the first one.
      await page.keyboard.press('Alt+1');
      await tabAte(page, (f) => f.tag === 'button' && f.texto === 'Enviar mensagem');
      await page.keyboard.press('Enter');
      await page.getByText('Informe o seu nome.').waitFor();
      expect(await foco(page)).toMatchObject({ nome: 'nome' });
      expect(await page.getByRole('textbox', { name: /^Nome/ }).getAttribute('aria-invalid')).toBe('true');

      // Fill every field by keyboard.
      await page.keyboard.type('Joana Teclado');
      await page.keyboard.press('Tab');
      await page.keyboard.type('joana.teclado@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('(62) 3221-3000');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Acessibilidade do portal');
      await page.keyboard.press('Tab');
      expect((await foco(page)).nome).toBe('tipo');
      await page.keyboard.type('Sugest');
      expect(await page.locator('select[name="tipo"]').inputValue()).toBe('sugestao');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Os atalhos de teclado ajudam muito. Obrigada!');
      await page.keyboard.press('Tab');
      expect((await foco(page)).texto).toBe('Enviar mensagem');
      await page.keyboard.press('Enter');

      const protocolo = page.getByText(/^Protocolo nº \d{10,}$/);
      await protocolo.waitFor();
      protocoloEnviado = /\d{10,}/.exec((await protocolo.textContent())!)![0];
      expect(await page.getByRole('status').filter({ hasText: 'Protocolo nº' }).textContent()).toContain('Guarde o número de protocolo');
      // The focus follows the confirmation, so screen-reader and keyboard users land on it.
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/Protocolo nº \d{10,}/);
    });
    await context.close();
  });

  it('Alt+N and the high-contrast and text-size buttons work before hydration, and the choice holds on the next page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // No bundle at all: only the server's HTML and its inline script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await screenshotOnFailure(page, 'teclado-sem-hidratacao', async () => {
      await page.goto(`${base}/noticias`, { waitUntil: 'domcontentloaded' });
      // From the top of the page: skip link, the four shortcuts, "Acessibilidade", then the buttons.
      const botao = await tabAte(page, (f) => f.texto === 'Alto contraste', 10);
      expect(botao.tag).toBe('button');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect((await foco(page)).texto).toBe('A+ (aumentar o texto)');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => [document.documentElement.className, document.documentElement.dataset.fonte])).toEqual(['alto-contraste', '1']);
      expect(await page.locator('[data-acessibilidade="contraste"]').getAttribute('aria-pressed')).toBe('true');

      await page.keyboard.press('Alt+2');
      expect((await foco(page)).id).toBe('menu');
      await page.keyboard.press('Alt+4');
      expect((await foco(page)).id).toBe('rodape');

      // The search form works without JavaScript too (a plain GET), and the next page keeps the choice from the first paint.
      await page.keyboard.press('Alt+3');
      await page.keyboard.type('orçamento');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/alego_search\/buscar\?termo=/);
      expect(await page.evaluate(() => [document.documentElement.className, document.documentElement.dataset.fonte])).toEqual(['alto-contraste', '1']);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'alego_acessibilidade')?.value).toBe('1.1');
      // The server itself renders the choice from the cookie.
      const html = await (await fetch(`${base}/acessibilidade`, { headers: { cookie: 'alego_acessibilidade=1.1' } })).text();
      expect(html).toContain('<html lang="pt-BR" class="alto-contraste" data-fonte="1">');
    });
    await context.close();
  });
});

describe('fale conosco without JavaScript', () => {
  it('sends the form as a plain POST and shows the protocol, or the field messages', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await screenshotOnFailure(page, 'fale-conosco-sem-js', async () => {
      await page.goto(`${base}/fale-conosco`);
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await page.waitForURL(/\/fale-conosco\?erro=/);
      await page.getByText('Informe o seu nome.').waitFor();
      expect(await page.getByRole('textbox', { name: /^Nome/ }).getAttribute('aria-invalid')).toBe('true');

      await page.getByRole('textbox', { name: /^Nome/ }).fill('Célia Sem Script');
      await page.getByRole('textbox', { name: /^E-mail/ }).fill('celia@example.com');
      await page.getByRole('textbox', { name: /^Assunto/ }).fill('Horário de visitas');
      await page.getByRole('combobox', { name: /Objetivo/ }).selectOption('duvida');
      await page.getByRole('textbox', { name: /Mensagem/ }).fill('Qual o horário de visitas ao plenário?');
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await page.waitForURL(/\/fale-conosco\?protocolo=\d{10,}/);
      await page.getByText(/^Protocolo nº \d{10,}$/).waitFor();
    });
    await context.close();
  });
});

describe('fale conosco in the admin, in Chromium', () => {
  it('staff see the message under "Aguardando" with the menu badge, answer it in the modal and find it under "Finalizadas"', async () => {
    expect(protocoloEnviado).not.toBe('');
    const context = await browser.newContext();
    const page = await context.newPage();
    await screenshotOnFailure(page, 'fale-conosco-admin', async () => {
      await entrarNoAdmin(page, base);
      await page.goto(`${base}/admin/fale-conosco?protocolo=${protocoloEnviado}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: /Fale conosco/ }).filter({ hasText: /\d/ }).first().waitFor();
      await page.getByText('Acessibilidade do portal').first().waitFor();

      await page.getByRole('button', { name: 'Responder' }).first().click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('button', { name: 'Enviar resposta' }).click();
      await modal.getByText('O conteúdo da resposta é obrigatório').waitFor();
      await modal.getByRole('textbox', { name: /Resposta/ }).fill('Obrigado pela sugestão; encaminhamos à equipe do portal.');
      await modal.getByRole('button', { name: 'Enviar resposta' }).click();
      await page.getByText('Resposta registrada com sucesso.').waitFor();

      await page.goto(`${base}/admin/fale-conosco?aba=finalizadas&protocolo=${protocoloEnviado}`, { waitUntil: 'networkidle' });
      await page.getByText('Acessibilidade do portal').first().waitFor();
      expect(page.url()).toContain('aba=finalizadas');
    });
    await context.close();
  });
});
