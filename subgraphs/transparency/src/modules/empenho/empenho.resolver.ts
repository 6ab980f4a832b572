import { EMPENHOS, formatarCnpjEmSql } from '@alego/catalog';
import { termoEm, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { formatarCnpj } from '../../lib/cnpj.js';
import { anosDe, condicoesDeData, juntar, somar } from '../../lib/consultas.js';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { regrasEmpenho } from './empenho.rules.js';
import { Empenho } from './empenho.entity.js';
import { EmpenhoFiltro } from './empenho.inputs.js';

@ObjectType({ description: 'Quantidade e somas exatas dos empenhos de um filtro.' })
export class EmpenhosTotal {
  @Field(() => Int)
  quantidade!: number;

  @Field()
  totalEmpenhado!: string;

  @Field()
  totalLiquidado!: string;

  @Field()
  totalPago!: string;

  @Field()
  totalEmpenhadoFormatado!: string;

  @Field()
  totalLiquidadoFormatado!: string;

  @Field()
  totalPagoFormatado!: string;
}

export function ondeEmpenho(filtro: EmpenhoFiltro | undefined): FilterQuery<Empenho> {
  const termo = filtro?.termo?.trim();
  const digitos = termo?.replace(/\D/g, '') ?? '';
  // A CNPJ typed with punctuation is stored as digits only.
  const porCnpj = termo && digitos.length >= 3 && /^[\d./\s-]+$/.test(termo) ? termoEm<Empenho>(digitos, ['cnpj']) : undefined;
  const porTexto = termoEm<Empenho>(termo, ['numero', 'credor', 'elementoDespesa', 'historico']);
  return juntar<Empenho>([
    porTexto ? { $or: [porTexto, ...(porCnpj ? [porCnpj] : [])] } : undefined,
    ...condicoesDeData<Empenho>(filtro, 'data'),
  ]);
}

@Resolver(() => Empenho)
export class EmpenhoResolver extends createCadastroResolver({
  entity: Empenho,
  admin: EMPENHOS,
  filtro: { classe: EmpenhoFiltro, onde: ondeEmpenho },
  ordem: { data: 'desc', id: 'desc' },
  regras: regrasEmpenho,
  // The CNPJ resolver below, for the REST list read in SQL (kit/lista-rest.ts).
  sql: { cnpjFormatado: { expressao: (coluna) => formatarCnpjEmSql(coluna('cnpj')) } },
}) {
  @Query(() => EmpenhosTotal, { description: 'Quantidade e somas empenhada, liquidada e paga do filtro (uma consulta SQL).' })
  async empenhosTotal(@Arg('filtro', () => EmpenhoFiltro, { nullable: true }) filtro: EmpenhoFiltro | undefined, @Ctx() { em }: SubgraphContext): Promise<EmpenhosTotal> {
    const linha = await somar(em, Empenho, ondeEmpenho(filtro), { totalEmpenhado: 'valor_empenhado', totalLiquidado: 'valor_liquidado', totalPago: 'valor_pago' });
    return {
      quantidade: linha.quantidade,
      totalEmpenhado: linha.totalEmpenhado,
      totalLiquidado: linha.totalLiquidado,
      totalPago: linha.totalPago,
      totalEmpenhadoFormatado: formatarReais(linha.totalEmpenhado),
      totalLiquidadoFormatado: formatarReais(linha.totalLiquidado),
      totalPagoFormatado: formatarReais(linha.totalPago),
    };
  }

  @Query(() => [Int], { description: 'Anos com empenhos, do mais recente.' })
  anosEmpenhos(@Ctx() { em }: SubgraphContext): Promise<number[]> {
    return anosDe(em, 'empenhos', 'ano');
  }

  @FieldResolver(() => String, { description: 'CNPJ no formato 12.345.678/0001-95.' })
  cnpjFormatado(@Root() empenho: Empenho): string {
    return formatarCnpj(empenho.cnpj);
  }

  @FieldResolver(() => String)
  valorEmpenhadoFormatado(@Root() empenho: Empenho): string {
    return formatarReais(empenho.valorEmpenhado);
  }

  @FieldResolver(() => String)
  valorLiquidadoFormatado(@Root() empenho: Empenho): string {
    return formatarReais(empenho.valorLiquidado);
  }

  @FieldResolver(() => String)
  valorPagoFormatado(@Root() empenho: Empenho): string {
    return formatarReais(empenho.valorPago);
  }
}
