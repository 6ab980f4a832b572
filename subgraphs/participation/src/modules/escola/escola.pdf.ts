import { blocoDeVerificacao, bytesDoPdf } from '@alego/kit';
import { STATUS_INSCRICAO, TURNOS } from '@alego/catalog';
import PDFDocument from 'pdfkit';
import type { Curso, HorarioCurso, Inscricao } from './escola.entity.js';

const ORGAO = 'Assembleia Legislativa do Estado de Goiás';
const ESCOLA = 'Escola do Legislativo';

/** dd/mm/aaaa de uma data AAAA-MM-DD. */
export function dataBr(iso: string): string {
  const [ano, mes, dia] = iso.slice(0, 10).split('-');
  return `${dia}/${mes}/${ano}`;
}

export function periodoDoCurso(curso: Pick<Curso, 'dataInicio' | 'dataFim'>): string {
  return curso.dataInicio === curso.dataFim ? dataBr(curso.dataInicio) : `${dataBr(curso.dataInicio)} a ${dataBr(curso.dataFim)}`;
}

/** Nome do arquivo do certificado, o mesmo no download e no anexo do e-mail. */
export const nomeDoCertificado = (codigo: string) => `certificado-${codigo}.pdf`;

/** O certificado: nome, curso, carga horária, datas, assinaturas e o bloco de verificação (código e QR code). */
export async function pdfDoCertificado(dados: { nome: string; curso: Curso; codigo: string; emitidoEm: Date }): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 50, info: { Title: `Certificado — ${dados.curso.titulo}`, Author: ESCOLA } });
  const largura = pdf.page.width - 100;
  pdf.rect(25, 25, pdf.page.width - 50, pdf.page.height - 50).lineWidth(2).stroke('#1a4d2e');
  pdf.font('Helvetica').fontSize(14).fillColor('#1a4d2e').text(ORGAO, 50, 60, { width: largura, align: 'center' });
  pdf.fontSize(12).text(ESCOLA, { width: largura, align: 'center' });
  pdf.moveDown(1.2).font('Helvetica-Bold').fontSize(32).fillColor('#000000').text('CERTIFICADO', { width: largura, align: 'center' });
  // One centred line per part: pdfkit's `continued` runs do not centre a mixed-font sentence.
  const centro = { width: largura, align: 'center' } as const;
  pdf.moveDown(1).font('Helvetica').fontSize(14).text('Certificamos que', centro);
  pdf.moveDown(0.3).font('Helvetica-Bold').fontSize(20).text(dados.nome, centro);
  pdf.moveDown(0.3).font('Helvetica').fontSize(14).text('concluiu o curso', centro);
  pdf.moveDown(0.3).font('Helvetica-Bold').fontSize(16).text(dados.curso.titulo, centro);
  pdf.moveDown(0.3).font('Helvetica').fontSize(14).text(`com carga horária de ${dados.curso.cargaHoraria} horas, realizado no período de ${periodoDoCurso(dados.curso)}.`, centro);
  pdf.moveDown(0.8).fontSize(11).text(`Goiânia, ${dados.emitidoEm.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`, { width: largura, align: 'center' });
  // Bloco de assinaturas: direção da escola e presidência.
  const yAssinaturas = 390;
  for (const [i, cargo] of ['Diretor(a) da Escola do Legislativo', 'Presidente da Assembleia Legislativa'].entries()) {
    const x = 110 + i * 340;
    pdf.moveTo(x, yAssinaturas).lineTo(x + 260, yAssinaturas).lineWidth(1).stroke('#000000');
    pdf.fontSize(10).text(cargo, x, yAssinaturas + 6, { width: 260, align: 'center' });
  }
  await blocoDeVerificacao(pdf, dados.codigo, { x: 60, y: 450 });
  return bytesDoPdf(pdf);
}

function horarios(lista: readonly HorarioCurso[]): string {
  return lista.map((h) => `${TURNOS[h.turno as keyof typeof TURNOS] ?? h.turno} ${h.horarioInicial}–${h.horarioFinal}`).join('; ');
}

/** Relatório de inscritos de um curso (gerar-relatorio). */
export async function pdfDoRelatorio(curso: Curso, lista: readonly HorarioCurso[], inscritos: readonly Inscricao[]): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Inscritos — ${curso.titulo}`, Author: ESCOLA } });
  pdf.font('Helvetica-Bold').fontSize(14).text(`${ESCOLA} — relatório de inscritos`);
  pdf.font('Helvetica').fontSize(11).moveDown(0.5);
  pdf.text(`Curso: ${curso.titulo}`);
  pdf.text(`Período: ${periodoDoCurso(curso)} · Carga horária: ${curso.cargaHoraria} horas · Vagas: ${curso.vagas}`);
  if (lista.length) pdf.text(`Horários: ${horarios(lista)}`);
  pdf.text(`Inscritos: ${inscritos.length}`);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').fontSize(10).text('Nome', 50, pdf.y, { continued: false });
  for (const [i, inscricao] of inscritos.entries()) {
    pdf.font('Helvetica').fontSize(10).text(`${i + 1}. ${inscricao.nome} — ${STATUS_INSCRICAO[inscricao.status as keyof typeof STATUS_INSCRICAO] ?? inscricao.status}${inscricao.certificado ? ' — certificado emitido' : ''}`);
  }
  return bytesDoPdf(pdf);
}
