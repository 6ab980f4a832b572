import { createCrudResolver, parseId, termoEm, todas, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Partido } from '../partido/partido.entity.js';
import { Deputado } from './deputado.entity.js';
import { DeputadoFiltro, DeputadoInput } from './deputado.inputs.js';
import { regrasDeputado } from './deputado.rules.js';

function onde(filtro: DeputadoFiltro | undefined): FilterQuery<Deputado> {
  const where: FilterQuery<Deputado> = {};
  if (filtro?.ativo !== undefined) where.ativo = filtro.ativo;
  if (filtro?.lider !== undefined) where.lider = filtro.lider;
  if (filtro?.mesaDiretora !== undefined) where.mesaDiretora = filtro.mesaDiretora;
  if (filtro?.partidoId) where.partido = parseId(filtro.partidoId) ?? 0;
  return todas<Deputado>(termoEm<Deputado>(filtro?.termo, ['nome', 'nomeCompleto']), where);
}

@Resolver(() => Deputado)
export class DeputadoResolver extends createCrudResolver({
  entity: Deputado,
  nomes: { singular: 'deputado', plural: 'deputados' },
  recurso: 'deputados',
  filtro: DeputadoFiltro,
  criar: DeputadoInput,
  atualizar: DeputadoInput,
  ordem: { nome: 'asc' },
  onde,
  regras: regrasDeputado,
  paraEntidade: ({ partidoId, ...dados }) => ({ ...dados, partido: partidoId ? parseId(partidoId) : null }),
}) {
  @FieldResolver(() => Partido, { nullable: true })
  partido(@Root() deputado: Deputado, @Ctx() { loaders }: SubgraphContext): Promise<Partido | null> | null {
    return deputado.partido ? loaders.load(Partido, deputado.partido.id) : null;
  }
}
