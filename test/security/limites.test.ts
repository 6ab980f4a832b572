import { MENSAGEM_RESPOSTA_GRANDE, MENSAGEM_TEMPO_ESGOTADO } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../subgraphs/people/src/index.js';
import { startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';
import { cadeiaDeFragmentos, lequeEmLinha } from './formas-hostis.js';

/*
 * Issue 13, item 1: one anonymous query took the people subgraph to 4 GB. The gateway refuses the probe's shapes
 * before planning (depth through fragment spreads, a size for every list), and a subgraph reached directly bounds
 * what one operation may resolve and for how long.
 */

let harness: GatewayHarness;
let semTempo: TestSubgraph;

beforeAll(async () => {
  harness = await startGatewayHarness([people]);
  // The same subgraph with no time at all: the deadline, without waiting for one.
  semTempo = await startTestSubgraph(people, { seed: true, limites: { campos: 100_000, tempoMs: 0 } });
});
afterAll(async () => {
  await harness?.close();
  await semTempo?.close();
});

async function direto(subgraph: TestSubgraph, query: string) {
  // A caller on the compose network: no token, no internal secret.
  const response = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('the gateway refuses the probe before any subgraph runs it', () => {
  for (const niveis of [16, 18, 20, 22]) {
    it(`chained named fragments, ${niveis} levels: too deep`, async () => {
      const { status, body } = await harness.graphql(cadeiaDeFragmentos(niveis));
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      // Too expensive as well: each limit reports what it finds.
      expect(body.errors).toContainEqual(expect.objectContaining({ message: 'A consulta é profunda demais (máximo de 12 níveis).', extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }) }));
    });
  }

  for (const niveis of [9, 12]) {
    it(`inline fan-out deputados → frentesParlamentares → deputados within ${niveis} levels: too expensive`, async () => {
      const { status, body } = await harness.graphql(lequeEmLinha(niveis));
      expect(status).toBe(400);
      expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/^A consulta é cara demais/), extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }) })]);
    });
  }

  it('still answers the same lists at a sensible size', async () => {
    const { status, body } = await harness.graphql(`{ deputados(porPagina: 10) { itens { nome frentesParlamentares { nome deputados { nome } } } } }`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('a subgraph called directly bounds each operation itself', () => {
  it('answers a fan-out past the resolved-field cap with one clear error, not a huge answer', async () => {
    const { body } = await direto(harness.subgraphs.people!, cadeiaDeFragmentos(18));
    expect(body).toEqual({ data: null, errors: [{ message: MENSAGEM_RESPOSTA_GRANDE, extensions: { code: 'LIMITE_EXCEDIDO' } }] });
  });

  it('stops an operation past its deadline', async () => {
    const { body } = await direto(semTempo, `{ deputados(porPagina: 5) { itens { nome } } }`);
    expect(body).toEqual({ data: null, errors: [{ message: MENSAGEM_TEMPO_ESGOTADO, extensions: { code: 'LIMITE_EXCEDIDO' } }] });
  });

  it('answers ordinary operations in full', async () => {
    const { body } = await direto(harness.subgraphs.people!, `{ deputados(porPagina: 5) { itens { nome frentesParlamentares { nome } } } }`);
    expect(body.errors).toBeUndefined();
    expect((body.data as { deputados: { itens: unknown[] } }).deputados.itens).toHaveLength(5);
  });
});
