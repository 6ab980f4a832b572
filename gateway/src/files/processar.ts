import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { Metadata } from 'sharp';
import type { ReferenciaDeArquivo } from '@alego/kit/gateway';
import type { BlobStore } from './blobs.js';
import type { PoliticaDeUpload } from './politicas.js';
import { carregarSharp } from './sharp.js';

/** A refusal the client can act on: message in Portuguese, GraphQL code and HTTP status. */
export class ArquivoError extends Error {
  constructor(
    message: string,
    readonly code: 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE' | 'INTERNAL_SERVER_ERROR' = 'BAD_USER_INPUT',
    readonly status = code === 'PAYLOAD_TOO_LARGE' ? 413 : 400,
  ) {
    super(message);
  }
}

export const ARQUIVO_INVALIDO = 'Arquivo inválido: envie o arquivo novamente.';
const ENVIO_INTERROMPIDO = 'O envio do arquivo foi interrompido ou está incompleto: envie o arquivo novamente.';
const IMAGEM_ILEGIVEL = 'A imagem não pôde ser lida: envie outro arquivo.';

/** The user's file name without folders, control characters or quotes, at most 200 characters. */
export function nomeSeguro(nome: string | undefined, extensao: string): string {
  const base = (nome ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const limpo = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(-200);
  return limpo && limpo !== '.' && limpo !== '..' ? limpo : `arquivo.${extensao}`;
}

/**
 * Streams one upload to a temp file (never into memory), checks size, real type and dimensions, re-encodes images
 * (metadata stripped, auto-oriented) and stores the result. Temp files are removed whatever happens.
 */
export async function processarUpload(
  arquivo: FileUpload,
  politica: PoliticaDeUpload,
  store: BlobStore,
  pastaTemporaria: string,
): Promise<Omit<ReferenciaDeArquivo, 'assinatura'>> {
  const id = randomBytes(12).toString('hex');
  const recebido = path.join(pastaTemporaria, `${id}.recebido`);
  const saida = path.join(pastaTemporaria, `${id}.saida`);
  try {
    let tamanho = 0;
    const contador = new Transform({
      transform(parte: Buffer, _codificacao, feito) {
        tamanho += parte.length;
        if (tamanho > politica.tamanhoMaximo) feito(new ArquivoError(politica.mensagemDeTamanho, 'PAYLOAD_TOO_LARGE'));
        else feito(null, parte);
      },
    });
    try {
      await pipeline(arquivo.createReadStream(), contador, createWriteStream(recebido));
    } catch (error) {
      if (error instanceof ArquivoError) throw error;
      // graphql-upload's own limit (UPLOAD_MAX_FILE_SIZE) cut the stream.
      if (/exceeds the \d+ byte size limit/.test((error as Error).message)) throw new ArquivoError(politica.mensagemDeTamanho, 'PAYLOAD_TOO_LARGE');
      throw new ArquivoError(ENVIO_INTERROMPIDO);
    }

    const real = tamanho > 0 ? await fileTypeFromFile(recebido) : undefined;
    const extensao = real ? politica.tipos[real.mime] : undefined;
    if (!real || !extensao) throw new ArquivoError(politica.mensagemDeTipo);
    const nome = nomeSeguro(arquivo.filename, extensao);

    if (!politica.imagem) {
      const chave = await store.put(createReadStream(recebido), { tipo: real.mime, extensao, nome });
      return { chave, nome, tipo: real.mime, tamanho };
    }

    const limites = politica.imagem;
    const sharp = await carregarSharp();
    let entrada: Metadata;
    try {
      entrada = await sharp(recebido, { animated: true, limitInputPixels: false }).metadata();
    } catch {
      throw new ArquivoError(IMAGEM_ILEGIVEL);
    }
    const largura = entrada.width ?? 0;
    const altura = entrada.pageHeight ?? entrada.height ?? 0;
    if (!largura || !altura) throw new ArquivoError(IMAGEM_ILEGIVEL);
    if (largura > limites.larguraMaxima || altura > limites.alturaMaxima || largura * altura > limites.pixelsMaximos) {
      throw new ArquivoError(limites.mensagem);
    }
    try {
      if (real.mime === 'image/gif') {
        // Animated GIFs stay animated unless all their frames together are too many pixels: then the first frame.
        const animado = (entrada.pages ?? 1) > 1 && largura * (entrada.height ?? altura) <= limites.pixelsMaximos;
        await sharp(recebido, { animated: animado, limitInputPixels: limites.pixelsMaximos }).gif().toFile(saida);
      } else {
        const imagem = sharp(recebido, { limitInputPixels: limites.pixelsMaximos }).rotate();
        await (real.mime === 'image/png' ? imagem.png() : imagem.jpeg({ quality: 85, mozjpeg: true })).toFile(saida);
      }
    } catch {
      throw new ArquivoError(IMAGEM_ILEGIVEL);
    }
    const final = await sharp(saida, { animated: true, limitInputPixels: false }).metadata();
    const { size } = await stat(saida);
    const chave = await store.put(createReadStream(saida), { tipo: real.mime, extensao, nome });
    return {
      chave,
      nome,
      tipo: real.mime,
      tamanho: size,
      largura: final.width,
      altura: final.pageHeight ?? final.height,
    };
  } finally {
    await Promise.all([rm(recebido, { force: true }), rm(saida, { force: true })]);
  }
}
