import { dataIsoValida, horarioValido, OPCOES_CURSO, PADROES_CURSO } from '@alego/catalog';
import { estadoFinal, parseId } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Edicao, HorarioCurso, Programa, type Curso } from './escola.entity.js';
import type { CursoInput, EdicaoInput, HorarioCursoInput, ProgramaInput } from './escola.inputs.js';

/** The schedules a course may have (the gateway's list size for `Curso.horarios`). */
export const MAXIMO_HORARIOS = 10;

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const maximo = (texto: string | null | undefined, n: number) => [...(texto ?? '')].length > n;

export function regrasPrograma(dados: ProgramaInput): string[] {
  const erros: string[] = [];
  if (vazio(dados.nome)) erros.push('Informe o nome do programa.');
  else if (maximo(dados.nome.trim(), 255)) erros.push('O nome do programa deve ter no máximo 255 caracteres.');
  return erros;
}

export async function regrasEdicao(dados: EdicaoInput, { em }: { em: EntityManager }): Promise<string[]> {
  const erros: string[] = [];
  if (vazio(dados.titulo)) erros.push('Informe o título da edição.');
  else if (maximo(dados.titulo.trim(), 255)) erros.push('O título da edição deve ter no máximo 255 caracteres.');
  if (!Number.isInteger(dados.ano) || dados.ano < 2000 || dados.ano > 2100) erros.push('Informe um ano entre 2000 e 2100.');
  const programa = parseId(dados.programaId);
  if (programa === null || !(await em.count(Programa, { id: programa }))) erros.push('Escolha um programa existente.');
  return erros;
}

function opcaoValida(campo: keyof typeof OPCOES_CURSO, valor: string | null | undefined, rotulo: string): string[] {
  if (vazio(valor)) return [];
  return OPCOES_CURSO[campo].some((o) => o.valor === valor) ? [] : [`${rotulo} inválido: use ${OPCOES_CURSO[campo].map((o) => o.valor).join(', ')}.`];
}

/** O que um horário do formulário salva: turno padrão integral (back-office §3). */
export function horarioDaLinha(linha: HorarioCursoInput): { turno: string; horarioInicial: string; horarioFinal: string } {
  return { turno: vazio(linha.turno) ? PADROES_CURSO.turno : String(linha.turno), horarioInicial: linha.horarioInicial.trim(), horarioFinal: linha.horarioFinal.trim() };
}

export async function regrasCurso(dados: CursoInput, { em, atual }: { em: EntityManager; atual?: Curso }): Promise<string[]> {
  const erros: string[] = [];
  if (vazio(dados.titulo)) erros.push('Informe o título do curso.');
  else if (maximo(dados.titulo.trim(), 255)) erros.push('O título do curso deve ter no máximo 255 caracteres.');
  if (!Number.isInteger(dados.cargaHoraria) || dados.cargaHoraria < 1 || dados.cargaHoraria > 2000) erros.push('A carga horária deve ser um número inteiro de horas entre 1 e 2000.');
  if (!Number.isInteger(dados.vagas) || dados.vagas < 1 || dados.vagas > 10000) erros.push('As vagas devem ser um número inteiro entre 1 e 10000.');
  const inicio = dados.dataInicio?.trim() ?? '';
  const fim = dados.dataFim?.trim() ?? '';
  if (!dataIsoValida(inicio)) erros.push('Informe a data de início no formato AAAA-MM-DD.');
  if (!dataIsoValida(fim)) erros.push('Informe a data de fim no formato AAAA-MM-DD.');
  if (dataIsoValida(inicio) && dataIsoValida(fim) && inicio > fim) erros.push('A data de início não pode ser depois da data de fim.');
  if (maximo(dados.local, 255)) erros.push('O local deve ter no máximo 255 caracteres.');
  if (maximo(dados.docente, 255)) erros.push('O docente deve ter no máximo 255 caracteres.');
  erros.push(
    ...opcaoValida('modalidade', dados.modalidade, 'Modalidade'),
    ...opcaoValida('localidade', dados.localidade, 'Localidade'),
    ...opcaoValida('tipoDocente', dados.tipoDocente, 'Tipo de docente'),
    ...opcaoValida('status', dados.status, 'Status'),
    ...opcaoValida('tipoTransmissao', dados.tipoTransmissao, 'Tipo de transmissão'),
  );
  if (!vazio(dados.edicaoId)) {
    const edicao = parseId(dados.edicaoId ?? '');
    if (edicao === null || !(await em.count(Edicao, { id: edicao }))) erros.push('Escolha uma edição existente.');
  }
  const existentes = atual ? await em.find(HorarioCurso, { curso: atual.id }, { orderBy: { id: 'asc' } }) : [];
  const horarios = estadoFinal(
    existentes,
    dados.horarios,
    (h) => ({ turno: h.turno, horarioInicial: h.horarioInicial, horarioFinal: h.horarioFinal }),
    (linha) => horarioDaLinha(linha),
  );
  if (!horarios.length) erros.push('Adicione ao menos um horário.');
  if (horarios.length > MAXIMO_HORARIOS) erros.push(`Um curso tem no máximo ${MAXIMO_HORARIOS} horários.`);
  for (const h of horarios) {
    erros.push(...opcaoValida('turno', h.turno, 'Turno'));
    if (!horarioValido(h.horarioInicial) || !horarioValido(h.horarioFinal)) erros.push('O horário deste turno é inválido: use HH:mm.');
    else if (h.horarioInicial >= h.horarioFinal) erros.push('O horário final deve ser depois do inicial.');
  }
  return [...new Set(erros)];
}

