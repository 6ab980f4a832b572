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

export interface OpcoesDeSeguranca {
  https: boolean;
  recaptcha?: { scripts: string[]; quadros: string[] };
}

/** Stands for the nonce while helmet writes the headers once; base64 letters only, never a real nonce's 24 characters. */
const MARCA_DO_NONCE = 'MARCADONONCEDOPORTALALEGO';

/**
 * Security headers on every answer: CSP (scripts only from the portal, inline ones only with this response's
 * nonce), no framing by other sites, no MIME sniffing, a strict referrer policy, HSTS when served over HTTPS.
 * Styles allow inline because Chakra/Emotion inject style tags at run time.
 *
 * Helmet writes them once, at start, with a mark where the nonce goes: they depend on nothing else of the request,
 * and running helmet's eleven middlewares on every answer cost more CPU than the rest of a cached answer. Each
 * request then gets the list with a fresh nonce (`lista`), as the gateway's front sets it without express.
 */
export interface CabecalhosDeSeguranca {
  nonce(): string;
  lista(nonce: string): [string, string][];
}

export function cabecalhosDeSeguranca(options: OpcoesDeSeguranca): CabecalhosDeSeguranca {
  const escritos = new Map<string, string>();
  const resposta = {
    locals: { cspNonce: MARCA_DO_NONCE },
    setHeader: (nome: string, valor: string | number | readonly string[]) => void escritos.set(nome.toLowerCase(), String(valor)),
    removeHeader: (nome: string) => void escritos.delete(nome.toLowerCase()),
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as typeof resposta).locals.cspNonce}'`, ...(options.recaptcha?.scripts ?? [])],
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
    // Helmet's middleware only sets and removes headers, synchronously: a stand-in response records them.
  })({} as Request, resposta as unknown as Response, (erro?: unknown) => {
    if (erro) throw erro;
  });
  const fixos: [string, string][] = [];
  let politica: [string, string[]] | undefined;
  for (const [nome, valor] of escritos) {
    if (valor.includes(MARCA_DO_NONCE)) politica = [nome, valor.split(MARCA_DO_NONCE)];
    else fixos.push([nome, valor]);
  }
  if (!politica) throw new Error('a política de segurança de conteúdo não recebeu o nonce');
  const [nomeDaPolitica, partes] = politica;
  return { nonce: novoNonce, lista: (nonce) => [...fixos, [nomeDaPolitica, partes.join(nonce)]] };
}

/** `cabecalhosDeSeguranca` as express middleware: the nonce in `res.locals.cspNonce`, for the rendered page's scripts. */
export function securityHeaders({ nonce, lista }: CabecalhosDeSeguranca): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    const atual = nonce();
    res.locals.cspNonce = atual;
    for (const [nome, valor] of lista(atual)) res.setHeader(nome, valor);
    next();
  };
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
