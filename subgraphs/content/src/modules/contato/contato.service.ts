import { createHash } from 'node:crypto';
import { DocumentoEmitido, emitirDocumento, type PdfGerado } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Contato, numerosDoTipo, type TelefoneContato } from './contato.entity.js';
import { detalhesDosContatos, NOME_DO_PDF_DE_CONTATOS, pdfDosContatos, TIPO_DOCUMENTO_CONTATOS, TITULAR_DOCUMENTO_CONTATOS } from './contato.pdf.js';

export const ORDEM_DOS_CONTATOS = { tipo: 'asc', ordem: 'asc', nome: 'asc' } as const;

/** A contact's phones and faxes, loaded on first use (the public list loads them all at once). */
export async function telefonesDo(contato: Contato): Promise<TelefoneContato[]> {
  return contato.telefonesLotacao.isInitialized() ? contato.telefonesLotacao.getItems() : contato.telefonesLotacao.loadItems();
}

/**
 * The directory's version: a digest of everything the PDF prints. Every download of the same directory carries the
 * same code, so anonymous downloads add no row; an edited directory is a new document with a new code, and the codes
 * of earlier versions keep checking out (they were issued, with their date) (docs/documentos-verificaveis.md).
 */
export function origemDosContatos(contatos: Contato[]): string {
  const impresso = contatos.map((c) => {
    const telefones = c.telefonesLotacao.getItems();
    return [c.tipo, c.nome, c.responsavel ?? null, numerosDoTipo(telefones, 'telefone'), numerosDoTipo(telefones, 'fax').join(', ') || null, c.email ?? null, c.localizacao ?? null];
  });
  return `contatos:${createHash('sha256').update(JSON.stringify(impresso)).digest('hex').slice(0, 32)}`;
}

/** The directory as a verifiable PDF: the code of this version, issued on the first download of it. */
export async function diretorioEmPdf(em: EntityManager): Promise<PdfGerado> {
  const contatos = await em.find(Contato, {}, { orderBy: ORDEM_DOS_CONTATOS, populate: ['telefonesLotacao'] });
  const origem = origemDosContatos(contatos);
  const documento = await em.transactional(async (tx) => {
    // Two first downloads of a new version at once would otherwise issue two codes for it.
    await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [origem], 'all', tx.getTransactionContext());
    const existente = await tx.findOne(DocumentoEmitido, { origem }, { orderBy: { id: 'asc' } });
    return existente ?? emitirDocumento(tx, { emissor: 'institucional', tipo: TIPO_DOCUMENTO_CONTATOS, titular: TITULAR_DOCUMENTO_CONTATOS, detalhes: detalhesDosContatos(contatos), origem });
  });
  return { nome: NOME_DO_PDF_DE_CONTATOS, conteudoBase64: (await pdfDosContatos(contatos, documento.codigo, documento.emitidoEm)).toString('base64') };
}
