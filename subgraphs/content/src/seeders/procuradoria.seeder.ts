import { bytesDoPdf, type ArquivoGuardado } from '@alego/kit';
import { blobStoreDoPortal } from '@alego/kit/imagens-de-demonstracao';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import PDFDocument from 'pdfkit';
import { ProcuradoriaArquivo } from '../modules/procuradoria-arquivo/procuradoria-arquivo.entity.js';
import { Procuradoria } from '../modules/procuradoria/procuradoria.entity.js';

/** Demo texts of the legal office and of the women's office (fictional people and numbers; docs/procuradoria.md). */
const CONTEUDOS: readonly (readonly [aba: string, campo: string, titulo: string, html: string])[] = [
  [
    'conteudo',
    'institucional',
    'Procuradoria-Geral da Assembleia',
    '<p>A Procuradoria-Geral é o órgão de assessoramento jurídico da Assembleia Legislativa do Estado de Goiás. Representa a Casa em juízo e fora dele, defende as prerrogativas do Poder Legislativo e orienta a Mesa Diretora, as comissões e os setores administrativos.</p><p>Os procuradores são servidores efetivos, aprovados em concurso público de provas e títulos.</p>',
  ],
  [
    'conteudo',
    'competencias',
    'Competências',
    '<ul><li>representar judicial e extrajudicialmente a Assembleia Legislativa;</li><li>emitir pareceres em licitações, contratos, convênios e processos administrativos;</li><li>prestar informações em mandados de segurança e ações diretas de inconstitucionalidade que envolvam leis estaduais;</li><li>acompanhar processos de interesse da Casa no Tribunal de Justiça, no Tribunal de Contas e nos tribunais superiores.</li></ul>',
  ],
  [
    'conteudo',
    'equipe',
    'Equipe',
    '<p><strong>Procuradora-Geral:</strong> Dra. Helena Prado Vasconcelos</p><p><strong>Procurador-Geral Adjunto:</strong> Dr. Otávio Barros Lemes</p><p>Seis procuradores e uma equipe de apoio de nove servidores.</p>',
  ],
  [
    'conteudo',
    'atendimento',
    'Atendimento',
    '<p>Palácio Maguito Vilela, 3º andar, sala 312 – Av. Dona Maria Cardoso, nº 1, Parque Lozandes, Goiânia – GO.</p><p>Segunda a sexta-feira, das 8h às 18h. Telefone: (62) 3221-3150. E-mail: procuradoria@al.go.leg.br</p>',
  ],
  [
    'mulher',
    'institucional',
    'Procuradoria Especial da Mulher',
    '<p>A Procuradoria Especial da Mulher recebe, examina e encaminha denúncias de violência e de discriminação contra a mulher, fiscaliza programas do Governo do Estado voltados às mulheres e promove a participação feminina na política.</p><p>É dirigida por uma deputada escolhida pela Mesa Diretora para mandato de dois anos.</p>',
  ],
  [
    'mulher',
    'competencias',
    'O que fazemos',
    '<ul><li>acolher e orientar mulheres em situação de violência e encaminhá-las à rede de proteção (Delegacias da Mulher, Defensoria Pública, Ministério Público, centros de referência);</li><li>acompanhar a tramitação das proposições sobre os direitos das mulheres;</li><li>realizar campanhas, audiências públicas e a Semana Estadual da Mulher.</li></ul>',
  ],
  [
    'mulher',
    'equipe',
    'Equipe',
    '<p><strong>Procuradora Especial da Mulher:</strong> Deputada Lúcia Amaral Coutinho</p><p>Assessoria jurídica, psicológica e de assistência social.</p>',
  ],
  [
    'mulher',
    'atendimento',
    'Atendimento',
    '<p>Palácio Maguito Vilela, térreo, sala 8. Segunda a sexta-feira, das 8h às 18h. Telefone e WhatsApp: (62) 3221-3280. E-mail: procuradoriadamulher@al.go.leg.br</p><p><strong>Em situação de emergência, ligue 190.</strong> Central de Atendimento à Mulher: 180 (24 horas, gratuito).</p>',
  ],
];

const ARQUIVOS: readonly (readonly [aba: string, titulo: string, data: string, texto: string])[] = [
  ['arquivo', 'Resolução nº 1.218/2025 – Regulamento da Procuradoria-Geral', '2025-04-15', 'Dispõe sobre a organização e o funcionamento da Procuradoria-Geral da Assembleia Legislativa.'],
  ['arquivo', 'Relatório de atividades da Procuradoria-Geral – 2025', '2026-02-05', 'Ações judiciais acompanhadas, pareceres emitidos e informações prestadas em 2025.'],
  ['mulher', 'Cartilha: Lei Maria da Penha em linguagem simples', '2025-08-07', 'O que é violência doméstica, quais são as medidas protetivas e onde pedir ajuda em Goiás.'],
  ['mulher', 'Relatório anual da Procuradoria Especial da Mulher – 2025', '2026-03-08', 'Atendimentos, encaminhamentos à rede de proteção e campanhas realizadas em 2025.'],
];

/** A one-page PDF with the document's title and summary, stored as an upload would be (demo data, drawn locally). */
export async function pdfDeDemonstracao(titulo: string, texto: string): Promise<{ nome: string; bytes: Buffer }> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: titulo } });
  pdf.font('Helvetica-Bold').fontSize(16).text(titulo).moveDown().font('Helvetica').fontSize(11).text(texto).moveDown().text('Documento de demonstração do Portal Alego.');
  const nome = `${titulo.normalize('NFD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').toLowerCase().slice(0, 80)}.pdf`;
  return { nome, bytes: await bytesDoPdf(pdf) };
}

export class ProcuradoriaSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const [aba, campo, titulo, conteudo] of CONTEUDOS) em.create(Procuradoria, { aba, campo, titulo, conteudo, data: '2026-03-02' });
    // The files only where the portal keeps them (npm start); the records without one stay out of the public page.
    const store = blobStoreDoPortal();
    for (const [aba, titulo, data, texto] of ARQUIVOS) {
      let arquivo: ArquivoGuardado | null = null;
      if (store) {
        const { nome, bytes } = await pdfDeDemonstracao(titulo, texto);
        arquivo = { chave: await store.put(bytes, { tipo: 'application/pdf', extensao: 'pdf', nome }), nome, tipo: 'application/pdf', tamanho: bytes.length };
      }
      em.create(ProcuradoriaArquivo, { aba, titulo, data, arquivo });
    }
  }
}
