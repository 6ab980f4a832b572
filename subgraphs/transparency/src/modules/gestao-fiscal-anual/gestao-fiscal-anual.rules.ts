import { CadastroComAno, guardarPdf, regraDoAno, regrasDoPdf } from '../relatorio-pdf/relatorio-pdf.js';
import type { GestaoFiscalAnual } from './gestao-fiscal-anual.entity.js';
import type { GestaoFiscalAnualInput } from './gestao-fiscal-anual.inputs.js';

export function regrasGestaoFiscalAnual(dados: GestaoFiscalAnualInput, { atual }: { atual?: GestaoFiscalAnual }): string[] {
  const erros = regraDoAno(CadastroComAno.GESTAO_FISCAL, dados.ano);
  if ((dados.descricao?.trim().length ?? 0) > 300) erros.push('A descrição deve ter no máximo 300 caracteres.');
  erros.push(...regrasDoPdf(dados.arquivo, !!atual?.arquivo));
  return erros;
}

export function gestaoParaEntidade(dados: GestaoFiscalAnualInput): Partial<GestaoFiscalAnual> {
  const { arquivo, descricao, ...resto } = dados;
  return { ...resto, descricao: descricao?.trim() || null, ...(arquivo ? { arquivo: guardarPdf(arquivo) } : {}) };
}
