import type { PDFDocument } from 'pdf-lib';
import { RespostaError, type ArquivoRest } from './executor.js';

export const MENSAGEM_SEM_PDFS = 'Envie ao menos um arquivo PDF.';

/**
 * Several uploaded PDFs → one, their pages in the order sent (the org charts' `merge-arquivos`). The result then goes
 * through the upload pipeline like any PDF; a file pdf-lib cannot read (not a PDF, encrypted) is refused by name.
 */
export async function juntarPdfs(arquivos: ArquivoRest[]): Promise<ArquivoRest[]> {
  const [primeiro] = arquivos;
  if (!primeiro) throw new RespostaError(400, { mensagem: MENSAGEM_SEM_PDFS });
  const { PDFDocument } = await import('pdf-lib');
  const junto = await PDFDocument.create();
  for (const arquivo of arquivos) {
    let paginas: Awaited<ReturnType<PDFDocument['copyPages']>>;
    // pdf-lib reads lazily: a file that only starts like a PDF loads, and fails when its pages are read.
    try {
      const documento = await PDFDocument.load(await arquivo.conteudo.arrayBuffer());
      paginas = await junto.copyPages(documento, documento.getPageIndices());
    } catch {
      throw new RespostaError(400, { mensagem: `O arquivo ${arquivo.nome} não é um PDF válido (ou está protegido por senha).` });
    }
    for (const pagina of paginas) junto.addPage(pagina);
  }
  // pdf-lib's bytes may sit on any ArrayBufferLike; Blob wants a plain ArrayBuffer.
  const bytes = new Uint8Array(await junto.save());
  const nome = arquivos.length === 1 ? primeiro.nome : 'organograma.pdf';
  return [{ caminho: primeiro.caminho, nome, tipo: 'application/pdf', conteudo: new Blob([bytes], { type: 'application/pdf' }) }];
}
