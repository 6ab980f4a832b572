import { ApolloServer } from '@apollo/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { entrarComoEquipe, startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

/*
 * Issue 23, item 3: a known anonymous query whose plan is one whole fetch is answered by the gateway without Apollo
 * Server, with the subgraph's bytes (gateway/src/caminho-curto.ts). Each request below goes several times: the first
 * through Apollo Server (gateway and subgraph), the later ones by the short path; the answers must be the same
 * status, headers and bytes, and whatever the normal path refuses or answers with errors stays as it was, with the
 * subgraph called once per request.
 */

let harness: GatewayHarness;
const pipeline = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

beforeAll(async () => {
  harness = await startGatewayHarness([content, people, access]);
});
afterAll(async () => {
  await harness?.close();
});
afterEach(() => {
  pipeline.mockClear();
});

interface Resposta {
  status: number;
  cabecalhos: Record<string, string>;
  corpo: string;
  /** How many times Apollo Server's pipeline ran for it (the gateway's and the subgraph's). */
  apollo: number;
  /** Calls the gateway made to the content subgraph for it. */
  chamadas: number;
}

async function chamadasAoContent(): Promise<number> {
  const metrica = harness.gateway.metricas.registry.getSingleMetric('alego_subgraph_request_duration_seconds');
  const valores = (await metrica!.get()).values as { metricName?: string; labels: Record<string, unknown>; value: number }[];
  return valores.find((v) => v.metricName === 'alego_subgraph_request_duration_seconds_count' && v.labels.subgraph === 'content')?.value ?? 0;
}

async function enviar(corpo: unknown, headers: Record<string, string> = { 'cache-control': 'no-cache' }): Promise<Resposta> {
  const antes = pipeline.mock.calls.length;
  const chamadasAntes = await chamadasAoContent();
  const response = await fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(corpo) });
  const cabecalhos: Record<string, string> = {};
  response.headers.forEach((valor, nome) => {
    // What differs on every response whichever path answers it.
    if (!['date', 'keep-alive', 'connection', 'x-request-id', 'content-security-policy'].includes(nome)) cabecalhos[nome] = valor;
  });
  const texto = await response.text();
  return { status: response.status, cabecalhos, corpo: texto, apollo: pipeline.mock.calls.length - antes, chamadas: (await chamadasAoContent()) - chamadasAntes };
}

const CAMPOS = 'id titulo resumo publicadaEm';
const LISTA = { query: `{ noticias(pagina: 1, porPagina: 10) { itens { ${CAMPOS} } total } }` };

describe('the short path', () => {
  it('answers a known anonymous one-fetch query with the same bytes, without Apollo Server', async () => {
    const primeira = await enviar(LISTA);
    const segunda = await enviar(LISTA);
    const terceira = await enviar(LISTA);
    expect(primeira.apollo).toBeGreaterThan(0);
    expect(terceira.apollo).toBe(0);
    expect(JSON.parse(primeira.corpo)).not.toHaveProperty('errors');
    for (const resposta of [segunda, terceira]) expect({ ...resposta, apollo: 0 }).toEqual({ ...primeira, apollo: 0 });
    expect(terceira.chamadas).toBe(1);
  });

  it('with variables and an operation name', async () => {
    const corpo = { query: `query Lista($p: Int!, $n: Int!) { noticias(pagina: $p, porPagina: $n) { itens { id titulo } total } } query Outra { destaquesNoticias { id } }`, operationName: 'Lista', variables: { p: 1, n: 3 } };
    const primeira = await enviar(corpo);
    await enviar(corpo);
    const depois = await enviar(corpo);
    expect(depois.apollo).toBe(0);
    expect({ ...depois, apollo: 0 }).toEqual({ ...primeira, apollo: 0 });
    // Other values of the same text: the subgraph's answer for them, still without Apollo Server.
    const outra = await enviar({ ...corpo, variables: { p: 2, n: 2 } });
    expect(outra.apollo).toBe(0);
    expect((JSON.parse(outra.corpo) as { data: { noticias: { itens: unknown[] } } }).data.noticias.itens).toHaveLength(2);
  });

  it("keeps the subgraph's errors as the normal path gives them, calling the subgraph once", async () => {
    const query = 'query($n: Int!) { noticias(pagina: 1, porPagina: $n) { itens { id } total } }';
    // Before the text is known: the normal path's answer to a page too large for the subgraph.
    const normal = await enviar({ query, variables: { n: 5000 } });
    expect(JSON.parse(normal.corpo)).toHaveProperty('errors');
    await enviar({ query, variables: { n: 2 } });
    expect((await enviar({ query, variables: { n: 2 } })).apollo).toBe(0);
    const depois = await enviar({ query, variables: { n: 5000 } });
    expect(depois.apollo).toBeGreaterThan(0);
    expect(depois.chamadas).toBe(1);
    expect({ ...depois, apollo: 0 }).toEqual({ ...normal, apollo: 0 });
  });

  it('leaves variables that do not coerce to Apollo Server, with the same errors and status', async () => {
    const query = 'query($n: Int!) { noticias(pagina: 1, porPagina: $n) { itens { titulo } } }';
    const invalidas = [{ n: 'dez' }, {}, { n: null }];
    const antes = [];
    for (const variables of invalidas) antes.push(await enviar({ query, variables }));
    await enviar({ query, variables: { n: 1 } });
    expect((await enviar({ query, variables: { n: 1 } })).apollo).toBe(0);
    for (const [i, variables] of invalidas.entries()) {
      const depois = await enviar({ query, variables });
      expect(depois.status).toBe(400);
      expect(depois.chamadas).toBe(0);
      expect({ ...depois, apollo: 0 }).toEqual({ ...antes[i], apollo: 0 });
    }
  });

  it('never serves a protected query to an anonymous caller, nor to a staff member without the permission', async () => {
    const query = { query: '{ agendasAdmin(pagina: 1, porPagina: 2) { total } }' };
    const admin = await entrarComoEquipe(harness, 'admin');
    const gabinete = await entrarComoEquipe(harness, 'gabinete');
    const primeiras: Resposta[] = [];
    for (let i = 0; i < 3; i++) {
      const comToken = await enviar(query, { authorization: `Bearer ${admin}`, 'cache-control': 'no-cache' });
      expect(comToken.status).toBe(200);
      expect(comToken.apollo).toBeGreaterThan(0);
      const anonimo = await enviar(query);
      expect(anonimo.status).toBe(401);
      expect(JSON.parse(anonimo.corpo)).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
      expect(anonimo.chamadas).toBe(0);
      const semPapel = await enviar(query, { authorization: `Bearer ${gabinete}`, 'cache-control': 'no-cache' });
      expect(semPapel.status).toBe(403);
      expect(JSON.parse(semPapel.corpo)).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
      expect(semPapel.chamadas).toBe(0);
      primeiras.push(anonimo, semPapel);
      expect([anonimo, semPapel]).toEqual(primeiras.slice(0, 2));
    }
  });

  it('leaves a token, an assignment header, another accept and another body shape to Apollo Server', async () => {
    const query = `{ noticias(pagina: 1, porPagina: 4) { itens { id } } }`;
    await enviar({ query });
    expect((await enviar({ query })).apollo).toBe(0);
    const admin = await entrarComoEquipe(harness, 'admin');
    const outros: [unknown, Record<string, string>][] = [
      [{ query }, { authorization: `Bearer ${admin}` }],
      [{ query }, { 'x-lotacao-id': '1' }],
      [{ query }, { accept: 'application/json; callbackSpec=1.0' }],
      [{ query }, { accept: 'text/html' }],
      [{ query, extensions: {} }, {}],
    ];
    for (const [corpo, headers] of outros) expect((await enviar(corpo, { 'cache-control': 'no-cache', ...headers })).apollo).toBeGreaterThan(0);
  });

  it("answers the site's Apollo Client in the type it asks first, the same bytes as Apollo Server", async () => {
    const query = { query: `{ noticias(pagina: 1, porPagina: 7) { itens { id titulo } total } }` };
    const cabecalhos = { 'cache-control': 'no-cache', accept: 'application/graphql-response+json,application/json;q=0.9' };
    const primeira = await enviar(query, cabecalhos);
    await enviar(query, cabecalhos);
    const curta = await enviar(query, cabecalhos);
    expect(primeira.cabecalhos['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(curta.apollo).toBe(0);
    expect({ ...curta, apollo: 0 }).toEqual({ ...primeira, apollo: 0 });
  });

  it('refuses past the limits as before: a text that breaks them is never known', async () => {
    const fundo = `{ noticias { itens { deputado { partido { deputados { itens { partido { deputados { itens { nome } } } } } } } } } }`;
    const primeira = await enviar({ query: fundo });
    const segunda = await enviar({ query: fundo });
    expect(primeira.status).toBe(400);
    expect(segunda.apollo).toBeGreaterThan(0);
    expect({ ...segunda, apollo: 0 }).toEqual({ ...primeira, apollo: 0 });
  });

  it('keeps the response cache: its answer is kept and served to the next anonymous caller', async () => {
    const query = { query: `{ noticias(pagina: 1, porPagina: 6) { itens { id titulo } total } }` };
    const normal = await enviar(query);
    await enviar(query);
    const curta = await enviar(query);
    expect(curta.apollo).toBe(0);
    expect(curta.cabecalhos['x-cache']).toBe('MISS');
    const guardada = await enviar(query, {});
    expect(guardada.cabecalhos['x-cache']).toBe('HIT');
    expect(guardada.chamadas).toBe(0);
    expect(guardada.corpo).toBe(normal.corpo);
  });

  it('leaves a join (two fetches) to Apollo Server', async () => {
    const juncao = { query: `{ noticias(pagina: 1, porPagina: 3) { itens { titulo deputado { nome } } } }` };
    await enviar(juncao);
    await enviar(juncao);
    expect((await enviar(juncao)).apollo).toBeGreaterThan(0);
  });
});

describe('the front (the short path before express’s chain)', () => {
  const requisicoes = async (status: string) => {
    const valores = (await harness.gateway.metricas.registry.getSingleMetric('alego_http_requests_total')!.get()).values;
    return valores.find((v) => v.labels.route === '/graphql' && v.labels.method === 'POST' && v.labels.status === status)?.value ?? 0;
  };
  const postar = (corpo: string, headers: Record<string, string> = {}) =>
    fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'cache-control': 'no-cache', ...headers }, body: corpo });

  it('counts each request once, keeps the request id and gives each answer a fresh nonce', async () => {
    const corpo = JSON.stringify({ query: `{ noticias(pagina: 1, porPagina: 9) { itens { id } total } }` });
    for (let vez = 0; vez < 2; vez++) await postar(corpo);
    expect((await enviar(JSON.parse(corpo))).apollo).toBe(0);
    const antes = await requisicoes('200');
    const dada = await postar(corpo, { 'x-request-id': 'pedido-da-frente-1' });
    const nova = await postar(corpo);
    expect(await requisicoes('200')).toBe(antes + 2);
    expect(dada.headers.get('x-request-id')).toBe('pedido-da-frente-1');
    expect(nova.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const politicas = [dada, nova].map((r) => r.headers.get('content-security-policy')!);
    for (const politica of politicas) expect(politica).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(politicas[0]).not.toBe(politicas[1]);
    expect(dada.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses a large answer as the chain does', async () => {
    const corpo = { query: `{ noticias(pagina: 1, porPagina: 40) { itens { ${CAMPOS} } total } }` };
    const normal = await enviar(corpo, { 'cache-control': 'no-cache', 'accept-encoding': 'gzip' });
    await enviar(corpo, { 'cache-control': 'no-cache', 'accept-encoding': 'gzip' });
    const frente = await enviar(corpo, { 'cache-control': 'no-cache', 'accept-encoding': 'gzip' });
    expect(frente.apollo).toBe(0);
    expect(frente.cabecalhos['content-encoding']).toBe('gzip');
    expect({ ...frente, apollo: 0 }).toEqual({ ...normal, apollo: 0 });
  });

  it('answers a body that is not JSON with the parser’s 400, in Portuguese', async () => {
    for (const corpo of ['{"query": ', '"só um texto"', 'query { noticias { total } }']) {
      const resposta = await postar(corpo);
      expect(resposta.status).toBe(400);
      expect(await resposta.json()).toEqual({ mensagem: 'JSON inválido no corpo da requisição.' });
    }
    // The portal still answers the next request.
    expect((await postar(JSON.stringify({ query: '{ noticias(pagina: 1, porPagina: 1) { total } }' }))).status).toBe(200);
  });

  it('leaves an unknown query, read by the front, to the whole chain', async () => {
    const corpo = { query: `{ noticias(pagina: 1, porPagina: 11) { itens { id titulo } } }` };
    const primeira = await enviar(corpo);
    expect(primeira.status).toBe(200);
    expect(primeira.apollo).toBeGreaterThan(0);
    expect(JSON.parse(primeira.corpo).data.noticias.itens).toHaveLength(11);
  });
});
