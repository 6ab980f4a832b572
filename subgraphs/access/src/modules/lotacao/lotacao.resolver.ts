import { createCrudResolver, likeContains } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Resolver } from 'type-graphql';
import { Lotacao } from './lotacao.entity.js';
import { LotacaoFiltro, LotacaoInput } from './lotacao.inputs.js';
import { lotacaoParaEntidade, regrasLotacao } from './lotacao.rules.js';

function onde(filtro: LotacaoFiltro | undefined): FilterQuery<Lotacao> {
  const where: FilterQuery<Lotacao> = {};
  const termo = filtro?.termo?.trim();
  if (termo) where.$or = [{ nome: { $ilike: likeContains(termo) } }, { sigla: { $ilike: likeContains(termo) } }];
  if (filtro?.ativa !== undefined && filtro.ativa !== null) where.ativa = filtro.ativa;
  return where;
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
