import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { assinaturaDeUrlValida } from '@alego/kit/gateway';
import { LARGURAS_DE_IMAGEM } from '@alego/catalog';
import type { BlobLido, BlobStore } from './blobs.js';
import { carregarSharp } from './sharp.js';

const ORIGINAL = /^(\d{4}\/\d{2}\/([0-9a-f]{32}))\.([a-z0-9]{1,8})$/;
const NAO_ENCONTRADO = { mensagem: 'Arquivo não encontrado.' };

function nomeParaDownload(nome: string): string {
  // eslint-disable-next-line no-control-regex
  return nome.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').slice(-200) || 'arquivo';
}

/** `content-disposition` with the file's name (ASCII fallback plus the UTF-8 name). */
export function disposicao(tipo: 'attachment' | 'inline', nomeDoArquivo: string): string {
  const nome = nomeParaDownload(nomeDoArquivo);
  const ascii = nome.replace(/[^\x20-\x7e]/g, '_');
  return `${tipo}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}

/**
 * `GET|HEAD /arquivos/<chave>?v=<assinatura>[&largura=N][&download=1[&nome=...]]`: only signed URLs, immutable
 * responses. `nome` names the downloaded file (a gallery photo carries its credit); the extension stays the stored one.
 */
export function rotaDeArquivos(store: BlobStore, chaves: readonly string[]): Router {
  const router = Router();
  const variantes = new Map<string, Promise<BlobLido | null>>();

  async function variante(chave: string, largura: number): Promise<{ blob: BlobLido | null; origem: string }> {
    const chaveDaVariante = chave.replace(/\.([a-z0-9]+)$/, `.w${largura}.$1`);
    if (await store.exists(chaveDaVariante)) return { blob: await store.get(chaveDaVariante), origem: 'cache' };
    // Concurrent first requests for one variant generate it once.
    let gerando = variantes.get(chaveDaVariante);
    if (!gerando) {
      gerando = (async () => {
        const original = await store.get(chave);
        if (!original) return null;
        if (!original.tipo.startsWith('image/')) return original;
        const partes: Buffer[] = [];
        for await (const parte of original.stream) partes.push(parte as Buffer);
        const animado = original.tipo === 'image/gif';
        const sharp = await carregarSharp();
        const imagem = sharp(Buffer.concat(partes), { animated: animado }).resize({ width: largura, withoutEnlargement: true });
        const formatada = original.tipo === 'image/png' ? imagem.png() : animado ? imagem.gif() : imagem.jpeg({ quality: 82, mozjpeg: true });
        const bytes = await formatada.toBuffer();
        await store.putAt(chaveDaVariante, bytes, { tipo: original.tipo, extensao: original.extensao, nome: original.nome });
        return { ...original, tamanho: bytes.length, stream: Readable.from([bytes]) };
      })().finally(() => variantes.delete(chaveDaVariante));
      variantes.set(chaveDaVariante, gerando);
      return { blob: await gerando, origem: 'gerada' };
    }
    // Someone else is generating it: read it back from the store once done.
    await gerando.catch(() => null);
    return { blob: await store.get(chaveDaVariante), origem: 'cache' };
  }

  async function servir(req: Request, res: Response): Promise<void> {
    const chave = req.path.slice(1);
    const partes = ORIGINAL.exec(chave);
    const v = typeof req.query.v === 'string' ? req.query.v : undefined;
    if (!partes || !assinaturaDeUrlValida(chave, v, chaves)) return void res.status(404).json(NAO_ENCONTRADO);
    let largura: number | undefined;
    if (req.query.largura !== undefined) {
      largura = Number(req.query.largura);
      if (!(LARGURAS_DE_IMAGEM as readonly number[]).includes(largura)) {
        return void res.status(400).json({ mensagem: `Largura inválida. Permitidas: ${LARGURAS_DE_IMAGEM.join(', ')}.` });
      }
    }
    const { blob, origem } = largura ? await variante(chave, largura) : { blob: await store.get(chave), origem: undefined };
    if (!blob) return void res.status(404).json(NAO_ENCONTRADO);
    const etag = `"${partes[2]}${largura ? `-w${largura}` : ''}"`;
    res.set({
      'content-type': blob.tipo,
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
      'x-content-type-options': 'nosniff',
    });
    if (origem) res.set('x-arquivo-variante', origem);
    if (req.query.download === '1') {
      const pedido = typeof req.query.nome === 'string' && req.query.nome.trim() ? `${req.query.nome.trim().replace(/\.[^.]*$/, '')}.${partes[3]}` : undefined;
      res.set('content-disposition', disposicao('attachment', pedido ?? blob.nome ?? `arquivo.${partes[3]}`));
    }
    if (req.headers['if-none-match'] === etag) {
      blob.stream.destroy();
      return void res.status(304).end();
    }
    res.set('content-length', String(blob.tamanho));
    if (req.method === 'HEAD') {
      blob.stream.destroy();
      return void res.end();
    }
    await pipeline(blob.stream, res);
  }

  router.get(/.*/, (req, res, next) => {
    servir(req, res).catch(next);
  });
  return router;
}
