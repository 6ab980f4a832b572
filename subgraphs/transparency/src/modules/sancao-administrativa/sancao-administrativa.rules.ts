import { normalizarCnpj } from '../../lib/cnpj.js';
import { dataIsoValida } from '../../lib/datas.js';
import { CadastroComAno, guardarPdf, MENSAGEM_PDF, regraDoAno } from '../relatorio-pdf/relatorio-pdf.js';
import type { SancaoAdministrativa } from './sancao-administrativa.entity.js';
import type { SancaoAdministrativaInput } from './sancao-administrativa.inputs.js';

export function regrasSancaoAdministrativa(dados: SancaoAdministrativaInput): string[] {
  const erros = regraDoAno(CadastroComAno.SANCAO_ADMINISTRATIVA, dados.ano);
  if (!dados.empresa?.trim()) erros.push('Informe a empresa.');
  else if (dados.empresa.trim().length > 200) erros.push('O nome da empresa deve ter no máximo 200 caracteres.');
  if (dados.cnpj?.trim() && !normalizarCnpj(dados.cnpj)) erros.push('CNPJ inválido.');
  if (!dados.sancao?.trim()) erros.push('Informe a sanção aplicada.');
  if ((dados.processo?.trim().length ?? 0) > 60) erros.push('O processo deve ter no máximo 60 caracteres.');
  if (dados.dataPublicacao && !dataIsoValida(dados.dataPublicacao)) erros.push('Informe a data de publicação no formato AAAA-MM-DD.');
  if (dados.arquivo && dados.arquivo.tipo !== 'application/pdf') erros.push(MENSAGEM_PDF);
  return erros;
}

export function sancaoAdministrativaParaEntidade(dados: SancaoAdministrativaInput): Partial<SancaoAdministrativa> {
  const { arquivo, ...resto } = dados;
  return {
    ...resto,
    empresa: dados.empresa.trim(),
    sancao: dados.sancao.trim(),
    cnpj: dados.cnpj?.trim() ? normalizarCnpj(dados.cnpj) : null,
    processo: dados.processo?.trim() || null,
    dataPublicacao: dados.dataPublicacao || null,
    ...(arquivo ? { arquivo: guardarPdf(arquivo) } : {}),
  };
}
