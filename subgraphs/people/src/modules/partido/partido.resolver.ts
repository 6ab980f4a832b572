import { createCrudResolver, likeContains } from '@alego/kit';
import { Resolver } from 'type-graphql';
import { Partido } from './partido.entity.js';
import { PartidoFiltro, PartidoInput } from './partido.inputs.js';
import { regrasPartido } from './partido.rules.js';

@Resolver(() => Partido)
export class PartidoResolver extends createCrudResolver({
  entity: Partido,
  nomes: { singular: 'partido', plural: 'partidos' },
  recurso: 'partidos',
  filtro: PartidoFiltro,
  criar: PartidoInput,
  atualizar: PartidoInput,
  ordem: { sigla: 'asc' },
  onde: (filtro) => (filtro?.termo ? { $or: [{ sigla: { $ilike: likeContains(filtro.termo) } }, { nome: { $ilike: likeContains(filtro.termo) } }] } : {}),
  regras: regrasPartido,
}) {}
