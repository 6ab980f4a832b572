import { ORIGENS_RECEITA, RECEITAS } from '@alego/catalog';
import type { SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { somar } from '../../lib/consultas.js';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroPdfResolver, ondeDoCadastro, type FiltroDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import { Receita } from './receita.entity.js';

@ObjectType({ description: 'Quantidade de lançamentos e somas prevista e arrecadada do filtro.' })
export class ReceitasTotal {
  @Field(() => Int)
  quantidade!: number;

  @Field()
  valorPrevisto!: string;

  @Field()
  valorArrecadado!: string;

  @Field()
  valorPrevistoFormatado!: string;

  @Field()
  valorArrecadadoFormatado!: string;
}

const Base = createCadastroPdfResolver({ entity: Receita, admin: RECEITAS, ordem: { ano: 'desc', mes: 'desc', origem: 'asc', id: 'asc' } });
const onde = ondeDoCadastro<Receita>(RECEITAS);

@Resolver(() => Receita)
export class ReceitaResolver extends Base {
  @Query(() => ReceitasTotal, { description: 'Quantidade e somas do filtro (uma consulta SQL).' })
  async receitasTotal(@Arg('filtro', () => Base.Filtro, { nullable: true }) filtro: FiltroDoCadastro | undefined, @Ctx() { em }: SubgraphContext): Promise<ReceitasTotal> {
    const linha = await somar(em, Receita, onde(filtro), { valorPrevisto: 'valor_previsto', valorArrecadado: 'valor_arrecadado' });
    return {
      quantidade: linha.quantidade,
      valorPrevisto: linha.valorPrevisto,
      valorArrecadado: linha.valorArrecadado,
      valorPrevistoFormatado: formatarReais(linha.valorPrevisto),
      valorArrecadadoFormatado: formatarReais(linha.valorArrecadado),
    };
  }

  @FieldResolver(() => String, { description: 'Origem por extenso.' })
  origemDescricao(@Root() receita: Receita): string {
    return ORIGENS_RECEITA[receita.origem as keyof typeof ORIGENS_RECEITA] ?? receita.origem;
  }

  @FieldResolver(() => String)
  valorPrevistoFormatado(@Root() receita: Receita): string {
    return formatarReais(receita.valorPrevisto);
  }

  @FieldResolver(() => String)
  valorArrecadadoFormatado(@Root() receita: Receita): string {
    return formatarReais(receita.valorArrecadado);
  }
}
