import { randomFillSync } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

const BYTES_DO_NONCE = 16;
const reserva = Buffer.alloc(BYTES_DO_NONCE * 256);
let proximo = reserva.length;

/**
 * A fresh nonce (16 random bytes, base64) from a reserve filled 256 nonces at a time, as `crypto.randomUUID` does:
 * one `randomBytes` call per request cost ~10 times as much CPU. No byte is ever handed out twice.
 */
function novoNonce(): string {
  if (proximo === reserva.length) {
    randomFillSync(reserva);
    proximo = 0;
  }
  const nonce = reserva.toString('base64', proximo, proximo + BYTES_DO_NONCE);
  proximo += BYTES_DO_NONCE;
  return nonce;
}

/**
 * Security headers on every answer: CSP (scripts only from the portal, inline ones only with this response's
 * nonce), no framing by other sites, no MIME sniffing, a strict referrer policy, HSTS when served over HTTPS.
 * Styles allow inline because Chakra/Emotion inject style tags at run time.
 */
export function securityHeaders(options: { https: boolean; recaptcha?: { scripts: string[]; quadros: string[] } }): RequestHandler[] {
  const nonce: RequestHandler = (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = novoNonce();
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`, ...(options.recaptcha?.scripts ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The reCAPTCHA widget's own frames, only when a site key is configured.
        frameSrc: ["'self'", ...(options.recaptcha?.quadros ?? [])],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  return [nonce, headers];
}

/** The inline scripts of a page: a `<script` without `src` nor a nonce of its own. */
const SCRIPT_EM_LINHA = /<script(?![^>]*\bsrc=)(?![^>]*\bnonce=)/g;

/** Gives the server-rendered page's inline scripts this response's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(SCRIPT_EM_LINHA, `<script nonce="${nonce}"`);
}

/** Where `withNonce` writes, as byte offsets in the page's UTF-8: right after each inline `<script`. */
export function pontosDoNonce(html: string): number[] {
  const pontos: number[] = [];
  let caractere = 0;
  let byte = 0;
  for (const achado of html.matchAll(SCRIPT_EM_LINHA)) {
    const depois = achado.index + achado[0].length;
    byte += Buffer.byteLength(html.slice(caractere, depois));
    caractere = depois;
    pontos.push(byte);
  }
  return pontos;
}

/**
 * `withNonce` on a page kept as UTF-8 bytes, at the offsets `pontosDoNonce` found when it was kept: a page served from
 * the cache is never decoded nor searched again (decoding and parsing a kept home page cost ~3 ms per visitor).
 */
export function withNonceEmBytes(corpo: Buffer, pontos: readonly number[], nonce: string): Buffer {
  if (!pontos.length) return corpo;
  const atributo = Buffer.from(` nonce="${nonce}"`);
  const partes: Buffer[] = [];
  let inicio = 0;
  for (const ponto of pontos) {
    partes.push(corpo.subarray(inicio, ponto), atributo);
    inicio = ponto;
  }
  partes.push(corpo.subarray(inicio));
  return Buffer.concat(partes);
}
