import { createAdminQueries, createCrudResolver, parseId, termoEm, todas, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { CategoriaLink } from '../categoria-link/categoria-link.entity.js';
import { Link } from './link.entity.js';
import { LinkFiltro, LinkInput } from './link.inputs.js';
import { regrasLink } from './link.rules.js';

function onde(filtro: LinkFiltro | undefined): FilterQuery<Link> {
  const categoria = filtro?.categoriaLinkId ? (parseId(filtro.categoriaLinkId) ?? 0) : undefined;
  return todas<Link>(termoEm<Link>(semNul(filtro?.termo), ['titulo', 'url']), categoria === undefined ? undefined : { categoriaLink: categoria });
}

const ORDEM = { ordem: 'asc', titulo: 'asc', id: 'asc' } as const;

/** `linksAdmin`/`linkAdmin`: the same list and record behind the index/show permissions (the legacy admin REST paths). */
@Resolver(() => Link)
export class LinkAdminQueries extends createAdminQueries({ entity: Link, nomes: { singular: 'link', plural: 'links' }, recurso: 'links', filtro: LinkFiltro, onde, ordem: ORDEM }) {}

@Resolver(() => Link)
export class LinkResolver extends createCrudResolver({
  entity: Link,
  nomes: { singular: 'link', plural: 'links' },
  recurso: 'links',
  filtro: LinkFiltro,
  criar: LinkInput,
  atualizar: LinkInput,
  ordem: ORDEM,
  onde,
  regras: regrasLink,
  paraEntidade: (dados) => ({ titulo: semNul(dados.titulo).trim(), url: semNul(dados.url).trim(), categoriaLink: parseId(dados.categoriaLinkId ?? '') ?? 0, ordem: dados.ordem }),
}) {
  @FieldResolver(() => ID, { description: 'Categoria do link.' })
  categoriaLinkId(@Root() link: Link): string {
    return String(link.categoriaLink.id);
  }

  @FieldResolver(() => String)
  async categoriaNome(@Root() link: Link, @Ctx() { loaders }: SubgraphContext): Promise<string> {
    return (await loaders.load(CategoriaLink, link.categoriaLink.id))?.nome ?? '';
  }
}

/** The public page lists categories with their links: one query per page of categories. */
@Resolver(() => CategoriaLink)
export class CategoriaLinkLinksResolver {
  @FieldResolver(() => [Link], { description: 'Links da categoria, em ordem.' })
  links(@Root() categoria: CategoriaLink, @Ctx() { loaders }: SubgraphContext): Promise<Link[]> {
    return loaders.loadMany(Link, 'categoriaLink', categoria.id, ORDEM);
  }
}
