import { formatarData, MOTIVOS_NEGATIVA_LAI, ROTULOS_DECISAO_LAI } from '@alego/catalog';
import { blocoDeVerificacao, bytesDoPdf, type DetalheDoDocumento } from '@alego/kit';
import PDFDocument from 'pdfkit';
import type { SolicitacaoInformacao } from './solicitacao-informacao.entity.js';

export const TIPO_DOCUMENTO_RESPOSTA = 'Resposta a pedido de acesso à informação';

/** The verifiable document of an answer: one per request, found again by this origin to print its code. */
export const origemDaResposta = (s: Pick<SolicitacaoInformacao, 'id'>) => `resposta-lai:${s.id}`;

export const nomeDaResposta = (s: Pick<SolicitacaoInformacao, 'protocolo'>) => `resposta-lai-${s.protocolo}.pdf`;

/** What the verification page shows: what the document itself prints, nothing more (no e-mail, no request text). */
export function detalhesDaResposta(s: SolicitacaoInformacao): DetalheDoDocumento[] {
  return [
    { rotulo: 'Protocolo', valor: s.protocolo },
    { rotulo: 'Recebido em', valor: formatarData(s.recebidaEm) },
    { rotulo: 'Decisão', valor: `${s.decisao ? ROTULOS_DECISAO_LAI[s.decisao] : ''}${s.motivoNegativa ? ` (${MOTIVOS_NEGATIVA_LAI[s.motivoNegativa]})` : ''}` },
  ];
}

/**
 * The answer as a document the requester can show a third party: protocol, requester, dates, decision, the answer's
 * text and the verification block (code and QR code opening `/cad/{codigo}`). A PDF the staff attached goes with
 * it as it is (the e-mail's link and the consult's); this one is the Assembly's signed-off record of the answer.
 */
export async function pdfDaResposta(s: SolicitacaoInformacao, codigo: string, respondidaEm: Date): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 60, info: { Title: `${TIPO_DOCUMENTO_RESPOSTA} nº ${s.protocolo}`, Author: 'Assembleia Legislativa do Estado de Goiás' } });
  const largura = pdf.page.width - 120;
  pdf.font('Helvetica').fontSize(12).fillColor('#1a4d2e').text('Assembleia Legislativa do Estado de Goiás', { width: largura, align: 'center' });
  pdf.fontSize(10).text('Serviço de Informação ao Cidadão – Lei 12.527/2011', { width: largura, align: 'center' });
  pdf.moveDown(1.5).font('Helvetica-Bold').fontSize(18).fillColor('#000000').text('Resposta a pedido de acesso à informação', { width: largura, align: 'center' });
  pdf.moveDown(1.2);
  for (const [rotulo, valor] of [
    ['Protocolo', s.protocolo],
    ['Requerente', s.nome],
    ...detalhesDaResposta(s).slice(1).map((d) => [d.rotulo, d.valor]),
    ['Respondido em', respondidaEm.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })],
  ]) {
    pdf.font('Helvetica-Bold').fontSize(11).text(`${rotulo}: `, { continued: true }).font('Helvetica').text(valor ?? '');
  }
  pdf.moveDown(1).font('Helvetica-Bold').text('Pedido');
  pdf.font('Helvetica').text(s.pedido, { width: largura });
  pdf.moveDown(1).font('Helvetica-Bold').text('Resposta');
  pdf.font('Helvetica').text(s.resposta ?? '', { width: largura });
  if (s.pdfResposta) pdf.moveDown(0.5).fontSize(10).text(`Acompanha esta resposta o arquivo ${s.pdfResposta.nome}, disponível na consulta do pedido.`, { width: largura });
  // The verification block on a page of its own when the answer is long.
  if (pdf.y > pdf.page.height - 170) pdf.addPage();
  await blocoDeVerificacao(pdf, codigo, { x: 60, y: Math.max(pdf.y + 30, pdf.page.height - 160) });
  return bytesDoPdf(pdf);
}
