import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function tokenDe(login: string): Promise<string> {
  const resposta = await fetch(`${base}/alego/permissoes/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, senha: 'Alego@2026' }),
  });
  return ((await resposta.json()) as { token: string }).token;
}

async function graphql<T>(query: string, token?: string): Promise<T> {
  const resposta = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const corpo = (await resposta.json()) as { data: T; errors?: unknown };
  expect(corpo.errors).toBeUndefined();
  return corpo.data;
}

/** One party row of the form: the group the nested-rows kit renders per row. */
function linhaDePartido(page: Page, posicao: number) {
  return page.getByRole('group', { name: `Partidos por legislatura: item ${posicao}` });
}

describe('deputies from the back office to the public profile, in Chromium', () => {
  it('staff add a deputy with a party change, see the rule when the date is missing, and the profile shows the party history', async () => {
    const nome = `Deputada Jornada ${Date.now()}`;
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    let id = '';
    await screenshotOnFailure(page, 'deputado-admin', async () => {
      await page.goto(`${base}/admin/acesso`, { waitUntil: 'networkidle' });
      await page.locator('input[autocomplete="username"]').fill('admin');
      await page.locator('input[autocomplete="current-password"]').fill('Alego@2026');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(/\/admin\/(?!acesso)/);

      await page.goto(`${base}/admin/deputados`, { waitUntil: 'networkidle' });
      await page.getByRole('cell', { name: 'Caio Vilela', exact: true }).waitFor();
      await page.goto(`${base}/admin/deputados/new`, { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: /^Nome parlamentar/ }).fill(nome);
      await page.getByRole('textbox', { name: /^Nome completo/ }).fill(`${nome} da Silva`);
      await page.getByRole('combobox', { name: 'Partido atual' }).selectOption({ label: 'PL' });

      await page.getByRole('button', { name: 'Adicionar partido' }).click();
      await page.getByRole('button', { name: 'Adicionar partido' }).click();
      for (const [posicao, sigla] of [[1, 'PSD'], [2, 'PL']] as const) {
        const linha = linhaDePartido(page, posicao);
        await linha.getByRole('combobox', { name: 'Legislatura' }).selectOption({ label: '20ª Legislatura (2023–2026)' });
        await linha.getByRole('combobox', { name: 'Partido', exact: true }).selectOption({ label: sigla });
      }
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Favor informar a data de início de mudança de Partido para PL').first().waitFor();
      expect(page.url()).toMatch(/\/admin\/deputados\/new$/);

      await linhaDePartido(page, 2).getByLabel('Início no partido').fill('2024-04-05');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/admin\/deputados\/\d+$/);
      id = /\/admin\/deputados\/(\d+)$/.exec(page.url())![1]!;
      await page.getByRole('heading', { name: 'Histórico partidário' }).waitFor();
      await page.getByRole('cell', { name: '05/04/2024' }).waitFor();
    });
    await contexto.close();

    // The public profile's data: the party history, through GraphQL and the portal REST API.
    const perfil = await graphql<{ deputado: { nome: string; partido: { sigla: string }; deputadoLegislaturas: { legislatura: { descricao: string }; partido: { sigla: string }; dataInicio: string | null }[] } }>(
      `{ deputado(id: "${id}") { nome partido { sigla } deputadoLegislaturas { legislatura { descricao } partido { sigla } dataInicio } } }`,
    );
    expect(perfil.deputado).toEqual({
      nome,
      partido: { sigla: 'PL' },
      deputadoLegislaturas: [
        { legislatura: { descricao: '20ª Legislatura' }, partido: { sigla: 'PSD' }, dataInicio: null },
        { legislatura: { descricao: '20ª Legislatura' }, partido: { sigla: 'PL' }, dataInicio: '2024-04-05' },
      ],
    });
    const rest = (await (await fetch(`${base}/api/portal/deputados/${id}`)).json()) as { deputado_legislaturas: { partido: { sigla: string }; data_inicio: string | null }[] };
    expect(rest.deputado_legislaturas.map((l) => [l.partido.sigla, l.data_inicio])).toEqual([
      ['PSD', null],
      ['PL', '2024-04-05'],
    ]);

    // A news item linked to the deputy shows the deputy's name and party through the gateway.
    const token = await tokenDe('admin');
    const criada = await graphql<{ criarNoticia: { id: string } }>(
      `mutation { criarNoticia(dados: { titulo: "Deputada apresenta projeto de lei ${Date.now()}", conteudo: "<p>Texto.</p>", categoria: assembleia, deputadoId: "${id}" }) { id } }`,
      token,
    );
    const agora = new Date(Date.now() - 60_000).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).replace(',', '');
    await graphql(`mutation { publicarNoticia(id: "${criada.criarNoticia.id}", dataPublicacao: "${agora}") { id } }`, token);
    const noticia = await graphql<{ noticia: { deputado: { nome: string; partido: { sigla: string } } } }>(`{ noticia(id: "${criada.criarNoticia.id}") { deputado { nome partido { sigla } } } }`);
    expect(noticia.noticia.deputado).toEqual({ nome, partido: { sigla: 'PL' } });
  });
});
