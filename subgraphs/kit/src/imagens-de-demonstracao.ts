import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { configDeArquivos, createBlobStore, type BlobStore } from './blobs.js';
import { bytesDoPdf } from './documentos.js';
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

/** One box of a demo org chart and the units under it. */
export interface UnidadeDoOrganograma {
  nome: string;
  subordinadas: readonly string[];
}

/**
 * A demo org chart as a real PDF (pdfkit, A4 landscape): the title, the description, the top box and one column per
 * unit with its subordinate units, joined by lines. Invented structures only (DESIGN.md, "Data").
 */
export function pdfDeOrganograma(titulo: string, descricao: string, topo: string, unidades: readonly UnidadeDoOrganograma[]): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 40, info: { Title: titulo, Author: 'Assembleia Legislativa do Estado de Goiás' } });
  const largura = pdf.page.width - 80;
  pdf.fontSize(16).text(titulo, { align: 'center' });
  pdf.fontSize(10).text(descricao, { align: 'center' }).moveDown();
  const caixa = (texto: string, x: number, y: number, w: number): void => {
    pdf.rect(x, y, w, 36).stroke();
    pdf.fontSize(8).text(texto, x + 4, y + 6, { width: w - 8, height: 28, align: 'center' });
  };
  const yTopo = pdf.y + 10;
  const wTopo = 200;
  caixa(topo, 40 + (largura - wTopo) / 2, yTopo, wTopo);
  const coluna = largura / Math.max(unidades.length, 1);
  const yUnidade = yTopo + 80;
  unidades.forEach((unidade, i) => {
    const x = 40 + i * coluna + 4;
    const w = coluna - 8;
    pdf.moveTo(40 + largura / 2, yTopo + 36).lineTo(x + w / 2, yUnidade).stroke();
    caixa(unidade.nome, x, yUnidade, w);
    unidade.subordinadas.forEach((subordinada, j) => {
      const y = yUnidade + 56 + j * 48;
      pdf.moveTo(x + w / 2, y - 20).lineTo(x + w / 2, y).stroke();
      caixa(subordinada, x + 8, y, w - 16);
    });
  });
  return bytesDoPdf(pdf);
}

/** Stores a generated PDF as an upload would be stored, returning what the entity keeps. */
export async function guardarPdf(store: BlobStore, bytes: Buffer, nome: string): Promise<ImagemGuardada> {
  const chave = await store.put(bytes, { tipo: 'application/pdf', extensao: 'pdf', nome });
  return { chave, nome, tipo: 'application/pdf', tamanho: bytes.length };
}
