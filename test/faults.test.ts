import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeOrm, createSubgraphApp, createIdentityVerifier, createOrm, listen } from '@alego/kit';
import { ensureDatabase, startEmbeddedDatabase, withDatabase } from '@alego/kit/db';
import { createTestKeys } from '@alego/kit/testing';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../subgraphs/content/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { Partido } from '../subgraphs/people/src/modules/partido/partido.entity.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

describe('a subgraph that dies under load', () => {
  let harness: GatewayHarness;
  beforeAll(async () => {
    harness = await startGatewayHarness([content, people]);
  });
  afterAll(() => harness?.close());

  const consulta = '{ noticias(porPagina: 5) { itens { titulo deputado { nome } } } }';
  type Resposta = { noticias: { itens: { titulo: string; deputado: { nome: string } | null }[] } };

  it('answers the other subgraph’s fields with partial data and a clear error, and recovers', async () => {
    // `no-cache`: the federation path itself, not the gateway's cache of anonymous reads.
    const carga = async (n: number) => Promise.all(Array.from({ length: n }, () => harness.graphql<Resposta>(consulta, {}, { 'cache-control': 'no-cache' })));
    const antes = await carga(20);
    expect(antes.every((r) => r.status === 200 && !r.body.errors)).toBe(true);

    await harness.subgraphs.people!.pause();
    const durante = await carga(20);
    for (const { status, body } of durante) {
      expect(status).toBe(200);
      expect(body.data!.noticias.itens).toHaveLength(5);
      expect(body.data!.noticias.itens.every((item) => item.titulo && item.deputado === null)).toBe(true);
      expect(body.errors?.[0]).toMatchObject({
        message: 'O serviço de deputados, partidos e comissões está temporariamente indisponível; o restante da resposta veio normalmente. Tente novamente em instantes.',
        extensions: { code: 'SERVICE_UNAVAILABLE', servico: 'people' },
      });
    }

    // Readers of the cached answer still get the whole page while people is down (until the cache's time limit).
    const doCache = await harness.graphql<Resposta>(consulta);
    expect(doCache.body.errors).toBeUndefined();
    expect(doCache.body.data!.noticias.itens[0]!.deputado?.nome).toBeTruthy();

    await harness.subgraphs.people!.resume();
    const depois = await carga(20);
    expect(depois.every((r) => r.status === 200 && !r.body.errors && r.body.data!.noticias.itens[0]!.deputado?.nome)).toBe(true);
    expect((await fetch(`${harness.base}/healthz`)).status).toBe(200);
  });
});

describe('a subgraph that accepts connections and never answers', () => {
  let harness: GatewayHarness;
  let travado: Server;
  const conexoes = new Set<Socket>();
  beforeAll(async () => {
    // Accepts and reads, never writes: what a subgraph stuck in a loop or a lost network path looks like.
    travado = createServer((socket) => {
      conexoes.add(socket);
      socket.on('close', () => conexoes.delete(socket));
    });
    await new Promise<void>((resolve) => travado.listen(0, '127.0.0.1', resolve));
    const { port } = travado.address() as AddressInfo;
    harness = await startGatewayHarness([content], {
      subgraphUrls: { people: `http://127.0.0.1:${port}/graphql` },
      env: { SUBGRAFO_TIMEOUT_MS: '800', CACHE_PUBLICO_TTL_MS: '0' },
    });
  });
  afterAll(async () => {
    await harness?.close();
    for (const socket of conexoes) socket.destroy();
    travado?.close();
  });

  it('answers at its deadline with the other subgraph’s data and an error naming the missing part', async () => {
    const { status, body } = await harness.graphql<{ noticias: { itens: { titulo: string; deputado: unknown }[] } }>(
      '{ noticias(porPagina: 3) { itens { titulo deputado { nome } } } }',
    );
    expect(status).toBe(200);
    expect(body.data!.noticias.itens).toHaveLength(3);
    expect(body.data!.noticias.itens.every((item) => item.titulo && item.deputado === null)).toBe(true);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('deputados, partidos e comissões está temporariamente indisponível') as unknown,
      extensions: { code: 'SERVICE_UNAVAILABLE', servico: 'people' },
    });
  });

  it('keeps the other root fields of a query whose one root field lives on the hung subgraph', async () => {
    const { status, body } = await harness.graphql<{ noticias: { total: number } | null; deputados: { total: number } | null }>(
      '{ noticias(porPagina: 1) { total } deputados(porPagina: 1) { total } }',
    );
    expect(status).toBe(200);
    expect(body.data?.noticias?.total).toBeGreaterThan(0);
    expect(body.data?.deputados).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE', servico: 'people' } });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('PostgreSQL restarting during writes', () => {
  it('loses no acknowledged write, answers the others with a retriable error, and reconnects', async () => {
    const pasta = await mkdtemp(path.join(tmpdir(), 'alego-falha-pg-'));
    await chmod(pasta, 0o755);
    const porta = await freePort();
    let banco = await startEmbeddedDatabase({ dataDir: path.join(pasta, 'pg'), port: porta });
    const url = withDatabase(banco.serverUrl, 'falhas');
    await ensureDatabase(url);
    const logger = pino({ level: 'silent' });
    const orm = await createOrm(people, url, logger);
    const { signer, jwks } = await createTestKeys();
    const app = await createSubgraphApp(people, orm, logger, { verifier: createIdentityVerifier({ jwks }) });
    // The subgraph checks the mutation's scopes itself: the writer is staff allowed to create parties.
    const gestor = await signer.signEquipe({ sub: '1', nome: 'Gestora', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/partidos'], funcionalidades: [] }] });
    const server = await listen(app.app, 0);
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    try {
      const confirmadas: string[] = [];
      const recusadas: string[] = [];
      let n = 0;
      const escrever = async () => {
        const sigla = `F${++n}`;
        const resposta = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${gestor}` },
          body: JSON.stringify({ query: `mutation { criarPartido(dados: { sigla: "${sigla}", nome: "Partido ${sigla}" }) { id } }` }),
        }).then((r) => r.json() as Promise<{ data?: { criarPartido: { id: string } } | null; errors?: { message: string; extensions?: { code?: string } }[] }>);
        if (resposta.data?.criarPartido) confirmadas.push(sigla);
        else {
          expect(resposta.errors?.[0]).toMatchObject({
            message: 'O banco de dados está temporariamente indisponível. Tente novamente em instantes.',
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          });
          recusadas.push(sigla);
        }
      };
      let escrevendo = true;
      const escritor = (async () => {
        while (escrevendo) await escrever();
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await banco.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      banco = await startEmbeddedDatabase({ dataDir: path.join(pasta, 'pg'), port: porta });
      await new Promise((resolve) => setTimeout(resolve, 800));
      escrevendo = false;
      await escritor;

      expect(recusadas.length).toBeGreaterThan(0);
      // After the restart the pool reconnected: the last writes went through.
      expect(confirmadas.at(-1)).toBe(`F${n}`);
      const salvas = (await orm.em.fork().find(Partido, { sigla: { $like: 'F%' } })).map((p) => p.sigla);
      expect(salvas.sort()).toEqual([...confirmadas].sort());
    } finally {
      server.closeAllConnections();
      server.close();
      await app.stop();
      await closeOrm(orm);
      await banco.stop();
      await rm(pasta, { recursive: true, force: true });
    }
  }, 60_000);
});
