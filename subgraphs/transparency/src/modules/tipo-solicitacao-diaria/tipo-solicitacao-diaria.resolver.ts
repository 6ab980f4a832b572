import type { SubgraphContext } from '@alego/kit';
import { Ctx, Query, Resolver } from 'type-graphql';
import { TipoSolicitacaoDiaria } from './tipo-solicitacao-diaria.entity.js';

@Resolver(() => TipoSolicitacaoDiaria)
export class TipoSolicitacaoDiariaResolver {
  @Query(() => [TipoSolicitacaoDiaria], { description: 'Tipos de solicitação de diária em ordem alfabética.' })
  tiposSolicitacaoDiaria(@Ctx() { em }: SubgraphContext): Promise<TipoSolicitacaoDiaria[]> {
    return em.find(TipoSolicitacaoDiaria, {}, { orderBy: { descricao: 'asc' } });
  }
}
