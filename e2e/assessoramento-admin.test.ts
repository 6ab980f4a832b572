// The thematic advisory as one admin screen with three tabs (back-office §2, docs/microsites.md), and the procuradoria
// list's tabs (?aba) and its table/card toggle remembered per user in the browser: keyboard, addresses, the generic
// pieces in each tab, denied without the permission, axe clean.
import { TELA_ASSESSORAMENTO } from '@alego/catalog';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const aba = (page: Page, nome: string) => page.getByRole('tab', { name: nome, exact: true });

describe('admin: assessoramento temático e procuradoria, in Chromium', () => {
  it('one menu item, three tabs driven by the keyboard and the address; each tab lists, creates and returns to itself', { timeout: 120_000 }, async () => {
    const page = await (await browser.newContext()).newPage();
    await entrarNoAdmin(page, base, 'admin');
    await screenshotOnFailure(page, 'assessoramento-abas', async () => {
      const menu = page.getByRole('navigation', { name: 'Menu da administração' });
      expect(await menu.getByRole('link', { name: /^Assessoramento:/ }).count()).toBe(0);
      await menu.getByRole('link', { name: TELA_ASSESSORAMENTO.rotulo, exact: true }).click();
      await page.waitForURL(`${base}/admin${TELA_ASSESSORAMENTO.caminho}`);
      await page.getByRole('heading', { name: TELA_ASSESSORAMENTO.rotulo, level: 1 }).waitFor();
      expect(await page.title()).toBe(`${TELA_ASSESSORAMENTO.rotulo} | Admin`);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByRole('tablist', { name: TELA_ASSESSORAMENTO.rotulo }).getByRole('tab').allTextContents()).toEqual(['Descrição', 'Corpo Técnico', 'Materiais']);
      expect(await aba(page, 'Descrição').getAttribute('aria-selected')).toBe('true');
      // The description tab is the generic list of the information records, in its tab panel.
      const painel = page.getByRole('tabpanel', { name: 'Descrição' });
      await painel.getByRole('cell', { name: 'Assessoramento Temático', exact: true }).first().waitFor();
      expect(await painel.getByRole('columnheader').allTextContents()).toEqual(['Seção', 'Ordem', 'Título', 'Ações']);
      expect(await violacoesGraves(page)).toEqual([]);

      // Keyboard: the arrow moves to the next tab, which opens its list at its own address; the focus stays on the tab.
      await aba(page, 'Descrição').focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(`${base}/admin/assessoramento_tematico/corpo_tecnico`);
      const corpo = page.getByRole('tabpanel', { name: 'Corpo Técnico' });
      await corpo.getByRole('columnheader', { name: 'Nome' }).waitFor();
      expect(await aba(page, 'Corpo Técnico').getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Corpo Técnico');

      // Empty state: a search with no match, in the tab.
      await corpo.getByRole('textbox', { name: 'Buscar' }).fill('nenhum-membro-com-este-nome');
      await corpo.getByRole('button', { name: 'Buscar' }).click();
      await corpo.getByText('Nenhum registro encontrado.').waitFor();

      // A new member from the tab: the generic form, then its page, then back to the tab.
      const nome = `Membro E2E ${Date.now().toString(36)}`;
      await page.goto(`${base}/admin/assessoramento_tematico/corpo_tecnico`, { waitUntil: 'networkidle' });
      await page.getByRole('tabpanel', { name: 'Corpo Técnico' }).getByRole('link', { name: 'Novo', exact: true }).click();
      await page.waitForURL(`${base}/admin/assessoramento_tematico/corpo_tecnico/new`);
      await page.getByRole('textbox', { name: 'Nome' }).fill(nome);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/admin\/assessoramento_tematico\/corpo_tecnico\/\d+$/);
      await page.getByText(nome).first().waitFor();
      await page.getByRole('link', { name: 'Voltar' }).click();
      await page.waitForURL(`${base}/admin/assessoramento_tematico/corpo_tecnico`);
      expect(await aba(page, 'Corpo Técnico').getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tabpanel', { name: 'Corpo Técnico' }).getByRole('cell', { name: nome }).waitFor();

      // The materials tab by its address (a reload keeps it), with the type filter of the generic list.
      await page.goto(`${base}/admin/assessoramento_tematico/materiais`, { waitUntil: 'networkidle' });
      expect(await aba(page, 'Materiais').getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tabpanel', { name: 'Materiais' }).getByRole('combobox', { name: 'Tipo' }).waitFor();
      expect(await violacoesGraves(page)).toEqual([]);
      // Error state: the list's query fails; "Tentar novamente" loads it once the API answers again.
      const falhar = (rota: Route) => (rota.request().postData()?.includes('MateriaisAssessoramentoAdmin') ? rota.fulfill({ status: 500, body: 'erro' }) : rota.fallback());
      await page.route('**/graphql', falhar);
      await page.reload({ waitUntil: 'networkidle' });
      const materiais = page.getByRole('tabpanel', { name: 'Materiais' });
      await materiais.getByText('Não foi possível carregar os registros.').waitFor();
      await page.unroute('**/graphql', falhar);
      await materiais.getByRole('button', { name: 'Tentar novamente' }).click();
      await materiais.getByRole('columnheader', { name: 'Título' }).waitFor();
      // An unknown tab goes to the description.
      await page.goto(`${base}/admin/assessoramento_tematico/qualquer-coisa`, { waitUntil: 'networkidle' });
      await page.waitForURL(`${base}/admin/assessoramento_tematico`);
      expect(await aba(page, 'Descrição').getAttribute('aria-selected')).toBe('true');
    });
  });

  it('denied without the permission: no menu item, and the address goes to the access-denied page', { timeout: 60_000 }, async () => {
    const page = await (await browser.newContext()).newPage();
    await entrarNoAdmin(page, base, 'editor');
    await screenshotOnFailure(page, 'assessoramento-negado', async () => {
      expect(await page.getByRole('navigation', { name: 'Menu da administração' }).getByRole('link', { name: TELA_ASSESSORAMENTO.rotulo }).count()).toBe(0);
      await page.goto(`${base}/admin/assessoramento_tematico/materiais`, { waitUntil: 'networkidle' });
      await page.getByText('Sem permissão para acessar este recurso.').waitFor();
      expect(await page.getByRole('tab', { name: 'Materiais' }).count()).toBe(0);
    });
  });

  it('procuradoria: table or cards, the choice kept under the user key across reloads; the tabs of ?aba by the keyboard', { timeout: 90_000 }, async () => {
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    await entrarNoAdmin(page, base, 'admin');
    await screenshotOnFailure(page, 'procuradoria-cartoes', async () => {
      await page.goto(`${base}/admin/procuradoria`, { waitUntil: 'networkidle' });
      const grupo = page.getByRole('group', { name: 'Visualização' });
      const [tabela, cartoes] = [grupo.getByRole('button', { name: 'Tabela' }), grupo.getByRole('button', { name: 'Cartões' })];
      expect(await tabela.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('columnheader', { name: 'Título' }).waitFor();

      await cartoes.click();
      expect(await cartoes.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('table').count()).toBe(0);
      // Each card: its title as a heading, the tab, the field and the date, and the actions of the table.
      const titulos = page.getByRole('heading', { level: 2 });
      await titulos.first().waitFor();
      expect(await titulos.count()).toBeGreaterThan(0);
      await page.getByText(/^Aba: (Procuradoria-Geral|Procuradoria Especial da Mulher)$/).first().waitFor();
      await page.getByText(/^Campo: (Institucional|Competências|Equipe|Atendimento|Legislação|Serviços)$/).first().waitFor();
      expect(await page.getByRole('link', { name: 'Editar' }).count()).toBeGreaterThan(0);
      expect(await violacoesGraves(page)).toEqual([]);

      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name: 'Cartões' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('table').count()).toBe(0);

      // Kept under the user's own key (another user in the same browser keeps theirs: clients/admin/src/kit/lista.test.ts).
      const chaves = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('alego.admin.visualizacao-conteudo')));
      expect(chaves).toHaveLength(1);
      expect(chaves[0]).toMatch(/^alego\.admin\.visualizacao-conteudo:.+$/);

      // The list's tabs (?aba, default conteudo), by the keyboard: the arrow picks the other tab, the address keeps it.
      const [geral, mulher] = [page.getByRole('tab', { name: /^Procuradoria-Geral/ }), page.getByRole('tab', { name: /^Procuradoria Especial da Mulher/ })];
      expect(await geral.getAttribute('aria-selected')).toBe('true');
      await geral.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/[?&]aba=mulher\b/);
      // The address changes first; the tab is selected on the next render.
      await page.getByRole('tab', { name: /^Procuradoria Especial da Mulher/, selected: true }).waitFor();
      expect(await geral.getAttribute('aria-selected')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
      await page.getByText('Aba: Procuradoria Especial da Mulher').first().waitFor();
      expect(await page.getByText('Aba: Procuradoria-Geral', { exact: true }).count()).toBe(0);
      expect(await violacoesGraves(page)).toEqual([]);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await mulher.getAttribute('aria-selected')).toBe('true');
      // "Novo" on that tab starts the new text on it.
      await page.getByRole('link', { name: 'Novo', exact: true }).click();
      await page.waitForURL(`${base}/admin/procuradoria/new?aba=mulher`);
      expect(await page.locator('form [name="aba"]').inputValue()).toBe('mulher');
    });
    await contexto.close();
  });
});
