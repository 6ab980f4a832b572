import { describe, expect, inject, it } from 'vitest';

const base = inject('portalBase');

describe('the portal as `npm start` runs it', () => {
  it('is ready: database and every subgraph answer', async () => {
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      subgrafos: { content: true, people: true, transparency: true, participation: true, access: true },
    });
  });

  it('serves the home page as HTML that already holds the seeded news and deputies', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('Plenário aprova em primeira votação a Lei de Diretrizes Orçamentárias para 2026');
    expect(html).toContain('Amélia Carvalhais');
    expect(html).toMatch(/<meta property="og:title"/);
    // A scheduled item must not leak into the HTML before its time.
    expect(html).not.toContain('Audiência pública vai discutir o Plano Estadual de Educação');
  });

  it('answers the same page as JSON with the .json suffix', async () => {
    const response = await fetch(`${base}/.json`);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(JSON.stringify(await response.json())).toContain('Lei de Diretrizes Orçamentárias');
  });

  it('answers unknown pages with a Portuguese 404 page', async () => {
    const response = await fetch(`${base}/pagina-que-nao-existe`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Página não encontrada');
  });

  it('resolves the latest news with their deputies across two subgraphs', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ noticias(pagina: 1, porPagina: 10) { itens { titulo deputado { nome partido { sigla } } } } }' }),
    });
    const body = (await response.json()) as { data: { noticias: { itens: { titulo: string; deputado: { nome: string; partido: { sigla: string } } | null }[] } } };
    // Other journeys publish news too: look for the seeded item rather than a position.
    const ldo = body.data.noticias.itens.find((item) => item.titulo.startsWith('Plenário aprova em primeira votação'));
    expect(ldo?.deputado).toEqual({ nome: 'Lauro Pimentel', partido: { sigla: 'PSD' } });
  });

  it('serves the admin client and its client-side routes', async () => {
    for (const path of ['/admin', '/admin/acesso', '/admin/qualquer/rota']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root"');
    }
  });

  it('serves the GraphQL explorer from local assets to browsers', async () => {
    const response = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('/explorer/');
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)[^"']*\.(js|css)/);
  });

  it('answers unknown API paths with JSON, not the site', async () => {
    const response = await fetch(`${base}/api/nao-existe`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ mensagem: 'Recurso não encontrado.' });
  });
});

describe('security headers', () => {
  it('sends CSP, anti-framing, no-sniff and referrer policy, and nonces the page’s inline scripts', async () => {
    for (const path of ['/', '/admin/acesso', '/healthz']) {
      const response = await fetch(`${base}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    const home = await fetch(`${base}/`);
    const nonce = /'nonce-([^']+)'/.exec(home.headers.get('content-security-policy')!)![1];
    const inline = [...(await home.text()).matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  });
});
