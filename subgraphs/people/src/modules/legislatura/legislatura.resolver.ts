import { createCrudResolver, termoEm, todas } from '@alego/kit';
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
  onde: (filtro) =>
    todas<Legislatura>(termoEm<Legislatura>(filtro?.termo, ['descricao']), filtro?.atual === undefined || filtro.atual === null ? undefined : { atual: filtro.atual }),
  regras: regrasLegislatura,
}) {}
