import { INTERNAL_HEADER, MENSAGEM_RESPOSTA_GRANDE, MENSAGEM_SO_GATEWAY } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { ApolloServer } from '@apollo/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness } from './gateway-harness.js';

/*
 * Issue 23, item 3: a subgraph answers the queries Apollo Server already validated and answered cleanly without its
 * request pipeline (kit/caminho-direto.ts). Each request below goes twice: the first time Apollo Server answers it,
 * the second time the direct path may; both answers must be the same bytes, and whatever the subgraph refuses it
 * still refuses.
 */

let subgrafo: TestSubgraph;
let pequeno: TestSubgraph;
const pipeline = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

beforeAll(async () => {
  subgrafo = await startTestSubgraph(content, { seed: true });
  // A budget that a page of 2 news fits in and a page of 20 does not.
  pequeno = await startTestSubgraph(content, { seed: true, limites: { campos: 20, tempoMs: 10_000 } });
});
afterAll(async () => {
  await subgrafo?.close();
  await pequeno?.close();
});
afterEach(() => {
  pipeline.mockClear();
});

interface Resposta {
  status: number;
  cabecalhos: Record<string, string>;
  corpo: string;
  /** Whether Apollo Server's pipeline answered it. */
  apollo: boolean;
}

async function enviar(alvo: TestSubgraph, corpo: unknown, headers: Record<string, string> = {}): Promise<Resposta> {
  const antes = pipeline.mock.calls.length;
  const response = await fetch(alvo.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(corpo) });
  const cabecalhos: Record<string, string> = {};
  response.headers.forEach((valor, nome) => {
    if (!['date', 'keep-alive', 'connection'].includes(nome)) cabecalhos[nome] = valor;
  });
  return { status: response.status, cabecalhos, corpo: await response.text(), apollo: pipeline.mock.calls.length > antes };
}

const CAMPOS = 'id titulo resumo publicadaEm';
const LIMPAS: [string, unknown, (Record<string, string> | 'gateway')?][] = [
  ['the page of 10 news the benchmark reads', { query: `{ noticias(pagina: 1, porPagina: 10) { itens { ${CAMPOS} } total } }` }],
  ['the page of 50', { query: `{ noticias(pagina: 1, porPagina: 50) { itens { ${CAMPOS} } total } }` }],
  ['variables, an operation name, aliases and fragments', { query: `query Lista($p: Int!) { noticias(pagina: $p, porPagina: 3) { ...P } } query Outra { destaquesNoticias { id } } fragment P on NoticiaPagina { lista: itens { a: id __typename titulo } total }`, operationName: 'Lista', variables: { p: 2 } }],
  ['a directive', { query: `query($sim: Boolean!) { noticias(pagina: 1, porPagina: 2) { itens { id titulo @include(if: $sim) } } }`, variables: { sim: false } }],
  ['a news item that does not exist', { query: '{ noticia(id: "999999") { id titulo } }' }],
  ['the gateway asking for the SDL with its secret', { query: '{ _service { sdl } }' }, 'gateway'],
  ['accept */*', { query: `{ noticias(pagina: 1, porPagina: 2) { itens { id } } }` }, { accept: '*/*' }],
  // What Apollo Client sends: the answer comes as application/graphql-response+json on both paths.
  ["Apollo Client's accept", { query: `{ noticias(pagina: 1, porPagina: 3) { itens { id } } }` }, { accept: 'application/graphql-response+json,application/json;q=0.9' }],
  ['accept application/json with a lower graphql-response', { query: `{ noticias(pagina: 1, porPagina: 8) { itens { id } } }` }, { accept: 'application/json, application/graphql-response+json;q=0.5' }],
];

describe('the same bytes on both paths', () => {
  for (const [nome, corpo, headers] of LIMPAS) {
    it(nome, async () => {
      const extras = headers === 'gateway' ? { [INTERNAL_HEADER]: subgrafo.internalToken } : (headers ?? {});
      const primeira = await enviar(subgrafo, corpo, extras);
      const segunda = await enviar(subgrafo, corpo, extras);
      expect(primeira.apollo).toBe(true);
      expect(segunda.apollo).toBe(false);
      expect(JSON.parse(primeira.corpo)).not.toHaveProperty('errors');
      expect(segunda).toEqual({ ...primeira, apollo: false });
    });
  }

  it('a known text whose variables fail goes back to Apollo Server, with its errors', async () => {
    const query = 'query($p: Int!) { noticias(pagina: $p, porPagina: 2) { itens { id } } }';
    await enviar(subgrafo, { query, variables: { p: 1 } });
    expect((await enviar(subgrafo, { query, variables: { p: 1 } })).apollo).toBe(false);
    for (const variables of [{ p: 'x' }, {}, { p: null }]) {
      const resposta = await enviar(subgrafo, { query, variables });
      expect(resposta.apollo).toBe(true);
      expect(resposta.status).toBe(400);
      expect(JSON.parse(resposta.corpo).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('leaves to Apollo Server what is not a plain anonymous query', async () => {
    const corpo = { query: `{ noticias(pagina: 1, porPagina: 4) { itens { id } } }` };
    await enviar(subgrafo, corpo);
    expect((await enviar(subgrafo, corpo)).apollo).toBe(false);
    const outras: [unknown, Record<string, string>][] = [
      [{ ...corpo, extensions: {} }, {}],
      [{ ...corpo, operationName: null }, {}],
      [{ ...corpo, variables: null }, {}],
      [[corpo], {}],
      // The callback format and a type Apollo Server does not answer in (its 406).
      [corpo, { accept: 'application/json; callbackSpec=1.0' }],
      [corpo, { accept: 'text/html' }],
      [corpo, { authorization: 'Bearer x' }],
    ];
    for (const [outro, headers] of outras) expect((await enviar(subgrafo, outro, headers)).apollo).toBe(true);
    expect((await enviar(subgrafo, corpo, { accept: 'text/html' })).status).toBe(406);
  });

  it('answers in the type Apollo Server negotiates', async () => {
    const corpo = { query: `{ noticias(pagina: 1, porPagina: 5) { itens { id } } }` };
    await enviar(subgrafo, corpo);
    for (const [accept, tipo] of [
      ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json; charset=utf-8'],
      ['application/json;q=0.9, application/graphql-response+json', 'application/graphql-response+json; charset=utf-8'],
      ['application/json', 'application/json; charset=utf-8'],
    ] as const) {
      const resposta = await enviar(subgrafo, corpo, { accept });
      expect(resposta.apollo).toBe(false);
      expect(resposta.cabecalhos['content-type']).toBe(tipo);
    }
  });
});

describe('what the subgraph refuses, it still refuses', () => {
  it('_service without the gateway secret, after the gateway ran the same text', async () => {
    const corpo = { query: 'query Sdl { _service { sdl } }' };
    const semSegredo = await enviar(subgrafo, corpo);
    for (let vez = 0; vez < 2; vez++) expect((await enviar(subgrafo, corpo, { [INTERNAL_HEADER]: subgrafo.internalToken })).status).toBe(200);
    for (const headers of [{}, { [INTERNAL_HEADER]: 'outro' }] as Record<string, string>[]) {
      const resposta = await enviar(subgrafo, corpo, headers);
      expect(resposta.status).toBe(403);
      expect(JSON.parse(resposta.corpo).errors[0].message).toBe(MENSAGEM_SO_GATEWAY);
      expect({ ...resposta, apollo: true }).toEqual(semSegredo);
    }
  });

  it('a protected query without a token, after staff ran the same text', async () => {
    const corpo = { query: '{ contadoresMenu { noticias } }' };
    const anonima = await enviar(subgrafo, corpo);
    expect(anonima.status).toBe(401);
    const equipe = await subgrafo.equipe([]);
    for (let vez = 0; vez < 2; vez++) expect((await enviar(subgrafo, corpo, equipe)).status).toBe(200);
    const denovo = await enviar(subgrafo, corpo);
    expect(denovo).toEqual(anonima);
  });

  it('a query past the execution budget answers the limit, once', async () => {
    const query = 'query($n: Int!) { noticias(pagina: 1, porPagina: $n) { itens { id titulo resumo } } }';
    const grande = await enviar(pequeno, { query, variables: { n: 20 } });
    expect(JSON.parse(grande.corpo)).toEqual({ errors: [{ message: MENSAGEM_RESPOSTA_GRANDE, extensions: { code: 'LIMITE_EXCEDIDO' } }], data: null });
    await enviar(pequeno, { query, variables: { n: 2 } });
    expect((await enviar(pequeno, { query, variables: { n: 2 } })).apollo).toBe(false);
    const denovo = await enviar(pequeno, { query, variables: { n: 20 } });
    expect(denovo).toEqual({ ...grande, apollo: false });
  });
});

describe('the gateway', () => {
  it("its calls to the subgraph take the direct path from the second on, with the same answer", async () => {
    const harness = await startGatewayHarness([content]);
    try {
      const chamadasAoSubgrafo = () => pipeline.mock.calls.filter(([{ httpGraphQLRequest }]) => httpGraphQLRequest.headers.has(INTERNAL_HEADER)).length;
      const respostas: string[] = [];
      const chamadas: number[] = [];
      for (let vez = 0; vez < 3; vez++) {
        const antes = chamadasAoSubgrafo();
        const resposta = await fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' }, body: JSON.stringify({ query: `{ noticias(pagina: 1, porPagina: 10) { itens { ${CAMPOS} } total } }` }) });
        expect(resposta.status).toBe(200);
        respostas.push(await resposta.text());
        chamadas.push(chamadasAoSubgrafo() - antes);
      }
      expect(chamadas).toEqual([1, 0, 0]);
      expect(new Set(respostas).size).toBe(1);
    } finally {
      await harness.close();
    }
  });
});
