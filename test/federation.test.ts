import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';
import { content } from '../subgraphs/content/src/index.js';
import { people } from '../subgraphs/people/src/index.js';

let harness: GatewayHarness;
let base: string;

beforeAll(async () => {
  harness = await startGatewayHarness([content, people]);
  base = harness.base;
});
afterAll(() => harness?.close());

async function graphql(query: string, variables?: Record<string, unknown>) {
  return harness.graphql(query, variables);
}

describe('gateway over real subgraphs', () => {
  it("resolves a news item's deputy and party across two subgraphs", async () => {
    const { status, body } = await graphql(`{ noticias(pagina: 1, porPagina: 5) { itens { titulo deputado { nome partido { sigla } } } } }`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const itens = (body.data!.noticias as { itens: { titulo: string; deputado: { nome: string; partido: { sigla: string } } | null }[] }).itens;
    expect(itens).toHaveLength(5);
    expect(itens[0]).toEqual({
      titulo: 'Plenário aprova em primeira votação a Lei de Diretrizes Orçamentárias para 2026',
      deputado: { nome: 'Lauro Pimentel', partido: { sigla: 'PSD' } },
    });
    expect(itens.filter((item) => item.deputado).every((item) => item.deputado!.partido.sigla)).toBe(true);
  });

  it('refuses a protected mutation from an anonymous caller before any subgraph is called', async () => {
    const { status, body } = await graphql(`mutation { criarNoticia(dados: { titulo: "x", conteudo: "y" }) { id } }`);
    expect(status).toBe(401);
    expect(body.errors?.[0]).toMatchObject({
      message: 'É necessário fazer login para acessar esta funcionalidade',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const em = harness.subgraphs.content!.orm.em.fork();
    expect(await em.getConnection().execute(`select count(*)::int as n from content.noticias where titulo = 'x'`)).toEqual([{ n: 0 }]);
  });

  it('keeps CSRF prevention on: a simple GET query without the preflight header is refused', async () => {
    const response = await fetch(`${base}/graphql?query=${encodeURIComponent('{ noticias { total } }')}`);
    expect(response.status).toBe(400);
    const allowed = await fetch(`${base}/graphql?query=${encodeURIComponent('{ noticias { total } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.status).toBe(200);
  });

  it('answers a POST without an ETag (no cache revalidates a POST); a GET query answered by Apollo keeps its ETag', async () => {
    const query = '{ noticias { total } }';
    const post = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(post.status).toBe(200);
    expect(post.headers.get('etag')).toBeNull();
    expect(post.headers.get('x-powered-by')).toBeNull();
    // `no-cache`: answered by Apollo, not by the response cache (whose hits never carried an ETag).
    const get = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`, { headers: { 'apollo-require-preflight': 'true', 'cache-control': 'no-cache' } });
    expect(get.headers.get('etag')).toMatch(/^W\/"/);
    expect(await get.text()).toBe(await post.text());
  });

  it('answers liveness, and readiness as degraded (still 200) while some subgraphs are down', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    const body = (await ready.json()) as { status: string; subgrafos: Record<string, boolean> };
    // transparency, participation and access are not started in this test: the gateway serves the rest.
    expect(ready.status).toBe(200);
    expect(body.status).toBe('degradado');
    expect(body.subgrafos).toMatchObject({ content: true, people: true, access: false });
  });

  it('tags each response with a request id', async () => {
    const response = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'teste-123' } });
    expect(response.headers.get('x-request-id')).toBe('teste-123');
  });
});

describe('gateway request hygiene', () => {
  it('refuses batched arrays with a Portuguese message', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ noticias { total } }' }, { query: '{ noticias { total } }' }]),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('lotes de operações não são aceitos');
  });

  it('refuses oversized documents before parsing them', async () => {
    const response = await graphql(`{ noticias { total } } # ${'x'.repeat(100_001)}`);
    expect(response.status).toBe(413);
  });

  it('answers introspection and operations named __schema without crashing', async () => {
    const introspection = await graphql('{ __schema { queryType { name } } }');
    expect(introspection.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const nomeada = await graphql('query __schema { ...__schema } fragment __schema on Query { noticias { total } }');
    expect(nomeada.status).toBe(200);
    expect(nomeada.body.errors).toBeUndefined();
  });
});
