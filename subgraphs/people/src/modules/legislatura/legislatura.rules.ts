import type { LegislaturaInput } from './legislatura.inputs.js';

export function regrasLegislatura(dados: LegislaturaInput): string[] {
  const erros: string[] = [];
  if (!dados.descricao?.trim()) erros.push('Informe a descrição da legislatura.');
  if (dados.anoInicio >= dados.anoFim) erros.push('O Ano de Início deve ser menor que Ano Fim');
  return erros;
}
