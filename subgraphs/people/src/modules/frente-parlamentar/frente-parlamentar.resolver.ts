import { PaginaDe, PaginacaoArgs, montarPagina, parseId, termoEm, todas, validarPaginacao, type Pagina, type SubgraphContext } from '@alego/kit';
import { Arg, Args, Ctx, Field, FieldResolver, ID, InputType, Query, Resolver, Root } from 'type-graphql';
import { Deputado } from '../deputado/deputado.entity.js';
import { FrenteParlamentar, MembroFrente } from './frente-parlamentar.entity.js';

@InputType()
export class FrenteParlamentarFiltro {
  @Field({ nullable: true })
  termo?: string;

  @Field({ nullable: true, description: 'Ativas (true) ou inativas (false); todas sem o filtro.' })
  ativa?: boolean;
}

const FrenteParlamentarPagina = PaginaDe(FrenteParlamentar);

@Resolver(() => FrenteParlamentar)
export class FrenteParlamentarResolver {
  @Query(() => FrenteParlamentarPagina, { description: 'Frentes parlamentares, em ordem de nome.' })
  async frentesParlamentares(
    @Arg('filtro', () => FrenteParlamentarFiltro, { nullable: true }) filtro: FrenteParlamentarFiltro | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<FrenteParlamentar>> {
    const { limit, offset } = validarPaginacao(paginacao);
    const where = todas<FrenteParlamentar>(
      termoEm<FrenteParlamentar>(filtro?.termo, ['nome']),
      filtro?.ativa === undefined || filtro.ativa === null ? undefined : { ativa: filtro.ativa },
    );
    const [itens, total] = await em.findAndCount(FrenteParlamentar, where, { limit, offset, orderBy: { nome: 'asc' } });
    return montarPagina(itens, total, paginacao);
  }

  @Query(() => FrenteParlamentar, { nullable: true })
  frenteParlamentar(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<FrenteParlamentar | null> | null {
    const chave = parseId(id);
    return chave === null ? null : em.findOne(FrenteParlamentar, { id: chave });
  }

  @FieldResolver(() => Deputado, { nullable: true })
  coordenador(@Root() frente: FrenteParlamentar, @Ctx() { loaders }: SubgraphContext): Promise<Deputado | null> | null {
    return frente.coordenador ? loaders.load(Deputado, frente.coordenador.id) : null;
  }

  @FieldResolver(() => [Deputado], { description: 'Membros, em ordem de nome.' })
  async deputados(@Root() frente: FrenteParlamentar, @Ctx() { loaders }: SubgraphContext): Promise<Deputado[]> {
    const membros = await loaders.loadMany(MembroFrente, 'frente', frente.id, { id: 'asc' });
    const deputados = await Promise.all(membros.map((membro) => loaders.load(Deputado, membro.deputado.id)));
    return deputados.filter((d): d is Deputado => d !== null).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  }
}
