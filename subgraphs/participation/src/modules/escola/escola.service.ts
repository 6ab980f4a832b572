import { emitirDocumento } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Certificado, type Curso, type Inscricao } from './escola.entity.js';
import { periodoDoCurso } from './escola.pdf.js';

/** A origem do documento verificável de um certificado: excluir o certificado revoga o código. */
export const origemDoCertificado = (inscricao: Pick<Inscricao, 'id'>) => `certificado-inscricao:${inscricao.id}`;

/**
 * Emite o certificado de uma inscrição aprovada: o documento verificável (o que `/cad` mostra é o que o PDF mostra)
 * e o certificado com o mesmo código, ligado à inscrição. Grava na transação do chamador.
 */
export async function emitirCertificado(em: EntityManager, inscricao: Inscricao, curso: Curso): Promise<Certificado> {
  const documento = emitirDocumento(em, {
    emissor: 'escola',
    tipo: 'Certificado de curso',
    titular: inscricao.nome,
    origem: origemDoCertificado(inscricao),
    detalhes: [
      { rotulo: 'Curso', valor: curso.titulo },
      { rotulo: 'Carga horária', valor: `${curso.cargaHoraria} horas` },
      { rotulo: 'Período', valor: periodoDoCurso(curso) },
      { rotulo: 'Emissor', valor: 'Escola do Legislativo — Assembleia Legislativa do Estado de Goiás' },
    ],
  });
  const certificado = em.create(Certificado, { codigo: documento.codigo });
  await em.flush();
  inscricao.certificado = certificado.id;
  return certificado;
}
