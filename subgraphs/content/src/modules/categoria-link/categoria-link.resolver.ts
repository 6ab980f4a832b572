import { createAdminQueries, createCrudResolver, termoEm } from '@alego/kit';
import { Resolver } from 'type-graphql';
import { semNul } from '../../text.js';
import { CategoriaLink } from './categoria-link.entity.js';
import { CategoriaLinkFiltro, CategoriaLinkInput } from './categoria-link.inputs.js';
import { regrasCategoriaLink } from './categoria-link.rules.js';

const onde = (filtro: CategoriaLinkFiltro | undefined) => termoEm<CategoriaLink>(semNul(filtro?.termo), ['nome']) ?? {};
const ORDEM = { ordem: 'asc', nome: 'asc', id: 'asc' } as const;

/** `categoriasLinksAdmin`/`categoriaLinkAdmin` behind the index/show permissions (the legacy admin REST paths). */
@Resolver(() => CategoriaLink)
export class CategoriaLinkAdminQueries extends createAdminQueries({ entity: CategoriaLink, nomes: { singular: 'categoriaLink', plural: 'categoriasLinks' }, recurso: 'categorias_links', filtro: CategoriaLinkFiltro, onde, ordem: ORDEM }) {}

@Resolver(() => CategoriaLink)
export class CategoriaLinkResolver extends createCrudResolver({
  entity: CategoriaLink,
  nomes: { singular: 'categoriaLink', plural: 'categoriasLinks' },
  recurso: 'categorias_links',
  filtro: CategoriaLinkFiltro,
  criar: CategoriaLinkInput,
  atualizar: CategoriaLinkInput,
  ordem: ORDEM,
  onde,
  regras: regrasCategoriaLink,
  paraEntidade: (dados) => ({ nome: semNul(dados.nome).trim(), ordem: dados.ordem }),
}) {}
