import { createCrudResolver, DeputadoRef, deputadoRef, exigirEquipe, termoEm, todas, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Ctx, Directive, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Lotacao } from './lotacao.entity.js';
import { LotacaoFiltro, LotacaoInput } from './lotacao.inputs.js';
import { lotacaoParaEntidade, regrasLotacao } from './lotacao.rules.js';

function onde(filtro: LotacaoFiltro | undefined): FilterQuery<Lotacao> {
  const ativa = filtro?.ativa ?? undefined;
  return todas<Lotacao>(termoEm<Lotacao>(filtro?.termo, ['nome', 'sigla']), ativa === undefined ? undefined : { ativa });
}

@Resolver(() => Lotacao)
export class LotacaoResolver extends createCrudResolver({
  entity: Lotacao,
  nomes: { singular: 'lotacao', plural: 'lotacoes' },
  recurso: 'lotacoes',
  filtro: LotacaoFiltro,
  criar: LotacaoInput,
  atualizar: LotacaoInput,
  ordem: { nome: 'asc' },
  onde,
  regras: regrasLotacao,
  paraEntidade: lotacaoParaEntidade,
}) {
  @FieldResolver(() => DeputadoRef, { nullable: true, description: 'O deputado, quando a lotação é um gabinete.' })
  deputado(@Root() lotacao: Lotacao): DeputadoRef | null {
    return deputadoRef(lotacao.deputadoId);
  }

  @Query(() => Lotacao, { nullable: true, description: 'A lotação ativa de quem está logado (a escolhida, ou a padrão).' })
  @Directive('@authenticated')
  async lotacaoAtiva(@Ctx() ctx: SubgraphContext): Promise<Lotacao | null> {
    const equipe = exigirEquipe(ctx.identidade);
    return ctx.em.findOne(Lotacao, { id: equipe.lotacaoId });
  }
}
