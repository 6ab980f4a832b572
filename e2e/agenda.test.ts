import { hojeEmBrasilia } from '@alego/catalog';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrarNoAdmin, violacoesGraves } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function entrar(context: BrowserContext, login: string): Promise<Page> {
  const page = await context.newPage();
  await entrarNoAdmin(page, base, login);
  await page.waitForURL(`${base}/admin/painel`);
  return page;
}

describe('agenda from the newsroom to the public site and calendars, in Chromium', () => {
  it('a staff member writes an agenda with two events, a publisher publishes it, and it appears on agenda, the home page and the iCalendar feed', async () => {
    const marca = Date.now();
    const primeiro = `Reunião sobre bibliotecas comunitárias ${marca}`;
    const segundo = `Audiência pública sobre o transporte escolar ${marca}`;
    const hoje = hojeEmBrasilia();

    const editor = await entrar(await browser.newContext(), 'editor');
    let id = '';
    await screenshotOnFailure(editor, 'agenda-editor', async () => {
      await editor.goto(`${base}/admin/agendas/new`, { waitUntil: 'networkidle' });
      const horarios = editor.getByLabel(/^Horário/);
      const titulos = editor.getByRole('textbox', { name: /^Título/ });
      // The rule of the catalog refuses a second event at the same time and place before anything is sent.
      await horarios.nth(0).fill('06:15');
      await titulos.nth(0).fill(primeiro);
      await editor.getByRole('textbox', { name: 'Local' }).nth(0).fill('Sala 7');
      await editor.getByRole('button', { name: 'Adicionar evento' }).click();
      await horarios.nth(1).fill('06:15');
      await titulos.nth(1).fill(segundo);
      await editor.getByRole('textbox', { name: 'Local' }).nth(1).fill('Sala 7');
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await editor.getByText('Horários não devem se repetir').first().waitFor();
      await editor.getByRole('textbox', { name: 'Local' }).nth(1).fill('Auditório Solon Amaral');
      await horarios.nth(1).fill('06:45');
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await editor.waitForURL(/\/admin\/agendas\/\d+$/);
      id = /\/admin\/agendas\/(\d+)$/.exec(editor.url())![1]!;
      await editor.getByText(primeiro).first().waitFor();
      // Without pode_publicar there is no publish button.
      expect(await editor.getByRole('button', { name: 'Publicar' }).count()).toBe(0);
    });
    expect(await (await fetch(`${base}/agenda?data=${hoje}`)).text()).not.toContain(primeiro);

    const publicador = await entrar(await browser.newContext(), 'publicador');
    await screenshotOnFailure(publicador, 'agenda-publicador', async () => {
      await publicador.goto(`${base}/admin/agendas?situacao=revisao&data=${hoje}`, { waitUntil: 'networkidle' });
      await publicador.getByText(primeiro).first().waitFor();
      await publicador.goto(`${base}/admin/agendas/${id}`, { waitUntil: 'networkidle' });
      await publicador.getByRole('button', { name: 'Publicar' }).first().click();
      await publicador.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
      await publicador.getByRole('button', { name: 'Devolver para revisão' }).first().waitFor();
    });

    const dia = await (await fetch(`${base}/agenda?data=${hoje}`)).text();
    expect(dia).toContain(primeiro);
    expect(dia).toContain(segundo);
    const inicio = await (await fetch(`${base}/`)).text();
    expect(inicio).toContain('Hoje na Assembleia');
    expect(inicio).toContain(primeiro);
    const feed = await (await fetch(`${base}/agenda.ics`)).text();
    const eventos = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const lido = eventos.find((e) => e.summary === segundo)!;
    expect(lido.location).toBe('Auditório Solon Amaral');
    expect(lido.startDate.toJSDate().toISOString()).toBe(new Date(`${hoje}T09:45:00Z`).toISOString());
  });

  it('the public agenda pages work without JavaScript: the day with its neighbours, the month calendar, the pauta prévia', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await screenshotOnFailure(page, 'agenda-sem-js', async () => {
      await page.goto(`${base}/agenda`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: /Agenda/ }).waitFor();
      const proximo = page.getByRole('link', { name: /Próximo dia com eventos/ });
      await proximo.click();
      await page.waitForURL(/\/agenda\?data=\d{4}-\d{2}-\d{2}$/);
      await page.getByRole('link', { name: /Dia anterior com eventos/ }).waitFor();
      await page.getByRole('link', { name: 'Calendário do mês' }).click();
      await page.waitForURL(/\/agenda-do-mes\?ano=\d+&mes=\d+$/);
      const dias = page.getByRole('link', { name: /: há eventos$/ });
      expect(await dias.count()).toBeGreaterThan(0);
      await dias.first().click();
      await page.waitForURL(/\/agenda\?data=/);
      await page.getByRole('link', { name: /Adicionar .* ao meu calendário/ }).first().waitFor();
      await page.goto(`${base}/pauta-previa`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Pauta prévia' }).waitFor();
    });
  });

  it('has no serious or critical accessibility violation on the agenda pages and the links page', async () => {
    const page = await (await browser.newContext()).newPage();
    for (const rota of ['/agenda', '/agenda-do-mes', '/dias-do-mes-com-processos', '/pauta-previa', '/links']) {
      await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
      expect(await violacoesGraves(page), rota).toEqual([]);
    }
  });
});
