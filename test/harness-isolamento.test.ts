import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUBGRAFO_DA_SESSAO } from '../gateway/src/auth/sessao-cidadao.js';
import { subgraphUrlsOf } from '../gateway/src/supergraph.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

/*
 * `npm test` next to `npm start`: a "portal" listens on the supergraph's default subgraph URLs and records every
 * request. The harness, started without those subgraphs, must never reach it (it once deleted a running portal's
 * deputies). A default port already taken on this machine is left alone; the URLs check still covers it.
 */

// The citizen session's subgraph lives inside the gateway: its supergraph URL is never called.
const padroes = Object.entries(subgraphUrlsOf(readFileSync('schema/supergraph.graphql', 'utf8'))).filter(([nome]) => nome !== SUBGRAFO_DA_SESSAO);
const recebidas: string[] = [];
const portal: Server[] = [];
let harness: GatewayHarness;

beforeAll(async () => {
  for (const [nome, url] of padroes) {
    const server = createServer((req, res) => {
      recebidas.push(`${nome}: ${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    });
    const { port } = new URL(url);
    const escutando = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(Number(port), '127.0.0.1', () => resolve(true));
    });
    if (escutando) portal.push(server);
  }
  harness = await startGatewayHarness([]);
});

afterAll(async () => {
  await harness?.close();
  await Promise.all(portal.map((server) => new Promise((resolve) => server.close(resolve))));
});

it('never points a subgraph it did not start at the supergraph default URLs', () => {
  expect(padroes.length).toBe(5);
  for (const [nome, url] of padroes) expect(harness.subgraphUrls[nome], nome).not.toBe(url);
});

it('sends nothing to a portal listening on the default ports, even for an allowed mutation', async () => {
  const todas = padroes.map(([nome]) => nome);
  const token = await harness.services.signer.signEquipe({
    sub: '1',
    nome: 'Administradora',
    lotacao_padrao_id: 1,
    recursos: [{ lotacao_id: 1, permissoes: ['api/admin/deputados', 'api/admin/noticias'], funcionalidades: [] }],
  });
  const autorizado = { authorization: `Bearer ${token}` };
  const exclusao = await harness.graphql('mutation { excluirDeputado(id: 1) }', undefined, autorizado);
  const noticias = await harness.graphql('{ noticias(pagina: 1, porPagina: 1) { total } }');
  const pronto = await fetch(`${harness.base}/readyz`);
  expect(recebidas).toEqual([]);
  expect(exclusao.body.errors?.length).toBeGreaterThan(0);
  expect(noticias.body.errors?.length).toBeGreaterThan(0);
  expect(pronto.status).toBe(503);
  expect(todas).toContain('people');
});
