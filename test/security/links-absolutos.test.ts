import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/index.js';
import { content } from '../../subgraphs/content/src/index.js';
import { people } from '../../subgraphs/people/src/index.js';
import { startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/**
 * Issue 13, item 14: absolute links (RSS feed, canonical, og:url) come from PUBLIC_URL, never from the request's
 * Host or X-Forwarded-* headers, which any client sets (cache poisoning, phishing links in previews and feeds).
 * The harness runs with the default PUBLIC_URL.
 */
let harness: GatewayHarness;
const PUBLIC_URL = new URL(loadConfig({}).publicUrl).origin;

const HOSTIS: Record<string, string>[] = [
  { host: 'atacante.exemplo' },
  { host: 'atacante.exemplo:8443', 'x-forwarded-proto': 'https' },
  { 'x-forwarded-host': 'atacante.exemplo', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
];

/** node:http, because fetch does not let a caller choose the Host header. */
function pedir(caminho: string, headers: Record<string, string>): Promise<{ status: number; corpo: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(caminho, harness.base);
    const req = request(url, { headers }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (parte: Buffer) => partes.push(parte));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  harness = await startGatewayHarness([content, people]);
});
afterAll(() => harness?.close());

describe('absolute links come from PUBLIC_URL (issue 13, item 14)', () => {
  it('the RSS feed links to PUBLIC_URL whatever Host or X-Forwarded-* say', async () => {
    for (const headers of HOSTIS) {
      const { status, corpo } = await pedir('/noticias/feed', headers);
      expect(status).toBe(200);
      const links = [...corpo.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      expect(corpo).not.toContain('atacante');
    }
  });

  // The server-rendered pages need the built public client (npm run build, as scripts/test.sh does first).
  it.runIf(existsSync('clients/public/dist/server/entry-server.js'))('server-rendered canonical and og:url use PUBLIC_URL', async () => {
    for (const headers of HOSTIS) {
      const { status, corpo } = await pedir('/noticias', headers);
      expect(status).toBe(200);
      expect(corpo).toContain(`<meta property="og:url" content="${PUBLIC_URL}/noticias" />`);
      expect(corpo).toContain(`<link rel="canonical" href="${PUBLIC_URL}/noticias" />`);
      expect(corpo).not.toContain('atacante');
    }
  });
});
