import type { EntityManager } from '@mikro-orm/postgresql';
import { Processo, SITUACOES_PROCESSO, type SituacaoProcesso } from './processo.entity.js';
import type { ProcessoInput } from './processo.inputs.js';

const NUMERO = /^\d{4}\/\d{1,6}$/;

export function situacaoValida(situacao: string): situacao is SituacaoProcesso {
  return Object.hasOwn(SITUACOES_PROCESSO, situacao);
}

export async function regrasProcesso(dados: ProcessoInput, { em, atual }: { em: EntityManager; atual?: Processo }): Promise<string[]> {
  const erros: string[] = [];
  const numero = dados.numero?.trim() ?? '';
  if (!numero) erros.push('Informe o número do processo.');
  else if (!NUMERO.test(numero)) erros.push('Informe o número no formato ano/número, por exemplo 2025/1234.');
  if (!dados.titulo?.trim()) erros.push('Informe o título.');
  else if (dados.titulo.trim().length > 255) erros.push('O título deve ter no máximo 255 caracteres.');
  if (!dados.ementa?.trim()) erros.push('Informe a ementa.');
  if (!situacaoValida(dados.situacao)) erros.push('Situação inválida: use em_tramitacao, aprovado ou arquivado.');
  if (NUMERO.test(numero)) {
    const mesmoNumero = await em.findOne(Processo, { numero }, { fields: ['id'] });
    if (mesmoNumero && mesmoNumero.id !== atual?.id) erros.push(`Já existe um processo com o número ${numero}.`);
  }
  return erros;
}

/** Stored trimmed; runs after the rules passed. */
export function processoParaEntidade(dados: ProcessoInput): Partial<Processo> {
  return { ...dados, numero: dados.numero.trim(), titulo: dados.titulo.trim(), ementa: dados.ementa.trim() };
}
