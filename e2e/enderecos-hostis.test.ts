import { caminhoDoConjunto, CONJUNTOS } from '@alego/catalog';
import { describe, expect, inject, it } from 'vitest';

/*
 * Addresses a visitor can paste, or a crawler can forge: every page of the sitemap and every transparency dataset,
 * with its page number past GraphQL's Int and a NUL byte in its search and filter texts (both reached the database or
 * the API as they came, and the page answered 502 "Página indisponível"). A page may refuse a value (400, in
 * Portuguese) or ignore it (200); it never fails (5xx).
 */

const base = inject('portalBase');
const HOSTIS = ['pagina=99999999999999999999', 'termo=a%00b', 'pagina=%00', 'termo=%00&tipo=%00&pagina=99999999999999999999'];

async function paginasDoMapa(): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Each address with its status, the pages that failed named with their <title>, a few at a time. */
async function falhas(enderecos: string[]): Promise<string[]> {
  const ruins: string[] = [];
  for (let i = 0; i < enderecos.length; i += 6) {
    await Promise.all(
      enderecos.slice(i, i + 6).map(async (endereco) => {
        const resposta = await fetch(base + endereco, { redirect: 'manual' });
        const corpo = await resposta.text();
        if (resposta.status >= 500) ruins.push(`${endereco} → ${resposta.status} ${/<title>([^<]*)/.exec(corpo)?.[1] ?? corpo.slice(0, 120)}`);
      }),
    );
  }
  return ruins;
}

describe('hostile addresses on public pages', () => {
  it('no page of the sitemap fails on an absurd page number or a NUL in its texts', { timeout: 240_000 }, async () => {
    const paginas = await paginasDoMapa();
    expect(paginas.length).toBeGreaterThan(50);
    const enderecos = paginas.flatMap((p) => HOSTIS.map((h) => `${p}?${h}`));
    // The site search reads its own parameters (`termo`, `tipo`, `pagina`).
    enderecos.push('/alego_search/buscar?termo=a%00b', '/alego_search/buscar?termo=sa%C3%BAde&tipo=noticia&pagina=99999999999999999999');
    expect(await falhas(enderecos)).toEqual([]);
  });

  it('no transparency dataset page (HTML or .json) fails on a NUL in any filter', { timeout: 240_000 }, async () => {
    const enderecos = CONJUNTOS.flatMap((conjunto) =>
      ['', '.json'].flatMap((sufixo) => conjunto.filtros.map((f) => `${caminhoDoConjunto(conjunto)}${sufixo}?${f.nome}=a%00b&pagina=99999999999999999999`)),
    );
    expect(enderecos.length).toBeGreaterThan(100);
    expect(await falhas(enderecos)).toEqual([]);
  });

  it('the REST API refuses a NUL naming the parameter; the page reads it as a space', async () => {
    const api = await fetch(`${base}/api/transparencia/empenhos?termo=a%00b`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ mensagem: 'O parâmetro termo contém caracteres inválidos.' });
    const pagina = await fetch(`${base}/transparencia/busca?termo=a%00b`);
    expect(pagina.status).toBe(200);
    expect(await pagina.text()).not.toContain('Página indisponível');
  });
});
