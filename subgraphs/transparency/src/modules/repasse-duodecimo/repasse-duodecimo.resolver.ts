import { REPASSES_DUODECIMO } from '@alego/catalog';
import type { SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { juntar, PeriodoAnual, periodosDe, somar, validarPeriodo } from '../../lib/consultas.js';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroResolver, type DadosDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import { RepasseDuodecimo } from './repasse-duodecimo.entity.js';
import { RepasseDuodecimoFiltro } from './repasse-duodecimo.inputs.js';

@ObjectType({ description: 'Quantidade e somas exatas dos repasses de um filtro.' })
export class RepassesDuodecimosTotal {
  @Field(() => Int)
  quantidade!: number;

  @Field()
  totalPrevisto!: string;

  @Field()
  totalRepassado!: string;

  @Field()
  totalPrevistoFormatado!: string;

  @Field()
  totalRepassadoFormatado!: string;
}

export function ondeRepasse(filtro: RepasseDuodecimoFiltro | undefined): FilterQuery<RepasseDuodecimo> {
  validarPeriodo(filtro);
  return juntar<RepasseDuodecimo>([filtro?.ano ? { ano: filtro.ano } : undefined, filtro?.mes ? { mes: filtro.mes } : undefined]);
}

/** One transfer a month. */
async function regrasRepasse(dados: DadosDoCadastro, { em, atual, erros }: { em: EntityManager; atual?: RepasseDuodecimo; erros: readonly string[] }): Promise<string[]> {
  if (erros.length || typeof dados.ano !== 'number' || typeof dados.mes !== 'number') return [];
  const mesmo = await em.findOne(RepasseDuodecimo, { ano: dados.ano, mes: dados.mes }, { fields: ['id'] });
  return mesmo && mesmo.id !== atual?.id ? [`Já existe um repasse de ${String(dados.mes).padStart(2, '0')}/${dados.ano}.`] : [];
}

@Resolver(() => RepasseDuodecimo)
export class RepasseDuodecimoResolver extends createCadastroResolver({
  entity: RepasseDuodecimo,
  admin: REPASSES_DUODECIMO,
  filtro: { classe: RepasseDuodecimoFiltro, onde: ondeRepasse },
  ordem: { ano: 'desc', mes: 'desc' },
  regras: regrasRepasse,
}) {
  @Query(() => RepassesDuodecimosTotal, { description: 'Somas prevista e repassada do filtro (uma consulta SQL).' })
  async repassesDuodecimosTotal(
    @Arg('filtro', () => RepasseDuodecimoFiltro, { nullable: true }) filtro: RepasseDuodecimoFiltro | undefined,
    @Ctx() { em }: SubgraphContext,
  ): Promise<RepassesDuodecimosTotal> {
    const linha = await somar(em, RepasseDuodecimo, ondeRepasse(filtro), { totalPrevisto: 'valor_previsto', totalRepassado: 'valor_repassado' });
    return {
      quantidade: linha.quantidade,
      totalPrevisto: linha.totalPrevisto,
      totalRepassado: linha.totalRepassado,
      totalPrevistoFormatado: formatarReais(linha.totalPrevisto),
      totalRepassadoFormatado: formatarReais(linha.totalRepassado),
    };
  }

  @Query(() => [PeriodoAnual], { description: 'Anos e meses com repasses, do mais recente.' })
  repassesDuodecimosPeriodos(@Ctx() { em }: SubgraphContext): Promise<PeriodoAnual[]> {
    return periodosDe(em, 'repasses_duodecimos', 'ano', 'mes');
  }

  @FieldResolver(() => String)
  valorPrevistoFormatado(@Root() repasse: RepasseDuodecimo): string {
    return formatarReais(repasse.valorPrevisto);
  }

  @FieldResolver(() => String)
  valorRepassadoFormatado(@Root() repasse: RepasseDuodecimo): string {
    return formatarReais(repasse.valorRepassado);
  }
}
