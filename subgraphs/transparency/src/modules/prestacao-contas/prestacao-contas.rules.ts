import { CadastroComAno, guardarPdf, regraDoAno, regraDoMes, regrasDoPdf } from '../relatorio-pdf/relatorio-pdf.js';
import { TIPOS_PRESTACAO_CONTAS, type PrestacaoContas, type TipoPrestacaoContasValor } from './prestacao-contas.entity.js';
import type { PrestacaoContasInput } from './prestacao-contas.inputs.js';

export function tipoCadastroValido(tipo: string | undefined): tipo is TipoPrestacaoContasValor {
  return !!tipo && Object.hasOwn(TIPOS_PRESTACAO_CONTAS, tipo);
}

export function regrasPrestacaoContas(dados: PrestacaoContasInput, { atual }: { atual?: PrestacaoContas }): string[] {
  const erros = regraDoAno(CadastroComAno.PRESTACAO_CONTAS, dados.ano);
  if (dados.mes !== undefined && dados.mes !== null) erros.push(...regraDoMes(dados.mes));
  if (!tipoCadastroValido(dados.tipoCadastro)) erros.push('Tipo de cadastro inválido: use receita_presidencia, receita_femal, ordem ou detalhamento.');
  if ((dados.descricao?.trim().length ?? 0) > 300) erros.push('A descrição deve ter no máximo 300 caracteres.');
  erros.push(...regrasDoPdf(dados.arquivo, !!atual?.arquivo));
  return erros;
}

export function prestacaoContasParaEntidade(dados: PrestacaoContasInput): Partial<PrestacaoContas> {
  const { arquivo, descricao, mes, ...resto } = dados;
  return { ...resto, mes: mes ?? null, descricao: descricao?.trim() || null, ...(arquivo ? { arquivo: guardarPdf(arquivo) } : {}) };
}
