import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBlobStore, type BlobStore, type ConfigDeArquivos } from './blobs.js';
import { multipartGraphql } from './multipart.js';
import { uploadsPlugin } from './plugin.js';
import { rotaDeArquivos } from './rota.js';

export * from './blobs.js';
export * from './multipart.js';
export * from './plugin.js';
export * from './politicas.js';
export * from './processar.js';
export * from './publicos.js';
export * from './rota.js';

/** Everything app.ts mounts for files: multipart parsing, the Upload → reference plugin and `/arquivos`. */
export function createFiles(config: { arquivos: ConfigDeArquivos; internalToken: string }, store: BlobStore = createBlobStore(config.arquivos)) {
  const pastaTemporaria = config.arquivos.s3 ? path.join(tmpdir(), 'alego-uploads') : path.join(config.arquivos.dir, '.tmp');
  return {
    store,
    pastaTemporaria,
    multipart: multipartGraphql(config.arquivos),
    plugin: uploadsPlugin({ store, segredo: config.internalToken, pastaTemporaria }),
    // Before ARQUIVOS_SIGNING_KEYS existed the internal token signed URLs: it stays the fallback (URLs then last one run).
    rota: rotaDeArquivos(store, config.arquivos.chavesDeUrl.length ? config.arquivos.chavesDeUrl : [config.internalToken]),
  };
}
