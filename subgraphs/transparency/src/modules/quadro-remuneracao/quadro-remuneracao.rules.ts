import type { EntityManager } from '@mikro-orm/postgresql';
import { CadastroComAno, guardarPdf, regraDoAno, regraDoMes, regrasDoPdf } from '../relatorio-pdf/relatorio-pdf.js';
import { QuadroRemuneracao } from './quadro-remuneracao.entity.js';
import type { QuadroRemuneracaoInput } from './quadro-remuneracao.inputs.js';

export async function regrasQuadroRemuneracao(
  dados: QuadroRemuneracaoInput,
  { em, atual }: { em: EntityManager; atual?: QuadroRemuneracao },
): Promise<string[]> {
  const erros = [...regraDoAno(CadastroComAno.QUADRO_REMUNERACAO, dados.ano), ...regraDoMes(dados.mes)];
  if ((dados.descricao?.trim().length ?? 0) > 200) erros.push('A descrição deve ter no máximo 200 caracteres.');
  erros.push(...regrasDoPdf(dados.arquivo, !!atual?.arquivo));
  if (!erros.length) {
    const mesmo = await em.findOne(QuadroRemuneracao, { ano: dados.ano, mes: dados.mes }, { fields: ['id'] });
    if (mesmo && mesmo.id !== atual?.id) erros.push(`Já existe um quadro de remuneração para ${String(dados.mes).padStart(2, '0')}/${dados.ano}.`);
  }
  return erros;
}

export function quadroRemuneracaoParaEntidade(dados: QuadroRemuneracaoInput): Partial<QuadroRemuneracao> {
  const { arquivo, descricao, ...resto } = dados;
  return { ...resto, descricao: descricao?.trim() || null, ...(arquivo ? { arquivo: guardarPdf(arquivo) } : {}) };
}
