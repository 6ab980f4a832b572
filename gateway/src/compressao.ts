import { constants } from 'node:zlib';
import compression from 'compression';
import { BASE_DA_EXPORTACAO } from '@alego/catalog';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Dynamic answers (server-rendered HTML, GraphQL and REST JSON, CSV exports) compressed on the fly: brotli at quality
 * 4 (a fraction of 11's CPU for nearly its size on these bodies), gzip otherwise. Files under /arquivos are images and
 * downloads served as stored; precompressed static files already carry their Content-Encoding and are left alone.
 * Streamed answers (exports) keep streaming: the compressor emits each block as it fills. Open-data exports (up to a
 * million rows, hundreds of MB) use quality 3: at 4 brotli was two thirds of the gateway's CPU per row of a CSV
 * (bench/README.md, "Exportação a 100.000 linhas/s"); 3 costs under half of that for a file a few percent bigger.
 */
export function comprimirRespostas(): RequestHandler {
  const respostas = comprimir(4);
  const exportacoes = comprimir(3);
  return (req, res, next) => (req.path.startsWith(`${BASE_DA_EXPORTACAO}/`) ? exportacoes : respostas)(req, res, next);
}

function comprimir(qualidade: number): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: qualidade } },
    filter: (req, res) => !req.path.startsWith('/arquivos/') && compression.filter(req, res),
  });
}

/** A client build's files, answered with the `.br`/`.gz` written at build time (scripts/comprimir.mjs) when the browser takes them. */
export function estaticosComprimidos(pasta: string, opcoes: NonNullable<expressStaticGzip.ExpressStaticGzipOptions['serveStatic']>): RequestHandler {
  return expressStaticGzip(pasta, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic: { ...opcoes, index: false } }) as RequestHandler;
}
