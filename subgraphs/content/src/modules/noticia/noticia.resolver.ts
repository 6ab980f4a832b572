import { createCrudResolver, parseId, slugify, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { DeputadoRef, deputadoRef } from '../../references/deputado.ref.js';
import { Noticia } from './noticia.entity.js';
import { NoticiaFiltro, NoticiaInput } from './noticia.inputs.js';
import { regrasNoticia } from './noticia.rules.js';

/** The public sees only published news whose publication time has come. */
function onde(filtro: NoticiaFiltro | undefined): FilterQuery<Noticia> {
  const where: FilterQuery<Noticia> = { publicada: true, publicadaEm: { $lte: new Date() } };
  if (filtro?.categoria) where.categoria = filtro.categoria;
  if (filtro?.deputadoId) where.deputadoId = parseId(filtro.deputadoId) ?? 0;
  return todas<Noticia>(where, termoEm<Noticia>(filtro?.termo, ['titulo', 'resumo']));
}

@Resolver(() => Noticia)
export class NoticiaResolver extends createCrudResolver({
  entity: Noticia,
  nomes: { singular: 'noticia', plural: 'noticias' },
  recurso: 'noticias',
  filtro: NoticiaFiltro,
  criar: NoticiaInput,
  atualizar: NoticiaInput,
  ordem: { publicadaEm: 'desc', id: 'desc' },
  onde,
  regras: regrasNoticia,
  paraEntidade: ({ deputadoId, ...dados }) => ({
    ...dados,
    deputadoId: deputadoId ? parseId(deputadoId) : null,
    urlSufixo: slugify(dados.titulo),
  }),
}) {
  @FieldResolver(() => DeputadoRef, { nullable: true, description: 'Deputado autor ou citado (resolvido pelo subgrafo people).' })
  deputado(@Root() noticia: Noticia): DeputadoRef | null {
    return deputadoRef(noticia.deputadoId);
  }
}
