/**
 * Escola do Legislativo (back-office §2–§5, §8; docs/escola.md): vocabulários, valores padrão, regras e mensagens
 * dos programas, edições, cursos, inscrições e certificados, os mesmos no servidor e nas telas.
 */
import type { OpcaoDoCampo } from './admin.js';

const opcoes = (mapa: Readonly<Record<string, string>>): OpcaoDoCampo[] => Object.entries(mapa).map(([valor, rotulo]) => ({ valor, rotulo }));

export const MODALIDADES_CURSO = { presencial: 'Presencial', ead: 'A distância', semipresencial: 'Semipresencial' } as const;
export const LOCALIDADES_CURSO = { fisico: 'Físico', virtual: 'Virtual' } as const;
export const TIPOS_DOCENTE = { colaborador: 'Colaborador', servidor: 'Servidor da Assembleia', convidado: 'Convidado' } as const;
export const STATUS_CURSO = {
  em_breve: 'Em breve',
  inscricoes_abertas: 'Inscrições abertas',
  em_andamento: 'Em andamento',
  encerrado: 'Encerrado',
  cancelado: 'Cancelado',
} as const;
export const TIPOS_TRANSMISSAO = { ao_vivo: 'Ao vivo', gravado: 'Gravado' } as const;
export const TURNOS = { matutino: 'Matutino', vespertino: 'Vespertino', noturno: 'Noturno', integral: 'Integral' } as const;
export const STATUS_INSCRICAO = { pendente: 'Pendente', aprovada: 'Aprovada', reprovada: 'Reprovada', cancelada: 'Cancelada' } as const;

export type StatusCurso = keyof typeof STATUS_CURSO;
export type StatusInscricao = keyof typeof STATUS_INSCRICAO;

export const OPCOES_CURSO = {
  modalidade: opcoes(MODALIDADES_CURSO),
  localidade: opcoes(LOCALIDADES_CURSO),
  tipoDocente: opcoes(TIPOS_DOCENTE),
  status: opcoes(STATUS_CURSO),
  tipoTransmissao: opcoes(TIPOS_TRANSMISSAO),
  turno: opcoes(TURNOS),
} as const;

/** Valores de um curso novo (back-office §3). */
export const PADROES_CURSO = {
  modalidade: 'presencial',
  localidade: 'fisico',
  tipoDocente: 'colaborador',
  status: 'em_breve',
  tipoTransmissao: 'ao_vivo',
  turno: 'integral',
} as const;

/** O programa de todo curso (back-office §5: "Course programa_id forced to 3"). */
export const PROGRAMA_DOS_CURSOS = 3;

/** Funcionalidade exigida pelos formulários de curso e de edição (back-office §6). */
export const FUNCIONALIDADE_ADMIN = 'Admin';

export const MENSAGENS_ESCOLA = {
  cursoSalvo: 'Curso salvo com sucesso',
  edicaoSalva: 'Edição salva com sucesso',
  programaSalvo: 'Salvo com sucesso!',
  certificadosGerados: 'Certificado(s) gerado(s) com sucesso.',
  certificadosNaoGerados: 'Falha, Certificado(s) não gerado!',
  certificadoExcluido: 'Certificado excluído com sucesso.',
  certificadoNaoExcluido: 'Falha ao tentar excluir Certificado!',
  semFuncionalidadeAdmin: 'Somente usuários com a funcionalidade Admin podem salvar cursos e edições.',
  obrigatorios: 'Preencha todos os campos obrigatórios',
  inscricoesFechadas: 'As inscrições deste curso não estão abertas.',
  jaInscrito: 'Você já está inscrito neste curso.',
  semVagas: 'Não há mais vagas neste curso.',
  statusComCertificado: 'Exclua o certificado antes de mudar a situação desta inscrição.',
  inscricaoSalva: 'Situação da inscrição alterada com sucesso.',
  inscricaoRealizada: 'Inscrição realizada com sucesso. Acompanhe a situação na sua área do cidadão.',
} as const;

