import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { restAdmin, startGatewayHarness, tokensDaEquipe, type GatewayHarness } from './gateway-harness.js';

// The `termo` of every list (`termoEm` in @alego/kit) ignores case and accents on both sides, and still searches a
// typed `%` or `_` literally: through a catalog admin list over REST and a public transparency list over GraphQL.

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, transparency, access]);
  tokens = await tokensDaEquipe(harness, ['admin']);
}, 180_000);
afterAll(() => harness?.close());

async function titulosDosLinks(termo: string): Promise<string[]> {
  const resposta = await restAdmin(harness, tokens, `/links?termo=${encodeURIComponent(termo)}`, { login: 'admin' });
  expect(resposta.status).toBe(200);
  return ((await resposta.json()) as { titulo: string }[]).map((link) => link.titulo).sort();
}

/** Each contract found: its object and supplier, the fields the term searches as words. */
async function contratosDoTermo(termo: string): Promise<string[]> {
  const { status, body } = await harness.graphql<{ contratos: { total: number; itens: { objeto: string; fornecedor: string }[] } }>(
    'query($filtro: ContratoFiltro) { contratos(filtro: $filtro, porPagina: 100) { total itens { objeto fornecedor } } }',
    { filtro: { termo } },
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  expect(body.data!.contratos.total).toBe(body.data!.contratos.itens.length);
  return body.data!.contratos.itens.map((contrato) => `${contrato.objeto} | ${contrato.fornecedor}`);
}

/** The titles of the published news the admin's title filter finds for `titulo` (a hand-written list, not the catalog's). */
async function noticiasDoTitulo(titulo: string): Promise<string[]> {
  const { status, body } = await harness.graphql<{ noticiasAdmin: { itens: { titulo: string }[] } }>(
    'query($filtro: NoticiaAdminFiltro) { noticiasAdmin(filtro: $filtro, porPagina: 100) { itens { titulo } } }',
    { filtro: { status: 'publicadas', titulo } },
    { authorization: `Bearer ${tokens.admin}` },
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.noticiasAdmin.itens.map((noticia) => noticia.titulo).sort();
}

describe('the term of a list ignores accents', () => {
  it('in a catalog admin list over REST (links): either side may carry the accents; % and _ stay literal', async () => {
    const categoria = ((await (await restAdmin(harness, tokens, '/categorias-links', { login: 'admin' })).json()) as { id: number }[])[0]!.id;
    for (const titulo of ['Calendário das sessões', 'Relatorio anual de gestao', 'Meta de 100% de transparencia']) {
      const criado = await restAdmin(harness, tokens, '/links', { method: 'POST', login: 'admin', body: JSON.stringify({ link: { titulo, url: 'https://exemplo.abc.go.gov.br', categoria_link_id: categoria } }) });
      expect(criado.status).toBe(201);
    }
    expect(await titulosDosLinks('calendario das sessoes')).toEqual(['Calendário das sessões']);
    expect(await titulosDosLinks('CALENDÁRIO')).toEqual(['Calendário das sessões']);
    expect(await titulosDosLinks('relatório anual de gestão')).toEqual(['Relatorio anual de gestao']);
    expect(await titulosDosLinks('%')).toEqual(['Meta de 100% de transparencia']);
    expect(await titulosDosLinks('100%')).toEqual(['Meta de 100% de transparencia']);
    expect(await titulosDosLinks('10_%')).toEqual([]);
    expect(await titulosDosLinks('Meta_de')).toEqual([]);
  });

  it('in a public transparency list over GraphQL (contratos): either side may carry the accents', async () => {
    const vigilancia = await contratosDoTermo('vigilancia patrimonial');
    expect(vigilancia.length).toBeGreaterThan(0);
    expect(vigilancia.every((contrato) => contrato.toLowerCase().includes('vigilância patrimonial'))).toBe(true);
    expect(await contratosDoTermo('VIGILÂNCIA PATRIMONIAL')).toEqual(vigilancia);
    // Each term is its own cached total (the key is the count's SQL with the term inlined): none shows another's.
    expect(await contratosDoTermo('vigilancia noturna de marte')).toEqual([]);

    // A record written without its accents (as imports sometimes bring them) is found by the accented word.
    const conexao = harness.subgraphs.transparency!.orm.em.fork().getConnection();
    await conexao.execute(`update "transparency"."contratos" set objeto = 'Manutencao dos elevadores e das plataformas de acessibilidade' where objeto like 'Manutenção de quatro elevadores%'`);
    const semAcentos = await contratosDoTermo('manutencao dos elevadores');
    expect(semAcentos).toEqual([expect.stringMatching(/^Manutencao dos elevadores e das plataformas de acessibilidade \| /)]);
    expect(await contratosDoTermo('manutenção dos elevadores')).toEqual(semAcentos);
  });

  it('in a hand-written list too (the admin news by title): the same comparison, the same escaping', async () => {
    // One published news item gets an accented title (whatever the seed's are).
    const titulo = 'Sessão solene de inauguração do Plenário Júlio da Retífica';
    const conexao = harness.subgraphs.content!.orm.em.fork().getConnection();
    await conexao.execute(`update "content"."noticias" set titulo = ? where id = (select min(id) from "content"."noticias" where publicada)`, [titulo]);
    const semAcentos = titulo.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    expect(await noticiasDoTitulo(semAcentos.toLowerCase())).toEqual([titulo]);
    expect(await noticiasDoTitulo(titulo.toUpperCase())).toEqual([titulo]);
    expect(await noticiasDoTitulo(`${semAcentos}%_`)).toEqual([]);
  });
});
