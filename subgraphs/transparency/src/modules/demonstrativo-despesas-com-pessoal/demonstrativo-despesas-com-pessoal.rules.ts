import { CadastroComAno, guardarPdf, regraDoAno, regrasDoPdf } from '../relatorio-pdf/relatorio-pdf.js';
import type { DemonstrativoDespesasComPessoal } from './demonstrativo-despesas-com-pessoal.entity.js';
import type { DemonstrativoDespesasComPessoalInput } from './demonstrativo-despesas-com-pessoal.inputs.js';

export function regrasDemonstrativoDespesasComPessoal(dados: DemonstrativoDespesasComPessoalInput, { atual }: { atual?: DemonstrativoDespesasComPessoal }): string[] {
  const erros = regraDoAno(CadastroComAno.DEMONSTRATIVO_DESPESAS_COM_PESSOAL, dados.ano);
  if ((dados.descricao?.trim().length ?? 0) > 300) erros.push('A descrição deve ter no máximo 300 caracteres.');
  erros.push(...regrasDoPdf(dados.arquivo, !!atual?.arquivo));
  return erros;
}

export function demonstrativoParaEntidade(dados: DemonstrativoDespesasComPessoalInput): Partial<DemonstrativoDespesasComPessoal> {
  const { arquivo, descricao, ...resto } = dados;
  return { ...resto, descricao: descricao?.trim() || null, ...(arquivo ? { arquivo: guardarPdf(arquivo) } : {}) };
}
