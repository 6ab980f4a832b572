import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers on every answer: CSP (scripts only from the portal, inline ones only with this response's
 * nonce), no framing by other sites, no MIME sniffing, a strict referrer policy, HSTS when served over HTTPS.
 * Styles allow inline because Chakra/Emotion inject style tags at run time.
 */
export function securityHeaders(options: { https: boolean; recaptcha?: { scripts: string[]; quadros: string[] } }): RequestHandler[] {
  const nonce: RequestHandler = (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
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

/** Gives the server-rendered page's inline scripts this response's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script(?![^>]*\bsrc=)(?![^>]*\bnonce=)/g, `<script nonce="${nonce}"`);
}
