import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

/* What goes over the wire: static assets precompressed at build time, dynamic answers compressed on the fly. */

const base = inject('portalBase');

/** A raw GET (no automatic decompression): status, headers, the body's chunks as they arrived. */
function pedir(caminho: string, encoding: string, accept = 'text/html,application/json;q=0.9,*/*;q=0.8'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; partes: Buffer[] }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${caminho}`, { headers: { 'accept-encoding': encoding, accept, 'apollo-require-preflight': 'true' } }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (parte: Buffer) => partes.push(parte));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, partes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  it('serves the build-time brotli and gzip files of the public bundle as they are', async () => {
    // A page that asks for the app at once (reading pages leave it to the inline loader).
    const html = await (await fetch(`${base}/cidadao/entrar`)).text();
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const disco = path.resolve('clients/public/dist/client', script!.slice(1));
    const br = await pedir(script!, 'gzip, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Buffer.concat(br.partes).equals(await readFile(`${disco}.br`))).toBe(true);
    const gz = await pedir(script!, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.concat(gz.partes)).equals(await readFile(disco))).toBe(true);
    const cru = await pedir(script!, 'identity');
    expect(cru.headers['content-encoding']).toBeUndefined();
    expect(Buffer.concat(cru.partes).equals(await readFile(disco))).toBe(true);
  });

  it('compresses server-rendered pages and GraphQL answers', async () => {
    const pagina = await pedir('/', 'br');
    expect(pagina.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(Buffer.concat(pagina.partes)).toString()).toContain('<html lang="pt-BR"');
    const api = await pedir(`/graphql?query=${encodeURIComponent('{ deputados(porPagina: 41) { itens { id nome nomeCompleto } } }')}`, 'gzip', 'application/json');
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.concat(api.partes)).toString()).data.deputados.itens.length).toBeGreaterThan(30);
  });

  it('keeps an export streaming (chunked, in several pieces) while compressing it', async () => {
    const csv = await pedir('/api/transparencia/exportar/contratos.csv', 'gzip');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    const texto = gunzipSync(Buffer.concat(csv.partes)).toString();
    expect(texto.split('\n').length).toBeGreaterThan(10);
  });
});
