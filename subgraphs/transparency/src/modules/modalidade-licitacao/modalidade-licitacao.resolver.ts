import type { SubgraphContext } from '@alego/kit';
import { Ctx, Query, Resolver } from 'type-graphql';
import { ModalidadeLicitacao } from './modalidade-licitacao.entity.js';

@Resolver(() => ModalidadeLicitacao)
export class ModalidadeLicitacaoResolver {
  @Query(() => [ModalidadeLicitacao], { description: 'Modalidades de licitação em ordem alfabética.' })
  modalidadesLicitacoes(@Ctx() { em }: SubgraphContext): Promise<ModalidadeLicitacao[]> {
    return em.find(ModalidadeLicitacao, {}, { orderBy: { descricao: 'asc' } });
  }
}
