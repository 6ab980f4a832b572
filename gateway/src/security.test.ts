import { describe, expect, it } from 'vitest';
import { cabecalhosDeSeguranca, pontosDoNonce, withNonce, withNonceEmBytes } from './security.js';

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

describe('the security headers written once', () => {
  it('are what helmet sets on a request, with a fresh nonce in the policy each time', async () => {
    const { default: helmet } = await import('helmet');
    const opcoes = { https: true, recaptcha: { scripts: ['https://www.google.com/recaptcha/'], quadros: ['https://www.google.com/'] } };
    const { nonce, lista } = cabecalhosDeSeguranca(opcoes);
    const primeiro = nonce();
    const segundo = nonce();
    expect(primeiro).not.toBe(segundo);
    const escritos: Record<string, string> = {};
    const res = { locals: { cspNonce: primeiro }, setHeader: (n: string, v: unknown) => void (escritos[n.toLowerCase()] = String(v)), removeHeader: (n: string) => void delete escritos[n.toLowerCase()] };
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", `'nonce-${primeiro}'`, ...opcoes.recaptcha.scripts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...opcoes.recaptcha.quadros],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: [],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    })({} as never, res as never, () => undefined);
    expect(Object.fromEntries(lista(primeiro))).toEqual(escritos);
    const politica = Object.fromEntries(lista(segundo))['content-security-policy'];
    expect(politica).toContain(`'nonce-${segundo}'`);
    expect(politica).not.toContain(primeiro);
    expect(Object.fromEntries(lista(primeiro))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(Object.fromEntries(cabecalhosDeSeguranca({ https: false }).lista('n'))).not.toHaveProperty('strict-transport-security');
  });
});
