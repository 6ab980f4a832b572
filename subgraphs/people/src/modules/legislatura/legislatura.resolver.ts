import { createCrudResolver, likeContains } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Resolver } from 'type-graphql';
import { Legislatura } from './legislatura.entity.js';
import { LegislaturaFiltro, LegislaturaInput } from './legislatura.inputs.js';
import { regrasLegislatura } from './legislatura.rules.js';

@Resolver(() => Legislatura)
export class LegislaturaResolver extends createCrudResolver({
  entity: Legislatura,
  nomes: { singular: 'legislatura', plural: 'legislaturas' },
  recurso: 'legislaturas',
  filtro: LegislaturaFiltro,
  criar: LegislaturaInput,
  atualizar: LegislaturaInput,
  ordem: { anoInicio: 'desc' },
  onde: (filtro) => {
    const where: FilterQuery<Legislatura> = {};
    if (filtro?.termo) where.descricao = { $ilike: likeContains(filtro.termo) };
    if (filtro?.atual !== undefined) where.atual = filtro.atual;
    return where;
  },
  regras: regrasLegislatura,
}) {}
