import { createCrudResolver, termoEm, todas } from '@alego/kit';
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
  onde: (filtro) => todas<Partido>(termoEm<Partido>(filtro?.termo, ['sigla', 'nome'])),
  regras: regrasPartido,
}) {}
