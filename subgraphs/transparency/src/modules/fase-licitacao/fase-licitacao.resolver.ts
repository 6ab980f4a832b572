import type { SubgraphContext } from '@alego/kit';
import { Ctx, Query, Resolver } from 'type-graphql';
import { FaseLicitacao } from './fase-licitacao.entity.js';

@Resolver(() => FaseLicitacao)
export class FaseLicitacaoResolver {
  @Query(() => [FaseLicitacao], { description: 'Fases de licitação na ordem em que acontecem.' })
  fasesLicitacoes(@Ctx() { em }: SubgraphContext): Promise<FaseLicitacao[]> {
    return em.find(FaseLicitacao, {}, { orderBy: { ordem: 'asc', id: 'asc' } });
  }
}
