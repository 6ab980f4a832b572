import { createCrudResolver, termoEm } from '@alego/kit';
import { Resolver } from 'type-graphql';
import { semNul } from '../../text.js';
import { CategoriaLink } from './categoria-link.entity.js';
import { CategoriaLinkFiltro, CategoriaLinkInput } from './categoria-link.inputs.js';
import { regrasCategoriaLink } from './categoria-link.rules.js';

@Resolver(() => CategoriaLink)
export class CategoriaLinkResolver extends createCrudResolver({
  entity: CategoriaLink,
  nomes: { singular: 'categoriaLink', plural: 'categoriasLinks' },
  recurso: 'categorias_links',
  filtro: CategoriaLinkFiltro,
  criar: CategoriaLinkInput,
  atualizar: CategoriaLinkInput,
  ordem: { ordem: 'asc', nome: 'asc', id: 'asc' },
  onde: (filtro) => termoEm<CategoriaLink>(semNul(filtro?.termo), ['nome']) ?? {},
  regras: regrasCategoriaLink,
  paraEntidade: (dados) => ({ nome: semNul(dados.nome).trim(), ordem: dados.ordem }),
}) {}
