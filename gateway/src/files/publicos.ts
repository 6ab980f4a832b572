import { pipeline } from 'node:stream/promises';
import { caminhoDoArquivoPublico } from '@alego/catalog';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { createExecutor, tratarErros, type DestinoGraphql } from '../rest/executor.js';
import { naoEncontrado } from '../rest/params.js';
import type { BlobStore } from './blobs.js';
import { disposicao } from './rota.js';

const MENSAGEM = 'Arquivo não encontrado.';
const CONSULTA = 'query ArquivoPublico($id: ID!) { arquivoDoPortal(id: $id) { arquivo { url nome } } }';

/** Where the stable address is mounted (`/arquivos/publicos/<id>`). */
export const BASE_DOS_ARQUIVOS_PUBLICOS = caminhoDoArquivoPublico('').replace(/\/$/, '');

/**
 * `GET|HEAD /arquivos/publicos/<id>`: the stable address of a file of the staff's repository (docs/institucional.md).
 * The public query answers only an active record, so an inactive one is a 404 at once; the bytes are streamed here
 * (not a redirect to the signed URL) and revalidated on every use, so nobody keeps a copy past its deactivation.
 */
export function createRotaDeArquivosPublicos(opcoes: { graphqlUrl: DestinoGraphql; store: BlobStore; logger: Logger }): Router {
  const router = express.Router();
  const executar = createExecutor(opcoes.graphqlUrl, { anonimo: true });
  router.get('/:id', async (req, res, next) => {
    try {
      const id = String(req.params.id);
      if (!/^\d{1,9}$/.test(id)) throw naoEncontrado(MENSAGEM);
      const { arquivoDoPortal } = await executar<{ arquivoDoPortal: { arquivo: { url: string; nome: string } | null } | null }>(req, res, CONSULTA, { id });
      const arquivo = arquivoDoPortal?.arquivo;
      // The signed URL names the stored key: `/arquivos/<chave>?v=…`.
      const chave = arquivo ? new URL(arquivo.url, 'http://portal').pathname.replace(/^\/arquivos\//, '') : undefined;
      const blob = chave ? await opcoes.store.get(chave) : null;
      if (!arquivo || !blob) throw naoEncontrado(MENSAGEM);
      res.set({
        'content-type': blob.tipo,
        'content-length': String(blob.tamanho),
        'content-disposition': disposicao('inline', arquivo.nome),
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      });
      if (req.method === 'HEAD') {
        blob.stream.destroy();
        return void res.end();
      }
      await pipeline(blob.stream, res);
    } catch (erro) {
      next(erro);
    }
  });
  router.use(tratarErros(opcoes.logger));
  return router;
}
