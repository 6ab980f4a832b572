import type { EntityManager } from '@mikro-orm/postgresql';
import type { DadosDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import { QuadroRemuneracao } from './quadro-remuneracao.entity.js';

/** One table per month: checked once the catalog's rules pass. */
export async function regrasQuadroRemuneracao(dados: DadosDoCadastro, { em, atual, erros }: { em: EntityManager; atual?: QuadroRemuneracao; erros: readonly string[] }): Promise<string[]> {
  if (erros.length) return [];
  const { ano, mes } = dados as { ano: number; mes: number };
  const mesmo = await em.findOne(QuadroRemuneracao, { ano, mes }, { fields: ['id'] });
  return mesmo && mesmo.id !== atual?.id ? [`Já existe um quadro de remuneração para ${String(mes).padStart(2, '0')}/${ano}.`] : [];
}
