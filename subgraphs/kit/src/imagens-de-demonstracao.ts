import path from 'node:path';
import sharp from 'sharp';
import { configDeArquivos, createBlobStore, type BlobStore } from './blobs.js';
import type { ReferenciaDeArquivo } from './files.js';

/** What an entity keeps of a stored file (the signed reference without its signature). */
export type ImagemGuardada = Omit<ReferenciaDeArquivo, 'assinatura'>;

/**
 * The portal's blob store, as the gateway configures it (`S3_*`, or `$PORTAL_VAR_DIR/arquivos`), or null when this
 * process was not started by the portal (tests): demo images are only generated where someone will see them.
 */
export function blobStoreDoPortal(env: NodeJS.ProcessEnv = process.env): BlobStore | null {
  if (!env.PORTAL_VAR_DIR && !env.S3_BUCKET) return null;
  return createBlobStore(configDeArquivos(env, path.resolve(env.PORTAL_VAR_DIR ?? 'var')));
}

/**
 * Rasterises a generated SVG to JPEG and stores it as an upload would be stored (re-encoded image, server-made key),
 * returning what the entity keeps. Demo data only: drawn locally, nothing is downloaded.
 */
export async function guardarImagemSvg(store: BlobStore, svg: string, nome: string, largura: number): Promise<ImagemGuardada> {
  const { data, info } = await sharp(Buffer.from(svg)).resize({ width: largura }).jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  const chave = await store.put(data, { tipo: 'image/jpeg', extensao: 'jpg', nome });
  return { chave, nome, tipo: 'image/jpeg', tamanho: data.length, largura: info.width, altura: info.height };
}

/** A small deterministic pseudo-random generator: the same seed draws the same picture on every machine. */
export function sorteador(semente: number): () => number {
  let estado = semente >>> 0 || 1;
  return () => {
    estado ^= estado << 13;
    estado ^= estado >>> 17;
    estado ^= estado << 5;
    return (estado >>> 0) / 4_294_967_296;
  };
}
