import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness, entrarComoEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let token = '';

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  token = await entrarComoEquipe(harness, 'publicador');
});
afterAll(() => harness?.close());

const LISTA = '{ noticias(pagina: 1, porPagina: 5) { itens { id titulo } total } }';

async function consultar(query: string, headers: Record<string, string> = {}) {
  const resposta = await fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { cache: resposta.headers.get('x-cache'), status: resposta.status, corpo: (await resposta.json()) as { data?: { noticias: { total: number; itens: { titulo: string }[] } }; errors?: unknown[] } };
}

describe('response cache for anonymous public reads', () => {
  it('answers a repeated anonymous query from the cache, byte for byte', async () => {
    const primeira = await consultar(LISTA);
    const segunda = await consultar(LISTA);
    expect(primeira.cache).toBe('MISS');
    expect(segunda.cache).toBe('HIT');
    expect(segunda.corpo).toEqual(primeira.corpo);
  });

  it('answers fresh when the caller sends Cache-Control: no-cache', async () => {
    await consultar(LISTA);
    expect((await consultar(LISTA, { 'cache-control': 'no-cache' })).cache).toBe('MISS');
    expect((await consultar(LISTA)).cache).toBe('HIT');
  });

  it('REST and feeds answer fresh on Cache-Control: no-cache, say X-Cache, and refresh the cache', async () => {
    const feed = async (headers: Record<string, string> = {}) => {
      const resposta = await fetch(`${harness.base}/noticias/feed`, { headers });
      expect(resposta.status).toBe(200);
      return { cache: resposta.headers.get('x-cache'), corpo: await resposta.text() };
    };
    await feed();
    const guardado = await feed();
    expect(guardado.cache).toBe('HIT');
    // A change the gateway never saw (an import by SQL): only a fresh answer can show it before the time limit.
    const titulo = `Título trocado por SQL ${Date.now()}`;
    const trocadas = await harness.subgraphs.content!.orm.em.fork().getConnection().execute<{ id: number }[]>(
      `update content.noticias set titulo = ? where publicada returning id`,
      [titulo],
    );
    expect(trocadas.length).toBeGreaterThan(0);
    expect((await feed()).corpo).not.toContain(titulo);
    const fresco = await feed({ 'cache-control': 'no-cache' });
    expect(fresco.cache).toBe('MISS');
    expect(fresco.corpo).toContain(titulo);
    const depois = await feed();
    expect(depois.cache).toBe('HIT');
    expect(depois.corpo).toContain(titulo);
  });

  it('never serves or stores answers for a caller with a token', async () => {
    const comToken = await consultar(LISTA, { authorization: `Bearer ${token}` });
    expect(comToken.cache).toBeNull();
    expect(comToken.corpo.data?.noticias.total).toBeGreaterThan(0);
  });

  it('does not keep answers with errors', async () => {
    const query = '{ noticias(pagina: 0) { total } }';
    expect((await consultar(query)).cache).toBe('MISS');
    const denovo = await consultar(query);
    expect(denovo.cache).toBe('MISS');
    expect(denovo.corpo.errors).toBeDefined();
  });

  it('is emptied by a successful mutation: a published news item shows at once', async () => {
    const antes = await consultar(LISTA);
    expect((await consultar(LISTA)).cache).toBe('HIT');
    const titulo = `Cache: sessão solene em homenagem aos professores ${Date.now()}`;
    const criar = await harness.graphql<{ criarNoticia: { id: string } }>(
      'mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id } }',
      { d: { titulo, conteudo: '<p>Texto.</p>', categoria: 'assembleia' } },
      { authorization: `Bearer ${token}` },
    );
    const id = criar.body.data!.criarNoticia.id;
    const publicar = await harness.graphql('mutation($id: ID!) { publicarNoticia(id: $id, dataPublicacao: "01/01/2026 10:00") { id } }', { id }, { authorization: `Bearer ${token}` });
    expect(publicar.body.errors).toBeUndefined();
    const depois = await consultar(LISTA);
    expect(depois.cache).toBe('MISS');
    expect(depois.corpo.data!.noticias.total).toBe(antes.corpo.data!.noticias.total + 1);
  });

  it('a refused mutation leaves the cache as it was', async () => {
    await consultar(LISTA);
    const anonima = await consultar('mutation { excluirNoticia(id: "1") }');
    expect(anonima.status).toBe(401);
    expect((await consultar(LISTA)).cache).toBe('HIT');
  });
});

// The server-rendered pages need the built public client (npm run build, as scripts/test.sh does first).
describe.runIf(existsSync('clients/public/dist/server/entry-server.js'))('rendered public pages for anonymous visitors', () => {
  const pagina = async (caminho: string, headers: Record<string, string> = {}) => {
    const resposta = await fetch(`${harness.base}${caminho}`, { headers });
    const corpo = await resposta.text();
    const nonce = /nonce="([^"]+)"/.exec(corpo)?.[1];
    return { status: resposta.status, cache: resposta.headers.get('x-cache'), csp: resposta.headers.get('content-security-policy') ?? '', corpo, nonce, semNonce: corpo.replaceAll(nonce ?? '\u0000', 'N') };
  };

  it('serves the same page from the cache with a fresh nonce, renders again on no-cache and after a write to what it shows', async () => {
    const primeira = await pagina('/noticias');
    expect(primeira.status).toBe(200);
    const segunda = await pagina('/noticias');
    expect(segunda.cache).toBe('HIT');
    expect(segunda.semNonce).toBe(primeira.semNonce);
    // The CSP nonce is per response, also for a kept page: a script cannot reuse one seen in another answer.
    expect(segunda.nonce).toBeTruthy();
    expect(segunda.nonce).not.toBe(primeira.nonce);
    expect(segunda.csp).toContain(`'nonce-${segunda.nonce}'`);
    expect((await pagina('/noticias', { 'cache-control': 'no-cache' })).cache).toBe('MISS');
    expect((await pagina('/noticias')).cache).toBe('HIT');

    const titulo = `Página: audiência pública sobre o transporte ${Date.now()}`;
    const criar = await harness.graphql<{ criarNoticia: { id: string } }>(
      'mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id } }',
      { d: { titulo, conteudo: '<p>Texto.</p>', categoria: 'assembleia' } },
      { authorization: `Bearer ${token}` },
    );
    // Published a minute ago, so it is the first item of the list.
    const agora = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(Date.now() - 60_000).replace(',', '');
    const publicar = await harness.graphql('mutation($id: ID!, $data: String!) { publicarNoticia(id: $id, dataPublicacao: $data) { id } }', { id: criar.body.data!.criarNoticia.id, data: agora }, { authorization: `Bearer ${token}` });
    expect(publicar.body.errors).toBeUndefined();
    const depois = await pagina('/noticias');
    expect(depois.cache).toBe('MISS');
    expect(depois.corpo).toContain(titulo);
  });

  it('renders a page once for visitors who ask for it at the same time, the others get that render from the cache', async () => {
    // An address no other test asked for: nothing kept yet.
    const caminho = `/noticias?visitantes=${Date.now()}`;
    const respostas = await Promise.all(Array.from({ length: 6 }, () => pagina(caminho)));
    expect(respostas.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(respostas.map((r) => r.cache).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    expect(new Set(respostas.map((r) => r.semNonce)).size).toBe(1);
    // Each still gets its own nonce.
    expect(new Set(respostas.map((r) => r.nonce)).size).toBe(6);
    // A page that is not kept (its query fails: people is not in this harness) is rendered for each visitor.
    const falhas = await Promise.all(Array.from({ length: 3 }, () => pagina(`/deputados?visitantes=${Date.now()}`)));
    expect(falhas.map((r) => r.cache)).toEqual(['MISS', 'MISS', 'MISS']);
  });

  it('keeps one page per accessibility choice, and none for a caller with a token or a page with errors', async () => {
    await pagina('/noticias');
    const contraste = await pagina('/noticias', { cookie: 'alego_acessibilidade=1.2' });
    expect(contraste.cache).toBe('MISS');
    expect(contraste.corpo).toContain('<html lang="pt-BR" class="alto-contraste" data-fonte="2">');
    expect((await pagina('/noticias', { cookie: 'outro=1; alego_acessibilidade=1.2' })).cache).toBe('HIT');
    expect((await pagina('/noticias')).corpo).toContain('<html lang="pt-BR">');

    const comToken = await pagina('/noticias', { authorization: `Bearer ${token}` });
    expect(comToken.status).toBe(200);
    expect(comToken.cache).not.toBe('HIT');

    // The deputies live in people, which this harness does not run: the page's query fails and is not kept.
    const falha = await pagina('/deputados');
    expect((await pagina('/deputados')).cache).not.toBe('HIT');
    expect(falha.status).toBeGreaterThanOrEqual(200);
  });
});
