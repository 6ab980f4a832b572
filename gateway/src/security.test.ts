import { describe, expect, it } from 'vitest';
import { pontosDoNonce, withNonce, withNonceEmBytes } from './security.js';

const PAGINAS = [
  '<html lang="pt-BR"><head><script type="module" src="/assets/index.js"></script><script>window.__ESTADO__={"titulo":"Notícias — “Plenário” aprova"}</script></head><body>Goiás ✓ 🏛️<script nonce="fixo">x()</script><script\ndata-x="1">y()</script></body></html>',
  '<p>sem scripts, só acentuação: ação, pôr, útil</p>',
  '<script>a</script>',
  '',
];

describe('the CSP nonce on a page kept as bytes', () => {
  it('gives the same bytes as withNonce on the decoded page, multibyte text included', () => {
    for (const html of PAGINAS) {
      const pontos = pontosDoNonce(html);
      expect(withNonceEmBytes(Buffer.from(html), pontos, 'n0nce').toString('utf8')).toBe(withNonce(html, 'n0nce'));
    }
  });

  it('finds only the inline scripts that have no nonce yet', () => {
    const [pagina] = PAGINAS;
    expect(pontosDoNonce(pagina!)).toHaveLength(2);
    expect(withNonce(pagina!, 'n')).toContain('<script type="module" src="/assets/index.js">');
    expect(withNonce(pagina!, 'n')).toContain('<script nonce="fixo">');
  });
});
