import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTAS_PRONTAS } from '../clients/explorer/src/consultas-prontas.js';
import { CONSULTA_INICIAL } from '../clients/explorer/src/defaultQuery.js';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

let harness: GatewayHarness;

beforeAll(async () => {
  harness = await startGatewayHarness([content, people, transparency, participation, access]);
});
afterAll(() => harness?.close());

/** True when some list or number in the answer holds something: an answer made only of nulls and empty lists is not data. */
function temDados(valor: unknown): boolean {
  if (Array.isArray(valor)) return valor.some(temDados);
  if (valor && typeof valor === 'object') return Object.values(valor).some(temDados);
  return valor !== null && valor !== undefined && valor !== '' && valor !== 0;
}

describe('the explorer\'s ready queries run against the published schema, anonymously, over the demo data', () => {
  for (const pronta of CONSULTAS_PRONTAS) {
    it(pronta.titulo, async () => {
      const { status, body } = await harness.graphql(pronta.consulta, pronta.variaveis);
      expect(body.errors).toBeUndefined();
      expect(status).toBe(200);
      for (const [campo, valor] of Object.entries(body.data ?? {})) expect(temDados(valor), `${campo} sem dados`).toBe(true);
    });
  }

  it('the default query too', async () => {
    const { body } = await harness.graphql(CONSULTA_INICIAL);
    expect(body.errors).toBeUndefined();
    expect(temDados(body.data)).toBe(true);
  });
});
