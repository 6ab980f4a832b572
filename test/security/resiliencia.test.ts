import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../subgraphs/content/src/index.js';
import { people } from '../../subgraphs/people/src/index.js';
import { startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/** A subgraph address that accepts connections and never answers: holds a request for exactly the deadline. */
async function servidorTravado(): Promise<{ url: string; fechar(): void }> {
  const conexoes = new Set<Socket>();
  const servidor: Server = createServer((socket) => {
    conexoes.add(socket);
    socket.on('close', () => conexoes.delete(socket));
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/graphql`,
    fechar() {
      for (const socket of conexoes) socket.destroy();
      servidor.close();
    },
  };
}

const post = (base: string, query: string) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' }, body: JSON.stringify({ query }) });

describe('admission control', () => {
  let harness: GatewayHarness;
  let travado: Awaited<ReturnType<typeof servidorTravado>>;
  beforeAll(async () => {
    travado = await servidorTravado();
    // One request at a time, no queue: the second concurrent request is refused at once.
    harness = await startGatewayHarness([content], {
      subgraphUrls: { transparency: travado.url },
      env: { ADMISSAO_SIMULTANEAS: '1', ADMISSAO_FILA: '0', SUBGRAFO_TIMEOUT_MS: '1500', CACHE_PUBLICO_TTL_MS: '0' },
    });
  });
  afterAll(async () => {
    await harness?.close();
    travado?.fechar();
  });

  it('answers a request beyond capacity with a fast 503, Retry-After and a Portuguese message; probes never wait', async () => {
    // Held by the hung subgraph until its deadline.
    const ocupada = post(harness.base, '{ anosLicitacoes }');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const recusada = await post(harness.base, '{ noticias(porPagina: 1) { total } }');
    expect(recusada.status).toBe(503);
    expect(recusada.headers.get('retry-after')).toBe('2');
    expect(await recusada.json()).toMatchObject({ errors: [{ message: expect.stringContaining('muitos acessos') as unknown, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    expect((await fetch(`${harness.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${harness.base}/readyz`)).status).not.toBe(503);

    // The slot comes back when the held request ends (at the subgraph's deadline, with its error).
    const corpo = (await (await ocupada).json()) as { errors?: { extensions?: { servico?: string } }[] };
    expect(corpo.errors?.[0]?.extensions?.servico).toBe('transparency');
    expect((await post(harness.base, '{ noticias(porPagina: 1) { total } }')).status).toBe(200);
  });
});

describe('REST, exports and server rendering run in process', () => {
  let harness: GatewayHarness;
  beforeAll(async () => {
    // A single admission slot: an operation sent back to the gateway over HTTP would need a second one.
    harness = await startGatewayHarness([content, people], { env: { ADMISSAO_SIMULTANEAS: '1', ADMISSAO_FILA: '0' } });
  });
  afterAll(() => harness?.close());

  it('a legacy REST path answers with one request’s worth of capacity', async () => {
    const resposta = await fetch(`${harness.base}/api/portal/deputados`);
    expect(resposta.status).toBe(200);
    expect(((await resposta.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('the news feed and a server-rendered page too', async () => {
    const feed = await fetch(`${harness.base}/noticias/feed`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('<item>');
    const pagina = await fetch(`${harness.base}/noticias`);
    expect(pagina.status).toBe(200);
    expect(await pagina.text()).toContain('<html lang="pt-BR"');
  });
});
