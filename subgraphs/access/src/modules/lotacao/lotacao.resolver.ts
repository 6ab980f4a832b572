import { createCrudResolver, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Resolver } from 'type-graphql';
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
}) {}
