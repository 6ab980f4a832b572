import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql as graphqlNoPortal, tokenDe } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Resposta<T> {
  data?: T;
  errors?: { message: string }[];
}

const graphql = <T>(query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlNoPortal<T>(base, query, { variables, token });

const tokenDo = (login: string) => tokenDe(base, login);

interface DeputadoParaEditar {
  id: string;
  nome: string;
  nomeCompleto: string;
  ativo: boolean;
  gabinete: number | null;
  email: string | null;
  telefone: string | null;
  lider: number;
  mesaDiretora: boolean;
  cargo: number | null;
  biografia: string | null;
  partido: { id: string } | null;
}

/** The newsroom gives a deputy a photo, as the back office does (multipart GraphQL through the gateway's upload pipeline). */
async function darFotoAo(nome: string): Promise<DeputadoParaEditar> {
  const { deputados } = await graphql<{ deputados: { itens: DeputadoParaEditar[] } }>(
    `query ($termo: String) { deputados(filtro: { termo: $termo }) { itens { id nome nomeCompleto ativo gabinete email telefone lider mesaDiretora cargo biografia partido { id } } } }`,
    { termo: nome },
  );
  const deputado = deputados.itens.find((d) => d.nome === nome)!;
  const { id, partido, ...campos } = deputado;
  const foto = await sharp({ create: { width: 900, height: 1125, channels: 3, background: '#6b7f99' } }).jpeg().toBuffer();
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($id: ID!, $dados: DeputadoInput!) { atualizarDeputado(id: $id, dados: $dados) { id fotoUrl } }',
      variables: { id, dados: { ...campos, partidoId: partido?.id ?? null, foto: null } },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.dados.foto'] }));
  form.set('0', new Blob([new Uint8Array(foto)], { type: 'image/jpeg' }), 'foto.jpg');
  const resposta = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenDo('admin')}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const corpo = (await resposta.json()) as Resposta<{ atualizarDeputado: { fotoUrl: string | null } }>;
  expect(corpo.errors).toBeUndefined();
  expect(corpo.data?.atualizarDeputado.fotoUrl).toMatch(/^\/arquivos\//);
  return deputado;
}

describe('a citizen reads about the deputies, in Chromium', () => {
  it('from the list of sitting deputies to a profile, its biography and activity, a committee and the legislatures', async () => {
    const deputado = await darFotoAo('Benedito Arraes');
    const { deputados } = await graphql<{ deputados: { total: number; itens: { nome: string; partido: { sigla: string } | null }[] } }>(
      '{ deputados(filtro: { ativo: true }, porPagina: 100) { total itens { nome partido { sigla } } } }',
    );
    expect(deputados.total).toBeGreaterThan(30);

    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    // Server HTML and the browser's first render must agree (a hydration mismatch is logged as an error).
    const erros: string[] = [];
    page.on('console', (mensagem) => {
      if (mensagem.type() === 'error') erros.push(mensagem.text());
    });
    page.on('pageerror', (erro) => erros.push(erro.message));
    await screenshotOnFailure(page, 'deputados-publico', async () => {
      await page.goto(`${base}/deputados`, { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).toBe('/deputados/em-exercicio');
      await page.getByRole('heading', { level: 1, name: 'Deputados em exercício' }).waitFor();
      // Every sitting deputy, with the party next to the name.
      const cartoes = page.getByRole('main').getByRole('listitem').filter({ has: page.locator('a[href^="/deputados/perfil/"]') });
      expect(await cartoes.count()).toBe(deputados.total);
      for (const d of deputados.itens) {
        const cartao = cartoes.filter({ has: page.getByRole('link', { name: d.nome, exact: true }) });
        expect(await cartao.innerText(), d.nome).toContain(d.partido?.sigla ?? 'Sem partido');
      }

      // Filter by name through the search form.
      await page.getByLabel('Nome do deputado').fill('Benedito');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/termo=Benedito/);
      await page.getByText('1 deputado encontrado com os filtros escolhidos.').waitFor();

      await page.getByRole('link', { name: 'Benedito Arraes', exact: true }).click();
      await page.waitForURL(`${base}/deputados/perfil/${deputado.id}`);
      await page.getByRole('heading', { level: 1, name: 'Benedito Arraes' }).waitFor();
      const foto = page.getByRole('img', { name: 'Foto de Benedito Arraes' });
      expect(await foto.getAttribute('srcset')).toMatch(/largura=320 320w/);
      await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // Party history: PSDB until the 2024 party window, PL since; also in the 19th legislature.
      const historico = page.getByRole('table', { name: /Partido de Benedito Arraes em cada legislatura/ });
      const linhas = await historico.getByRole('row').allInnerTexts();
      expect(linhas.join('\n')).toMatch(/20ª Legislatura[\s\S]*PSDB[\s\S]*20ª Legislatura[\s\S]*PL[\s\S]*05\/04\/2024/);
      expect(linhas.join('\n')).toContain('19ª Legislatura');

      await page.getByRole('link', { name: 'Biografia', exact: true }).click();
      await page.waitForURL(`${base}/deputados/perfil-biografico/${deputado.id}`);
      await page.getByText('Benedito Souza Arraes é deputado(a) estadual').waitFor();

      await page.getByRole('link', { name: 'Atividade parlamentar', exact: true }).click();
      await page.waitForURL(`${base}/deputados/${deputado.id}/atividade-parlamentar`);
      const comissoes = page.getByRole('table', { name: /Comissões de que Benedito Arraes participa/ });
      await comissoes.waitFor();
      await page.getByRole('heading', { name: 'Discursos' }).waitFor();
      await comissoes.getByRole('link', { name: 'Comissão de Tributação, Finanças e Orçamento' }).click();
      await page.waitForURL(/\/comissoes\/\d+\/comissao-de-tributacao-financas-e-orcamento$/);
      const membros = page.getByRole('table', { name: /Deputados da Comissão de Tributação, Finanças e Orçamento/ });
      await membros.waitFor();
      const presidente = membros.getByRole('row').filter({ hasText: 'Benedito Arraes' });
      expect(await presidente.count()).toBe(1);
      expect(await membros.getByRole('row').count()).toBe(8);

      await page.goto(`${base}/legislaturas`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: '20ª Legislatura' }).click();
      await page.waitForURL(/\/legislaturas\/1\/\d+$/);
      await page.getByRole('heading', { level: 1, name: '20ª Legislatura' }).waitFor();
      await page.getByRole('link', { name: 'Benedito Arraes', exact: true }).waitFor();
      await page.getByText('PSDB → PL').first().waitFor();
      expect(erros).toEqual([]);
    });
    await contexto.close();
  });

  it('without JavaScript, the list and the profile are complete HTML from the server', async () => {
    const contexto = await browser.newContext({ javaScriptEnabled: false });
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'deputados-sem-js', async () => {
      await page.goto(`${base}/deputados`);
      expect(new URL(page.url()).pathname).toBe('/deputados/em-exercicio');
      const link = page.getByRole('link', { name: 'Amélia Carvalhais', exact: true });
      expect(await link.getAttribute('href')).toMatch(/^\/deputados\/perfil\/\d+$/);
      expect(await page.getByRole('main').innerText()).toContain('PSD');
      // The search form works as a plain GET.
      await page.getByLabel('Nome do deputado').fill('Amélia');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/termo=Am/);
      await link.click();
      await page.waitForURL(/\/deputados\/perfil\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Amélia Carvalhais' }).waitFor();
      // The demo portrait (seeded through the blob store), with alt text.
      await page.getByRole('img', { name: 'Foto de Amélia Carvalhais' }).waitFor();
      await page.getByRole('table', { name: /Partido de Amélia Carvalhais em cada legislatura/ }).waitFor();
    });
    const perfil = await (await fetch(`${base}/deputados/perfil/1`)).text();
    expect(perfil).toMatch(/<img[^>]*alt="Foto de Amélia Carvalhais"/);
    expect(perfil).toContain('<meta property="og:type" content="profile" />');
    await contexto.close();
  });
  it('the activity page brings authored propositions (participation) and allowances (transparency) in the server HTML, linked to their pages', async () => {
    const { deputados } = await graphql<{ deputados: { itens: { id: string; nome: string }[] } }>(
      `query { deputados(filtro: { termo: "Amélia" }) { itens { id nome } } }`,
    );
    const amelia = deputados.itens.find((d) => d.nome === 'Amélia Carvalhais')!;
    const contexto = await browser.newContext({ javaScriptEnabled: false });
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'deputados-atividade-federada', async () => {
      await page.goto(`${base}/deputados/${amelia.id}/atividade-parlamentar`);
      // Propositions: the demo process she authored, linked to the process page.
      const proposicoes = page.getByRole('table', { name: 'Proposições de autoria de Amélia Carvalhais, da autuação mais recente à mais antiga' });
      const linha = proposicoes.getByRole('row').filter({ hasText: '2025/0412' });
      expect(await linha.innerText()).toMatch(/Semana Estadual de Conscientização sobre o Autismo\s+Aprovado\s+11\/02\/2025/);
      expect(await linha.getByRole('link', { name: '2025/0412' }).getAttribute('href')).toMatch(/^\/participacao\/processos\/\d+$/);
      const busca = page.getByRole('link', { name: 'Buscar as proposições de Amélia Carvalhais na Participação' });
      expect(await busca.getAttribute('href')).toBe('/participacao/processos?avancada=1&autor=Am%C3%A9lia+Carvalhais');
      // Allowances: the latest year with entries, month by month in reais; a month leads to its transparency screen.
      const verbas = page.getByRole('table', { name: /^Verba indenizatória de Amélia Carvalhais em \d{4}, por mês$/ });
      const meses = verbas.getByRole('row');
      expect(await meses.count()).toBeGreaterThan(2);
      expect(await meses.nth(1).innerText()).toMatch(/^\p{Lu}\p{Ll}+\s+R\$ [\d.]+,\d{2}\s+R\$ [\d.]+,\d{2}$/u);
      const mes = meses.nth(1).getByRole('link');
      const nomeDoMes = (await mes.innerText()).trim();
      await mes.click();
      await page.waitForURL(new RegExp(`/transparencia/verbas-indenizatorias\\?deputadoId=${amelia.id}&ano=\\d{4}&mes=\\d+$`));
      await page.getByRole('heading', { level: 2, name: new RegExp(`^Amélia Carvalhais – ${nomeDoMes} de \\d{4}$`) }).waitFor();
    });
    await contexto.close();
  });
});
