import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Console errors, page errors and requests that leave this machine, collected while a page is used. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`http ${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) problems.push(`external: ${request.url()}`);
  });
  return problems;
}

describe('public site in Chromium', () => {
  it('renders the home page on the server and hydrates it without errors', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    await screenshotOnFailure(page, 'home', async () => {
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await expect(page.title()).resolves.toBe('Início | Assembleia Legislativa');
      await page.getByText('Plenário aprova em primeira votação a Lei de Diretrizes Orçamentárias para 2026').first().waitFor();
      await page.getByText('Amélia Carvalhais').first().waitFor();
      expect(await page.locator('main#conteudo').count()).toBe(1);
      // A reading page hydrates on the first gesture (here the keyboard); then a link click is handled by the client
      // router, without a new document load.
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => performance.getEntriesByName('alego:hidratado').length > 0);
      await page.evaluate(() => Object.assign(window, { marcadorDeHidratacao: true }));
      await page.getByRole('navigation').getByRole('link', { name: 'Notícias' }).first().click();
      await page.waitForURL(`${base}/noticias`);
      await expect(page.evaluate(() => 'marcadorDeHidratacao' in window)).resolves.toBe(true);
      expect(problems.filter((p) => !p.includes('/noticias'))).toEqual([]);
    });
    await page.close();
  });

  it('hydrates with the dates and numbers the server formatted, creating no Intl formatter until a page needs a new text', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    // Counts every formatter the page creates: the first one of a tab loads ICU data (tens to hundreds of ms).
    await page.addInitScript(() => {
      const contador = window as unknown as { formatadoresCriados: number };
      contador.formatadoresCriados = 0;
      const contando = <T extends new (...args: never[]) => object>(construtor: T): T =>
        new Proxy(construtor, {
          construct(alvo, args: unknown[]) {
            contador.formatadoresCriados++;
            return Reflect.construct(alvo, args) as object;
          },
        });
      Intl.DateTimeFormat = contando(Intl.DateTimeFormat);
      Intl.NumberFormat = contando(Intl.NumberFormat);
    });
    const hidratada = () => page.waitForFunction(() => performance.getEntriesByName('alego:hidratado').length > 0);
    const criados = () => page.evaluate(() => (window as unknown as { formatadoresCriados: number }).formatadoresCriados);
    await screenshotOnFailure(page, 'formatos-do-servidor', async () => {
      await page.goto(`${base}/`);
      await page.keyboard.press('Tab');
      await hidratada();
      await expect(page.locator('main').getByText(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/).first().isVisible()).resolves.toBe(true);
      await expect(page.locator('main').getByText(/R\$\s?[\d.]+,\d{2}/).first().isVisible()).resolves.toBe(true);
      expect(await criados()).toBe(0);
      await page.evaluate(() => Object.assign(window, { mesmoDocumento: true }));
      // A page the server did not render for this tab (its dates are not among the home page's): a formatter made in
      // the browser writes them.
      await page.getByRole('link', { name: 'Galerias de fotos' }).first().click();
      await page.waitForURL(`${base}/galerias`);
      await page.locator('main').getByText(/· \d{2}\/\d{2}\/\d{4}$/).first().waitFor();
      await expect(page.evaluate(() => 'mesmoDocumento' in window)).resolves.toBe(true);
      expect(await criados()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
    await page.close();
  });

  it('hydrates the news pages without errors, following the canonical redirect', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    await screenshotOnFailure(page, 'noticias', async () => {
      for (const rota of ['/noticias', '/noticias/1', '/discursos', '/noticias?pagina=2']) {
        await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        await page.keyboard.press('Tab');
        await page.waitForFunction(() => performance.getEntriesByName('alego:hidratado').length > 0);
      }
      expect(new URL(page.url()).pathname).toBe('/noticias');
      expect(problems).toEqual([]);
    });
    await page.close();
  });

  it('reads with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await screenshotOnFailure(page, 'home-sem-js', async () => {
      await page.goto(`${base}/`);
      await page.getByText('Comissão de Saúde realiza audiência pública sobre filas de cirurgias eletivas').first().waitFor();
      await page.getByText('Wagner Fontoura').first().waitFor();
    });
    await context.close();
  });

  it('offers a skip link as the first keyboard stop, which moves focus to the content', async () => {
    const page = await browser.newPage();
    await screenshotOnFailure(page, 'skip-link', async () => {
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(focused).toBe('Ir para o conteúdo');
      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('conteudo');
    });
    await page.close();
  });
});

describe('admin and explorer in Chromium', () => {
  it('sends a signed-out visitor of an unknown admin route to the login screen, which refuses an empty form without calling the server', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/alego/permissoes/login')) logins.push(request.url());
    });
    await screenshotOnFailure(page, 'admin-login', async () => {
      // Signed out, the shell (where unknown addresses get their 404 page) sends to the login first.
      await page.goto(`${base}/admin/rota/desconhecida`, { waitUntil: 'networkidle' });
      await page.waitForURL(`${base}/admin/acesso`, { waitUntil: 'networkidle' });
      await expect(page.title()).resolves.toMatch(/ \| Admin$/);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Preencha todos os campos obrigatórios').first().waitFor();
      expect(logins).toEqual([]);
      expect(problems).toEqual([]);
    });
    await page.close();
  });

  it('runs the default query in the GraphQL explorer from local assets only', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    await screenshotOnFailure(page, 'explorer', async () => {
      await page.goto(`${base}/graphql`, { waitUntil: 'networkidle' });
      await page.locator('.graphiql-container').waitFor();
      // GraphiQL builds its editors after the first paint; until the query editor holds the default query, ▶ runs nothing.
      await page.locator('.graphiql-query-editor').getByText('noticias(pagina: 1').first().waitFor();
      const answer = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST');
      await page.getByRole('button', { name: /execute|executar/i }).first().click();
      const response = await answer;
      expect(response.status()).toBe(200);
      expect(JSON.stringify(await response.json())).toContain('partido');
      expect(problems.filter((p) => p.startsWith('external'))).toEqual([]);
    });
    await page.close();
  });
});

describe('staff login in Chromium', () => {
  it('logs a staff member in, shows the shell with their name, and logs out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watch(page);
    await screenshotOnFailure(page, 'admin-login-real', async () => {
      await page.goto(`${base}/admin/acesso`, { waitUntil: 'networkidle' });
      await page.locator('input[autocomplete="username"]').fill('editor');
      await page.locator('input[autocomplete="current-password"]').fill('senha-errada');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Login ou senha inválidos.').first().waitFor();
      await page.locator('input[autocomplete="current-password"]').fill('Alego@2026');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Rafael Editor (Comunicação)').first().waitFor();
      // After login: the dashboard of pending work (issue 14).
      await page.waitForURL(`${base}/admin/painel`);
      await page.getByRole('heading', { level: 1, name: 'Painel de pendências' }).waitFor();
      await page.getByRole('button', { name: 'Sair' }).or(page.getByRole('link', { name: 'Sair' })).first().click();
      await page.waitForURL(`${base}/admin/acesso**`);
      // The browser's cookie jar, after logout: the server-side session is over.
      expect((await context.request.get(`${base}/alego/permissoes/token.json`)).status()).toBe(401);
      // The only failed requests are the deliberate wrong password and the renewal after logout.
      expect(problems.filter((p) => !p.includes('/alego/permissoes/login.json') && !p.includes('/alego/permissoes/token.json') && !p.includes('status of 401'))).toEqual([]);
    });
    await context.close();
  });
});
