import { PaginaDe, PaginacaoArgs, type Pagina, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Args, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { juntar, listarPagina, PeriodoAnual, periodosDe, somar, validarPeriodo } from '../../lib/consultas.js';
import { formatarReais } from '../../lib/dinheiro.js';
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

/** Created when the module loads, so type-graphql sees the page type before building the schema. */
const RepasseDuodecimoPagina = PaginaDe(RepasseDuodecimo);

@Resolver(() => RepasseDuodecimo)
export class RepasseDuodecimoResolver {
  @Query(() => RepasseDuodecimoPagina, { description: 'Repasses de duodécimos, o mês mais recente primeiro.' })
  repassesDuodecimos(
    @Arg('filtro', () => RepasseDuodecimoFiltro, { nullable: true }) filtro: RepasseDuodecimoFiltro | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<RepasseDuodecimo>> {
    return listarPagina(em, RepasseDuodecimo, ondeRepasse(filtro), paginacao, { ano: 'desc', mes: 'desc' });
  }

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
