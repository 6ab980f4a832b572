import { formatarData, hojeEmBrasilia } from '@alego/catalog';
import { blocoDeVerificacao, bytesDoPdf, type DetalheDoDocumento } from '@alego/kit';
import PDFDocument from 'pdfkit';
import { numerosDoTipo, type Contato } from './contato.entity.js';

export const TIPO_DOCUMENTO_CONTATOS = 'Lista de contatos da Assembleia';
export const TITULAR_DOCUMENTO_CONTATOS = 'Assembleia Legislativa do Estado de Goiás';
export const NOME_DO_PDF_DE_CONTATOS = 'contatos.pdf';

const SECOES = [
  ['departamento', 'Setores'],
  ['gabinete', 'Gabinetes dos deputados'],
] as const;

/** What `/cad` shows: how many entries of each kind the list had, nothing about any person. */
export function detalhesDosContatos(contatos: Contato[]): DetalheDoDocumento[] {
  return SECOES.map(([tipo, titulo]) => ({ rotulo: titulo, valor: String(contatos.filter((c) => c.tipo === tipo).length) }));
}

/** The contacts directory: one section per kind (name, people, phones, fax, e-mail and place) and the verification block. */
export async function pdfDosContatos(contatos: Contato[], codigo: string, emitidoEm: Date): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Contatos da Assembleia Legislativa do Estado de Goiás', Author: TITULAR_DOCUMENTO_CONTATOS } });
  pdf.fontSize(16).text(TITULAR_DOCUMENTO_CONTATOS, { align: 'center' });
  pdf.fontSize(12).text('Contatos', { align: 'center' });
  pdf.fontSize(9).text(`Lista emitida em ${formatarData(hojeEmBrasilia(emitidoEm))}`, { align: 'center' }).moveDown();
  for (const [tipo, titulo] of SECOES) {
    const daqui = contatos.filter((c) => c.tipo === tipo);
    if (!daqui.length) continue;
    pdf.fontSize(14).text(titulo).moveDown(0.5);
    for (const c of daqui) {
      pdf.fontSize(11).text(c.nome);
      const telefones = numerosDoTipo(c.telefonesLotacao.getItems(), 'telefone');
      const fax = numerosDoTipo(c.telefonesLotacao.getItems(), 'fax');
      const linhas = [
        c.responsavel ? `Responsável: ${c.responsavel}` : null,
        telefones.length ? `Telefone: ${telefones.join(', ')}` : null,
        fax.length ? `Fax: ${fax.join(', ')}` : null,
        c.email ? `E-mail: ${c.email}` : null,
        c.localizacao ? `Local: ${c.localizacao}` : null,
      ].filter(Boolean);
      pdf.fontSize(9).text(linhas.join('   ')).moveDown(0.5);
    }
    pdf.moveDown();
  }
  // The verification block on a page of its own when the list ends near the bottom.
  if (pdf.y > pdf.page.height - 150) pdf.addPage();
  await blocoDeVerificacao(pdf, codigo, { x: 50, y: Math.max(pdf.y + 20, pdf.page.height - 140) });
  return bytesDoPdf(pdf);
}
