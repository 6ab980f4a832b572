import { normalizarValor } from '@alego/catalog';
import type { EntityManager } from '@mikro-orm/postgresql';
import { paraCentavos } from '../../lib/dinheiro.js';
import type { DadosDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import { Empenho } from './empenho.entity.js';

const centavos = (valor: unknown): bigint | null => {
  const normalizado = typeof valor === 'string' ? normalizarValor(valor) : null;
  return normalizado === null ? null : paraCentavos(normalizado);
};

/** Beyond the catalog's: one note per number, and what was paid was settled, what was settled was committed. */
export async function regrasEmpenho(dados: DadosDoCadastro, { em, atual, erros }: { em: EntityManager; atual?: Empenho; erros: readonly string[] }): Promise<string[]> {
  const novos: string[] = [];
  const [empenhado, liquidado, pago] = [centavos(dados.valorEmpenhado), centavos(dados.valorLiquidado), centavos(dados.valorPago)];
  if (empenhado !== null && liquidado !== null && liquidado > empenhado) novos.push('O valor liquidado não pode passar do empenhado.');
  if (liquidado !== null && pago !== null && pago > liquidado) novos.push('O valor pago não pode passar do liquidado.');
  const numero = typeof dados.numero === 'string' ? dados.numero.trim() : '';
  if (numero && !erros.length) {
    const mesmo = await em.findOne(Empenho, { numero }, { fields: ['id'] });
    if (mesmo && mesmo.id !== atual?.id) novos.push(`Já existe um empenho com o número ${numero}.`);
  }
  return novos;
}
