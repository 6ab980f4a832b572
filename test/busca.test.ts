import { readFile } from 'node:fs/promises';
import { createTestDatabase } from '@alego/kit/testing';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../subgraphs/content/src/index.js';
import { Agenda, AgendaItem, SituacaoAgenda } from '../subgraphs/content/src/modules/agenda/agenda.entity.js';
import { Galeria, GaleriaCategoria, SituacaoGaleria } from '../subgraphs/content/src/modules/galeria/galeria.entity.js';
import { CategoriaPerguntaFrequente } from '../subgraphs/content/src/modules/categoria-pergunta-frequente/categoria-pergunta-frequente.entity.js';
import { Noticia } from '../subgraphs/content/src/modules/noticia/noticia.entity.js';
import { PerguntaFrequente } from '../subgraphs/content/src/modules/pergunta-frequente/pergunta-frequente.entity.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { Processo } from '../subgraphs/participation/src/modules/processo/processo.entity.js';
import { people } from '../subgraphs/people/src/index.js';
import { Comissao } from '../subgraphs/people/src/modules/comissao/comissao.entity.js';
import { Deputado } from '../subgraphs/people/src/modules/deputado/deputado.entity.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { Contrato } from '../subgraphs/transparency/src/modules/contrato/contrato.entity.js';
import { Edital } from '../subgraphs/transparency/src/modules/edital/edital.entity.js';
import { Empenho } from '../subgraphs/transparency/src/modules/empenho/empenho.entity.js';
import { FaseLicitacao } from '../subgraphs/transparency/src/modules/fase-licitacao/fase-licitacao.entity.js';
import { ModalidadeLicitacao } from '../subgraphs/transparency/src/modules/modalidade-licitacao/modalidade-licitacao.entity.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

interface Grupo {
  tipo: string;
  rotulo: string;
  total: number;
  pagina: number;
  totalPaginas: number;
  itens: { id: string; titulo: string; url: string; data: string | null; relevancia: number; trecho: string[] }[];
}

/** The highlighted parts of a snippet: the odd positions. */
const destacadas = (trecho: string[]) => trecho.filter((_, indice) => indice % 2 === 1);

/** The public page's operation: every subgraph's search field in one GraphQL operation. */
const BUSCA = `query Busca($termo: String!, $tipo: String, $pagina: Int, $porPagina: Int) {
  buscaConteudo(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) { ...Grupo }
  buscaPessoas(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) { ...Grupo }
  buscaParticipacao(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) { ...Grupo }
  buscaTransparencia(termo: $termo, tipo: $tipo, pagina: $pagina, porPagina: $porPagina) { ...Grupo }
}
fragment Grupo on GrupoDaBusca { tipo rotulo total pagina totalPaginas itens { id titulo url data relevancia trecho } }`;

let harness: GatewayHarness;
let drop: () => Promise<void>;

async function buscar(termo: string, opcoes: { tipo?: string; pagina?: number; porPagina?: number } = {}): Promise<Map<string, Grupo>> {
  const { status, body } = await harness.graphql<Record<string, Grupo[]>>(BUSCA, { termo, ...opcoes });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return new Map(Object.values(body.data!).flatMap((grupos) => grupos.map((grupo) => [grupo.tipo, grupo] as const)));
}

const ontem = new Date(Date.now() - 86_400_000);

/** A new entity with the given fields, the others at their defaults (as the admin's forms leave them). */
const novo = <T extends object>(classe: new () => T, dados: Partial<T>): T => Object.assign(new classe(), dados);

beforeAll(async () => {
  // One database for the four subgraphs, as `npm start` runs them: each schema gets its own search configuration.
  const banco = await createTestDatabase('busca');
  drop = banco.drop;
  // Ten addresses per sitemap file: the site's few dozen fixed pages and records already need an index.
  harness = await startGatewayHarness([content, people, participation, transparency], { seed: false, databaseUrl: banco.url, env: { SITEMAP_URLS_POR_ARQUIVO: '10' } });

  const conteudo = harness.subgraphs.content!.orm.em.fork();
  const noticia = (titulo: string, corpo: string, extra: Partial<Noticia> = {}) =>
    conteudo.persist(novo(Noticia, { titulo, conteudo: corpo, resumo: null, urlSufixo: titulo.toLowerCase().replace(/\W+/g, '-'), publicada: true, publicadaEm: ontem, ...extra }));
  noticia('Ações de saúde no interior', '<p>O programa leva <strong>atendimento</strong> a 40 municípios.</p>');
  noticia('Ação contra a dengue', '<p>Mutirão nos bairros.</p>');
  noticia('Sessão ordinária', '<p>Os deputados discutiram ações de saúde mental.</p>');
  noticia('Rascunho sobre vacinação', '<p>Texto não publicado.</p>', { publicada: false, publicadaEm: null });
  noticia('Agendada sobre vacinação', '<p>Publica amanhã.</p>', { publicadaEm: new Date(Date.now() + 86_400_000) });
  noticia('Orçamento participativo', '<p>Proposta &lt;script&gt;alert(1)&lt;/script&gt; <script>alert(2)</script><img src=x onerror=alert(3)> sobre orçamento.</p>');
  for (let i = 1; i <= 12; i++) noticia(`Plenária itinerante ${i}`, `<p>Encontro ${i} da plenária itinerante.</p>`, { publicadaEm: new Date(ontem.getTime() - i * 1000) });
  const categoria = novo(GaleriaCategoria, { nome: 'Eventos' });
  const publicada = novo(Agenda, { data: '2026-03-10', situacao: SituacaoAgenda.publicacao });
  const emRevisao = novo(Agenda, { data: '2026-03-11', situacao: SituacaoAgenda.revisao });
  conteudo.persist([
    novo(Galeria, { titulo: 'Fotos da plenária itinerante', categoria, urlSufixo: 'fotos', situacao: SituacaoGaleria.publicacao }),
    novo(Galeria, { titulo: 'Fotos da vacinação em revisão', categoria, urlSufixo: 'revisao', situacao: SituacaoGaleria.revisao }),
    novo(AgendaItem, { agenda: publicada, horario: '09:00', titulo: 'Audiência pública sobre a plenária itinerante' }),
    novo(AgendaItem, { agenda: emRevisao, horario: '10:00', titulo: 'Reunião sobre vacinação' }),
    novo(PerguntaFrequente, {
      categoriaPerguntaFrequente: novo(CategoriaPerguntaFrequente, { nome: 'Visitas', ordem: 1 }),
      ordem: 1,
      pergunta: 'Como agendar uma visita guiada?',
      resposta: '<p>Escolha um horário no <strong>Memorial</strong>: as visitações são de terça a sexta.</p>',
    }),
  ]);
  await conteudo.flush();

  const pessoas = harness.subgraphs.people!.orm.em.fork();
  pessoas.persist([
    novo(Deputado, { nome: 'Joaquim Itinerante', nomeCompleto: 'Joaquim da Silva Itinerante' }),
    novo(Comissao, { nome: 'Comissão de Saúde e Promoção Social', urlSufixo: 'saude' }),
  ]);
  await pessoas.flush();

  const participacao = harness.subgraphs.participation!.orm.em.fork();
  participacao.persist(novo(Processo, { numero: '1234/2026', assunto: 'Plenária itinerante nos municípios', ementa: 'Institui a plenária itinerante.', tipo: 'Projeto de lei', situacao: 'Em tramitação', dataAutuacao: '2026-02-01' }));
  await participacao.flush();

  const transparencia = harness.subgraphs.transparency!.orm.em.fork();
  const modalidade = novo(ModalidadeLicitacao, { descricao: 'Pregão eletrônico' });
  const fase = novo(FaseLicitacao, { descricao: 'Aberta', ordem: 1 });
  transparencia.persist([
    novo(Contrato, {
      numero: '077/2026', ano: 2026, objeto: 'Locação de ônibus para a plenária itinerante', fornecedor: 'Viação Cerrado Ltda', cnpj: '11222333000181',
      tipo: 'Contrato', valor: '120000.00', dataAssinatura: '2026-01-15', vigenciaInicio: '2026-01-15', vigenciaFim: '2026-12-31',
    }),
    novo(Edital, { numero: '012/2026', ano: 2026, processo: '2026000123', objeto: 'Estrutura de som para a plenária itinerante', modalidade, fase, dataAbertura: '2026-01-05', valorEstimado: '50000.00' }),
    novo(Empenho, {
      numero: '2026NE000077', ano: 2026, data: '2026-01-20', credor: 'Viação Cerrado Ltda', cnpj: '11222333000181', elementoDespesa: '3.3.90.33',
      historico: 'Transporte da plenária itinerante', valorEmpenhado: '40000.00', valorLiquidado: '0', valorPago: '0',
    }),
  ]);
  await transparencia.flush();
}, 180_000);

afterAll(async () => {
  await harness?.close();
  await drop?.();
});

describe('site-wide search through the gateway (one operation over four subgraphs)', () => {
  it('finds singular and plural forms, without accents and in any case', async () => {
    const titulos = async (termo: string) => (await buscar(termo)).get('noticia')!.itens.map((item) => item.titulo);
    expect(await titulos('ação')).toEqual(expect.arrayContaining(['Ações de saúde no interior', 'Ação contra a dengue', 'Sessão ordinária']));
    expect(await titulos('ações')).toEqual(expect.arrayContaining(['Ações de saúde no interior', 'Ação contra a dengue', 'Sessão ordinária']));
    expect(await titulos('ACOES SAUDE')).toEqual(expect.arrayContaining(['Ações de saúde no interior', 'Sessão ordinária']));
    expect(await titulos('dengue')).toEqual(['Ação contra a dengue']);
  });

  it('ranks a title match above a body match', async () => {
    const itens = (await buscar('saúde')).get('noticia')!.itens;
    expect(itens.map((item) => item.titulo)).toEqual(['Ações de saúde no interior', 'Sessão ordinária']);
    expect(itens[0]!.relevancia).toBeGreaterThan(itens[1]!.relevancia);
  });

  it('highlights the terms in plain-text parts: markup in the record never becomes markup in the snippet', async () => {
    const [item] = (await buscar('orçamento')).get('noticia')!.itens;
    const texto = item!.trecho.join('');
    expect(destacadas(item!.trecho).map((parte) => parte.toLowerCase())).toContain('orçamento');
    // Tags are dropped (the <img onerror> and the real <script> element); text written as `&lt;script&gt;` comes back
    // as the text it is, in a plain string the page escapes when showing it.
    expect(texto).toBe('Proposta <script>alert(1)</script> alert(2) sobre orçamento');
    const [comTag] = (await buscar('atendimento')).get('noticia')!.itens;
    expect(destacadas(comTag!.trecho)).toEqual(['atendimento']);
    expect(comTag!.trecho.join('')).toContain('programa leva atendimento a 40 municípios');
  });

  it('never finds unpublished, scheduled or in-review records', async () => {
    const grupos = await buscar('vacinação');
    for (const grupo of grupos.values()) expect(grupo.total, grupo.tipo).toBe(0);
  });

  it('groups by kind with counts, and pages one kind', async () => {
    const grupos = await buscar('plenária itinerante', { porPagina: 3 });
    const totais = Object.fromEntries([...grupos.values()].map((grupo) => [grupo.tipo, grupo.total]));
    expect(totais).toEqual({ noticia: 12, agenda: 1, galeria: 1, 'pergunta-frequente': 0, deputado: 0, comissao: 0, processo: 1, contrato: 1, licitacao: 1, empenho: 1 });
    expect(grupos.get('noticia')!.itens).toHaveLength(3);
    expect(grupos.get('processo')!.itens[0]!.url).toMatch(/^\/participacao\/processos\/\d+$/);
    expect(grupos.get('agenda')!.itens[0]!.url).toBe('/agenda?data=2026-03-10');
    expect(grupos.get('contrato')!.itens[0]!.url).toBe('/transparencia/contratos?termo=077%2F2026');
    expect(grupos.get('galeria')!.itens[0]!.url).toMatch(/^\/galerias\/\d+\/fotos$/);

    const terceira = await buscar('plenária itinerante', { tipo: 'noticia', pagina: 3, porPagina: 5 });
    const noticias = terceira.get('noticia')!;
    expect(noticias).toMatchObject({ total: 12, pagina: 3, totalPaginas: 3 });
    expect(noticias.itens).toHaveLength(2);
    expect(noticias.itens[0]!.url).toMatch(/^\/noticias\/\d+\/plen/);
    // The other kinds keep their counts, without items.
    expect(terceira.get('contrato')).toMatchObject({ total: 1, itens: [] });
  });

  it('finds deputies, committees and transparency records by supplier and object', async () => {
    expect((await buscar('joaquim')).get('deputado')!.itens.map((item) => item.url)).toEqual([expect.stringMatching(/^\/deputados\/perfil\/\d+$/)]);
    expect((await buscar('promoção social')).get('comissao')!.itens.map((item) => item.titulo)).toEqual(['Comissão de Saúde e Promoção Social']);
    const porFornecedor = await buscar('viacao cerrado');
    expect(porFornecedor.get('contrato')!.total).toBe(1);
    expect(porFornecedor.get('empenho')!.itens[0]!.titulo).toBe('Empenho 2026NE000077 – Viação Cerrado Ltda');
    expect(destacadas((await buscar('onibus')).get('contrato')!.itens[0]!.trecho)).toEqual(['ônibus']);
  });

  it('finds a FAQ answer, pointing at its question on the FAQ page, and leaves it out of the sitemap', async () => {
    const [item] = (await buscar('visitação')).get('pergunta-frequente')!.itens;
    expect(item).toMatchObject({ titulo: 'Como agendar uma visita guiada?', url: expect.stringMatching(/^\/perguntas-frequentes#pergunta-\d+$/) });
    expect(item!.trecho.join('')).not.toContain('<strong>');
    const { body } = await harness.graphql<{ enderecosConteudo: { itens: { url: string }[] } }>('{ enderecosConteudo(deslocamento: 0, limite: 100) { itens { url } } }');
    expect(body.data!.enderecosConteudo.itens.map((e) => e.url)).not.toContainEqual(expect.stringContaining('#pergunta-'));
  });

  it('refuses an empty term and a bad page with clear messages', async () => {
    const vazio = await harness.graphql(BUSCA, { termo: '   ' });
    expect(vazio.body.errors?.[0]?.message).toBe('Informe o termo da busca.');
    const pagina = await harness.graphql(BUSCA, { termo: 'saúde', pagina: 0 });
    expect(pagina.body.errors?.[0]?.message).toContain('A página deve ser um número inteiro maior ou igual a 1.');
  });

  it('lists the public pages of published records for the sitemap, and nothing unpublished', async () => {
    const { body } = await harness.graphql<{ enderecosConteudo: { total: number; itens: { url: string; atualizadoEm: string | null }[] } }>(
      '{ enderecosConteudo(deslocamento: 0, limite: 100) { total itens { url atualizadoEm } } }',
    );
    const urls = body.data!.enderecosConteudo.itens.map((item) => item.url);
    // 16 published news items and one published gallery; the agenda links to a day page, not to a page of its own.
    expect(body.data!.enderecosConteudo.total).toBe(17);
    expect(urls).toContain('/galerias/1/fotos');
    expect(urls.some((url) => url.includes('rascunho') || url.includes('agendada') || url.includes('revisao'))).toBe(false);
    const fatia = await harness.graphql<{ enderecosConteudo: { itens: unknown[] } }>('{ enderecosConteudo(deslocamento: 15, limite: 10) { itens { url } } }');
    expect(fatia.body.data!.enderecosConteudo.itens).toHaveLength(2);
  });
});

async function validar(xml: string, esquema: 'sitemap.xsd' | 'siteindex.xsd'): Promise<void> {
  const schema = await readFile(`test/fixtures/sitemaps/${esquema}`, 'utf8');
  const resultado = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: esquema, contents: schema }] });
  expect(resultado.errors.map((erro) => erro.message), xml.slice(0, 500)).toEqual([]);
  expect(resultado.valid).toBe(true);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt and the sitemap (sitemaps.org 0.9)', () => {
  it('robots.txt points to the sitemap and keeps crawlers out of the admin and the search results', async () => {
    const resposta = await fetch(`${harness.base}/robots.txt`);
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('content-type')).toContain('text/plain');
    const texto = await resposta.text();
    expect(texto).toContain('Sitemap: http://localhost:4000/sitemap.xml');
    expect(texto).toMatch(/^Disallow: \/admin$/m);
    expect(texto).toMatch(/^Disallow: \/alego_search\/$/m);
  });

  it('is a valid index of valid files that together hold every fixed page and every published record', async () => {
    const indice = await fetch(`${harness.base}/sitemap.xml`);
    expect(indice.status).toBe(200);
    expect(indice.headers.get('content-type')).toContain('application/xml');
    const xmlDoIndice = await indice.text();
    await validar(xmlDoIndice, 'siteindex.xsd');
    const arquivos = locs(xmlDoIndice);
    expect(arquivos[0]).toBe('http://localhost:4000/sitemap-1.xml');
    const todos: string[] = [];
    for (const arquivo of arquivos) {
      const resposta = await fetch(`${harness.base}${new URL(arquivo).pathname}`);
      expect(resposta.status, arquivo).toBe(200);
      const xml = await resposta.text();
      await validar(xml, 'sitemap.xsd');
      expect(locs(xml).length).toBeLessThanOrEqual(10);
      todos.push(...locs(xml));
    }
    expect(new Set(todos).size).toBe(todos.length);
    const caminhos = todos.map((loc) => new URL(loc).pathname);
    expect(caminhos).toEqual(expect.arrayContaining(['/', '/noticias', '/mapa-do-site', '/transparencia/mapa-do-site', '/galerias/1/fotos', '/deputados/perfil/1', '/comissoes/1/saude', '/participacao/processos/1']));
    expect(caminhos.filter((caminho) => /^\/noticias\/\d+\//.test(caminho))).toHaveLength(16);
    expect(caminhos.some((caminho) => caminho.includes('rascunho') || caminho.includes('agendada') || caminho.includes('revisao'))).toBe(false);
    expect(caminhos.some((caminho) => caminho.startsWith('/alego_search') || caminho.startsWith('/cidadao/'))).toBe(false);
    const depoisDoUltimo = await fetch(`${harness.base}/sitemap-${arquivos.length + 1}.xml`);
    expect(depoisDoUltimo.status).toBe(404);
  });
});

describe('GET /api/transparencia/busca (q, pagina, n)', () => {
  it('answers the transparency groups with plain-text snippets and the pagination headers', async () => {
    const resposta = await fetch(`${harness.base}/api/transparencia/busca?q=${encodeURIComponent('viação cerrado')}&n=5`);
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('totallinhas')).toBe('2');
    expect(resposta.headers.get('quantidadeporpagina')).toBe('5');
    const grupos = (await resposta.json()) as { tipo: string; total: number; itens: { titulo: string; trecho: string; destaques: string[]; url: string }[] }[];
    expect(grupos.map((grupo) => [grupo.tipo, grupo.total])).toEqual([['contrato', 1], ['licitacao', 0], ['empenho', 1]]);
    expect(grupos[0]!.itens[0]).toMatchObject({ titulo: 'Contrato nº 077/2026 – Viação Cerrado Ltda', url: '/transparencia/contratos?termo=077%2F2026', destaques: ['Viação', 'Cerrado'] });
    expect(grupos[0]!.itens[0]!.trecho).toContain('Locação de ônibus');
  });

  it('refuses a request without q, with the message in Portuguese', async () => {
    const resposta = await fetch(`${harness.base}/api/transparencia/busca`);
    expect(resposta.status).toBe(400);
    expect(JSON.stringify(await resposta.json())).toContain('Informe o termo da busca.');
  });
});
