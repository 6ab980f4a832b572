import { DUEOFS } from '@alego/catalog';
import type { SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { SCHEMA, somar } from '../../lib/consultas.js';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroPdfResolver, ondeDoCadastro, type FiltroDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import { Dueof } from './dueof.entity.js';

@ObjectType({ description: 'Quantidade e soma das despesas do filtro (o cabeçalho SomaDueofs da API).' })
export class DueofsTotal {
  @Field(() => Int)
  quantidade!: number;

  @Field({ description: 'Soma exata em reais: "12345.67".' })
  valor!: string;

  @Field()
  valorFormatado!: string;
}

const Base = createCadastroPdfResolver({ entity: Dueof, admin: DUEOFS, ordem: { data: 'desc', id: 'desc' } });
const onde = ondeDoCadastro<Dueof>(DUEOFS);

@Resolver(() => Dueof)
export class DueofResolver extends Base {
  @Query(() => DueofsTotal, { description: 'Quantidade e soma das despesas do filtro (uma consulta SQL).' })
  async dueofsTotal(@Arg('filtro', () => Base.Filtro, { nullable: true }) filtro: FiltroDoCadastro | undefined, @Ctx() { em }: SubgraphContext): Promise<DueofsTotal> {
    const linha = await somar(em, Dueof, onde(filtro), { valor: 'valor' });
    return { quantidade: linha.quantidade, valor: linha.valor, valorFormatado: formatarReais(linha.valor) };
  }

  @Query(() => [String], { description: 'Naturezas de despesa com pagamentos, em ordem (/dueofs/naturezas).' })
  async naturezasDueofs(@Ctx() { em }: SubgraphContext): Promise<string[]> {
    const linhas = await em.getConnection().execute<{ natureza: string }[]>(`select distinct natureza from "${SCHEMA}"."dueofs" order by 1`);
    return linhas.map((l) => l.natureza);
  }

  @FieldResolver(() => String, { description: 'O valor em reais: "R$ 1.234,56".' })
  valorFormatado(@Root() dueof: Dueof): string {
    return formatarReais(dueof.valor);
  }
}
