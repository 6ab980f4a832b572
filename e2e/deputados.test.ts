import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { digitarData, graphql as graphqlNoPortal, tokenDe as tokenNoPortal, violacoesGraves, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const graphql = <T>(query: string, token?: string) => graphqlNoPortal<T>(base, query, { token });
const tokenDe = (login: string) => tokenNoPortal(base, login);

/** One party row of the form: the group the nested-rows kit renders per row. */
function linhaDePartido(page: Page, posicao: number) {
  return page.getByRole('group', { name: `Partidos por legislatura: item ${posicao}` });
}

describe('deputies from the back office to the public profile, in Chromium', () => {
  it('staff add a deputy with a party change, see the rule when the date is missing, and the profile shows the party history', async () => {
    const nome = `Deputada Jornada ${Date.now()}`;
    const foto = path.join(await mkdtemp(path.join(tmpdir(), 'alego-e2e-')), 'foto.jpg');
    await writeFile(foto, await sharp({ create: { width: 300, height: 400, channels: 3, background: '#5a7d9a' } }).jpeg().toBuffer());
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    let id = '';
    await screenshotOnFailure(page, 'deputado-admin', async () => {
      await entrarNoAdmin(page, base);

      await page.goto(`${base}/admin/deputados`, { waitUntil: 'networkidle' });
      await page.getByRole('cell', { name: 'Caio Vilela', exact: true }).waitFor();
      expect(await violacoesGraves(page)).toEqual([]);
      await page.goto(`${base}/admin/deputados/new`, { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: /^Nome parlamentar/ }).fill(nome);
      await page.getByRole('textbox', { name: /^Nome completo/ }).fill(`${nome} da Silva`);
      await page.getByRole('combobox', { name: 'Partido atual' }).selectOption({ label: 'PL' });
      await page.getByLabel('Foto do deputado').setInputFiles(foto);
      await page.getByText('foto.jpg').waitFor();

      await page.getByRole('button', { name: 'Adicionar partido' }).click();
      await page.getByRole('button', { name: 'Adicionar partido' }).click();
      for (const [posicao, sigla] of [[1, 'PSD'], [2, 'PL']] as const) {
        const linha = linhaDePartido(page, posicao);
        await linha.getByRole('combobox', { name: 'Legislatura' }).selectOption({ label: '20ª Legislatura (2023–2026)' });
        await linha.getByRole('combobox', { name: 'Partido', exact: true }).selectOption({ label: sigla });
      }
      expect(await violacoesGraves(page)).toEqual([]);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Favor informar a data de início de mudança de Partido para PL').first().waitFor();
      expect(page.url()).toMatch(/\/admin\/deputados\/new$/);

      await digitarData(linhaDePartido(page, 2), 'Início no partido', '05042024');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/admin\/deputados\/\d+$/);
      id = /\/admin\/deputados\/(\d+)$/.exec(page.url())![1]!;
      await page.getByRole('heading', { name: 'Histórico partidário' }).waitFor();
      await page.getByRole('cell', { name: '05/04/2024' }).waitFor();
      await page.getByRole('img', { name: `Foto de ${nome}` }).waitFor();
      expect(await violacoesGraves(page)).toEqual([]);
    });
    await contexto.close();

    // The public profile's data: the party history, through GraphQL and the portal REST API.
    const perfil = await graphql<{ deputado: { fotoUrl: string; nome: string; partido: { sigla: string }; deputadoLegislaturas: { legislatura: { descricao: string }; partido: { sigla: string }; dataInicio: string | null }[] } }>(
      `{ deputado(id: "${id}") { fotoUrl nome partido { sigla } deputadoLegislaturas { legislatura { descricao } partido { sigla } dataInicio } } }`,
    );
    const { fotoUrl, ...semFoto } = perfil.deputado;
    expect((await fetch(`${base}${fotoUrl}`)).headers.get('content-type')).toMatch(/^image\//);
    expect(semFoto).toEqual({
      nome,
      partido: { sigla: 'PL' },
      deputadoLegislaturas: [
        { legislatura: { descricao: '20ª Legislatura' }, partido: { sigla: 'PSD' }, dataInicio: null },
        { legislatura: { descricao: '20ª Legislatura' }, partido: { sigla: 'PL' }, dataInicio: '2024-04-05' },
      ],
    });
    // The public profile page, in the browser: the party history table with the change's start date.
    const visitante = await browser.newContext();
    const publico = await visitante.newPage();
    await screenshotOnFailure(publico, 'deputado-perfil-publico', async () => {
      await publico.goto(`${base}/deputados/perfil/${id}`, { waitUntil: 'networkidle' });
      const historico = publico.getByRole('table', { name: `Partido de ${nome} em cada legislatura` });
      const linhas = await historico.locator('tbody tr').allInnerTexts();
      expect(linhas.map((linha) => linha.replace(/\s+/g, ' ').trim())).toEqual([
        expect.stringMatching(/^20ª Legislatura .*PSD – .* Início da legislatura$/),
        expect.stringMatching(/^20ª Legislatura .*PL – .* 05\/04\/2024$/),
      ]);
      await publico.getByRole('img', { name: `Foto de ${nome}` }).first().waitFor();
    });
    await visitante.close();

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

  it('legislature and commission pages list deputies and sub-records; removing a saved commission member asks first', async () => {
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'comissao-admin', async () => {
      await entrarNoAdmin(page, base);

      await page.goto(`${base}/admin/legislaturas/2`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: /^Deputados \(4\d\)/ }).waitFor();
      expect(await violacoesGraves(page)).toEqual([]);

      await page.goto(`${base}/admin/comissoes/1`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Deputados (7)' }).waitFor();
      await page.getByRole('heading', { name: /^Trabalhos \(3\)/ }).waitFor();
      await page.goto(`${base}/admin/comissoes/1/edit`, { waitUntil: 'networkidle' });
      const membro = page.getByRole('group', { name: 'Deputados: item 7' });
      await membro.getByRole('button', { name: /^Remover/ }).click();
      const dialogo = page.getByRole('alertdialog');
      await dialogo.getByText('Tem certeza de que deseja excluir este item? Esta ação não poderá ser desfeita.').waitFor();
      await dialogo.getByRole('button', { name: 'NÃO' }).click();
      await membro.waitFor();
      await membro.getByRole('button', { name: /^Remover/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
      await membro.waitFor({ state: 'detached' });
      // The audit reads the page at rest: a dialog still fading out has, for that instant, low contrast.
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      expect(await violacoesGraves(page)).toEqual([]);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/admin\/comissoes\/1$/);
      await page.getByRole('heading', { name: 'Deputados (6)' }).waitFor();
    });
    await contexto.close();
  });
});
