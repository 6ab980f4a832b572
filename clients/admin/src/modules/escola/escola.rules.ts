import { FUNCIONALIDADE_ADMIN, horarioValido, MENSAGENS_ESCOLA, PADROES_CURSO } from '@alego/catalog';
import { possuiFuncionalidade } from '../../auth/permissoes';
import { linhasDoRegistro, linhasParaDados, linhasVivas, type LinhaDoFormulario } from '../../kit/nested';
import type { CursoDetalhe, EdicaoDetalhe } from './documentos';

export interface LinhaHorario extends LinhaDoFormulario {
  turno: string;
  horarioInicial: string;
  horarioFinal: string;
}

export interface ValoresCurso {
  /** The edition's id (the record's `edicao`: the same name, so a reloaded form shows what is stored). */
  edicao: string;
  titulo: string;
  descricao: string;
  cargaHoraria: string;
  vagas: string;
  dataInicio: string;
  dataFim: string;
  local: string;
  docente: string;
  modalidade: string;
  localidade: string;
  tipoDocente: string;
  status: string;
  tipoTransmissao: string;
  horarios: LinhaHorario[];
}

/** Um curso novo com os padrões do spec (back-office §3) e um horário integral. */
export function valoresIniciaisCurso(c?: CursoDetalhe): ValoresCurso {
  return {
    edicao: c?.edicao ?? '',
    titulo: c?.titulo ?? '',
    descricao: c?.descricao ?? '',
    cargaHoraria: c ? String(c.cargaHoraria) : '',
    vagas: c ? String(c.vagas) : '',
    dataInicio: c?.dataInicio ?? '',
    dataFim: c?.dataFim ?? '',
    local: c?.local ?? '',
    docente: c?.docente ?? '',
    modalidade: c?.modalidade ?? PADROES_CURSO.modalidade,
    localidade: c?.localidade ?? PADROES_CURSO.localidade,
    tipoDocente: c?.tipoDocente ?? PADROES_CURSO.tipoDocente,
    status: c?.status ?? PADROES_CURSO.status,
    tipoTransmissao: c?.tipoTransmissao ?? PADROES_CURSO.tipoTransmissao,
    horarios: c
      ? linhasDoRegistro(c.horarios, (h) => ({ turno: h.turno, horarioInicial: h.horarioInicial, horarioFinal: h.horarioFinal }))
      : [{ turno: PADROES_CURSO.turno, horarioInicial: '', horarioFinal: '' } as LinhaHorario],
  };
}

/** O programa não vai: o servidor põe o 3 (back-office §5). */
export function paraCursoInput(v: ValoresCurso): Record<string, unknown> {
  const texto = (s: string) => (s.trim() ? s.trim() : null);
  return {
    edicaoId: v.edicao || null,
    titulo: v.titulo.trim(),
    descricao: texto(v.descricao),
    cargaHoraria: Number(v.cargaHoraria),
    vagas: Number(v.vagas),
    dataInicio: v.dataInicio,
    dataFim: v.dataFim,
    local: texto(v.local),
    docente: texto(v.docente),
    modalidade: v.modalidade,
    localidade: v.localidade,
    tipoDocente: v.tipoDocente,
    status: v.status,
    tipoTransmissao: v.tipoTransmissao,
    horarios: linhasParaDados(v.horarios, (h) => ({ turno: h.turno || PADROES_CURSO.turno, horarioInicial: h.horarioInicial, horarioFinal: h.horarioFinal })),
  };
}

/** Formulários de curso e de edição: só com a funcionalidade Admin (back-office §6); nada é enviado sem ela. */
export function exigirAdmin(): string | undefined {
  return possuiFuncionalidade(FUNCIONALIDADE_ADMIN) ? undefined : MENSAGENS_ESCOLA.semFuncionalidadeAdmin;
}

export function validarCurso(v: ValoresCurso): string | undefined {
  const semAdmin = exigirAdmin();
  if (semAdmin) return semAdmin;
  const horarios = linhasVivas(v.horarios);
  if (!horarios.length) return 'Adicione ao menos um horário.';
  if (horarios.some((h) => !horarioValido(h.horarioInicial) || !horarioValido(h.horarioFinal))) return 'O horário deste turno é inválido: use HH:mm.';
  if (horarios.some((h) => h.horarioInicial >= h.horarioFinal)) return 'O horário final deve ser depois do inicial.';
  if (v.dataInicio && v.dataFim && v.dataInicio > v.dataFim) return 'A data de início não pode ser depois da data de fim.';
  return undefined;
}

export interface ValoresEdicao {
  /** The programme's id (the record's `programa`). */
  programa: string;
  titulo: string;
  ano: string;
}

export function valoresIniciaisEdicao(e?: EdicaoDetalhe): ValoresEdicao {
  return { programa: e?.programa ?? '', titulo: e?.titulo ?? '', ano: e ? String(e.ano) : String(new Date().getFullYear()) };
}
