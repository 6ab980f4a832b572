import type { FilterQuery, QueryOrderMap, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Directive, ID, Info, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import type { Identidade } from './auth/identity.js';
import type { SubgraphContext } from './context.js';
import { NaoEncontradoError, ValidacaoError } from './errors.js';
import { parseId } from './ids.js';
import { PaginaDe, PaginacaoArgs, montarPagina, validarPaginacao, type Pagina } from './pagination.js';
import { propriedadesPedidas } from './leituras.js';
import { listarComTotal } from './totais.js';

export interface Identificavel {
  id: number;
}

/** Validation rules return Portuguese messages; an empty list means valid. */
export type Regras<Dados, T> = (dados: Dados, contexto: { em: EntityManager; atual?: T }) => string[] | Promise<string[]>;

export interface CrudOptions<T extends Identificavel, Filtro extends object, Criar extends object, Atualizar extends object> {
  entity: ClassType<T>;
  /** Singular and plural domain names: `noticia`/`noticias` gives `noticias`, `noticia`, `criarNoticia`, ... */
  nomes: { singular: string; plural: string };
  /** Permission resource (`api/admin/{recurso}#{acao}`) guarding the mutations at the gateway. */
  recurso: string;
  filtro: ClassType<Filtro>;
  criar: ClassType<Criar>;
  atualizar: ClassType<Atualizar>;
  /** Turns the filter into a query; also where the public visibility of a list is decided. */
  onde?: (filtro: Filtro | undefined) => FilterQuery<T>;
  /**
   * Entities whose tables `onde` reads in a hand-written subquery (beyond the entity's own and its relations'): a write
   * to them must renew a list's cached total too.
   */
  filtroTambemLe?: ClassType<object>[];
  ordem?: QueryOrderMap<T>;
  regras?: Regras<Criar | Atualizar, T>;
  /**
   * Maps input fields to entity fields where they differ (e.g. `partidoId` → the `partido` relation). On an update it
   * also gets the stored record: a field the input left out (undefined, not null) is not mapped, so it keeps its value.
   */
  paraEntidade?: (dados: Criar | Atualizar, atual?: T) => object;
  /** Saves what `paraEntidade` cannot assign (nested rows, files), before the flush; a new record has no `id` yet. */
  aninhados?: (entidade: T, dados: Criar | Atualizar, em: EntityManager) => void | Promise<void>;
  /**
   * An object-level right beyond the permission scope, checked before create, update and delete (the course and
   * edition forms need the `Admin` feature): throws the error to answer, or returns nothing.
   */
  autorizar?: (identidade: Identidade | null) => void;
  /** Why the record cannot be deleted (e.g. still in use by records a delete must not take with it); empty deletes. */
  regrasDeExclusao?: (entidade: T, em: EntityManager) => Promise<string[]>;
  /** Changes that go with a delete (renumbering the records after it), saved in the delete's flush. */
  aoExcluir?: (entidade: T, em: EntityManager) => Promise<void>;
}

export function capitalizar(nome: string): string {
  return nome.charAt(0).toUpperCase() + nome.slice(1);
}

export function scopeDirective(recurso: string, acao: string): string {
  return `@requiresScopes(scopes: [["api/admin/${recurso}#${acao}"]])`;
}

/**
 * The CRUD operations every entity shares, with DESIGN.md's names. A concrete resolver extends the
 * returned class and adds only what differs (field resolvers, extra operations).
 */
export function createCrudResolver<T extends Identificavel, Filtro extends object, Criar extends object, Atualizar extends object>(
  options: CrudOptions<T, Filtro, Criar, Atualizar>,
) {
  const { entity, nomes, recurso } = options;
  const Tipo = capitalizar(nomes.singular);
  const PaginaType = PaginaDe(entity);
  const ordem = options.ordem ?? ({ id: 'desc' } as QueryOrderMap<T>);

  // An input class holds only the fields sent; one sent as null is there, and clears the field.
  const paraEntidade = options.paraEntidade ?? ((dados: Criar | Atualizar): object => Object.fromEntries(Object.entries(dados).filter(([, valor]) => valor !== undefined)));

  async function validar(dados: Criar | Atualizar, em: EntityManager, atual?: T): Promise<void> {
    const erros = options.regras ? await options.regras(dados, { em, atual }) : [];
    if (erros.length) throw new ValidacaoError(erros);
  }

  async function carregar(em: EntityManager, id: string): Promise<T> {
    const key = parseId(id);
    const found = key === null ? null : await em.findOne(entity, { id: key } as FilterQuery<T>);
    if (!found) throw new NaoEncontradoError();
    return found;
  }

  @Resolver(() => entity)
  abstract class CrudResolver {
    @Query(() => PaginaType, { name: nomes.plural, description: `Lista paginada de ${nomes.plural}.` })
    async listar(
      @Arg('filtro', () => options.filtro, { nullable: true }) filtro: Filtro | undefined,
      @Args() paginacao: PaginacaoArgs,
      @Ctx() { em }: SubgraphContext,
      @Info() info: GraphQLResolveInfo,
    ): Promise<Pagina<T>> {
      const { limit, offset } = validarPaginacao(paginacao);
      const where = options.onde ? options.onde(filtro) : ({} as FilterQuery<T>);
      const propriedades = propriedadesPedidas(info, entity);
      const [itens, total] = await listarComTotal(em, entity, where, { limit, offset, orderBy: ordem, filtroTambemLe: options.filtroTambemLe, propriedades });
      return montarPagina(itens, total, paginacao);
    }

    @Query(() => entity, { name: nomes.singular, nullable: true })
    async obter(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<T | null> {
      const key = parseId(id);
      if (key === null) return null;
      const where = (options.onde ? { $and: [options.onde(undefined), { id: key }] } : { id: key }) as FilterQuery<T>;
      return em.findOne(entity, where);
    }

    @Mutation(() => entity, { name: `criar${Tipo}` })
    @Directive(scopeDirective(recurso, 'create'))
    async criar(@Arg('dados', () => options.criar) dados: Criar, @Ctx() { em, identidade }: SubgraphContext): Promise<T> {
      options.autorizar?.(identidade);
      await validar(dados, em);
      const criado = em.create(entity, paraEntidade(dados) as RequiredEntityData<T>);
      // Nested rows reference the new record itself; the one flush inserts it first, all in one transaction.
      await options.aninhados?.(criado, dados, em);
      await em.flush();
      return criado;
    }

    @Mutation(() => entity, { name: `atualizar${Tipo}` })
    @Directive(scopeDirective(recurso, 'update'))
    async atualizar(
      @Arg('id', () => ID) id: string,
      @Arg('dados', () => options.atualizar) dados: Atualizar,
      @Ctx() { em, identidade }: SubgraphContext,
    ): Promise<T> {
      options.autorizar?.(identidade);
      const atual = await carregar(em, id);
      await validar(dados, em, atual);
      // MikroORM's assign typing cannot follow a generic T; the input class mirrors the entity's fields.
      em.assign(atual as object, paraEntidade(dados, atual));
      await options.aninhados?.(atual, dados, em);
      await em.flush();
      return atual;
    }

    @Mutation(() => Boolean, { name: `excluir${Tipo}` })
    @Directive(scopeDirective(recurso, 'destroy'))
    async excluir(@Arg('id', () => ID) id: string, @Ctx() { em, identidade }: SubgraphContext): Promise<boolean> {
      options.autorizar?.(identidade);
      const atual = await carregar(em, id);
      const erros = (await options.regrasDeExclusao?.(atual, em)) ?? [];
      if (erros.length) throw new ValidacaoError(erros);
      await options.aoExcluir?.(atual, em);
      await em.remove(atual).flush();
      return true;
    }
  }
  return CrudResolver;
}

/**
 * `<plural>Admin` and `<singular>Admin`: the same list and record for the back office, guarded by the
 * `index`/`show` permissions (every admin route needs them, back-office spec §6) where the public queries are open.
 */
export function createAdminQueries<T extends Identificavel, Filtro extends object>(
  options: Pick<CrudOptions<T, Filtro, object, object>, 'entity' | 'nomes' | 'recurso' | 'filtro' | 'onde' | 'filtroTambemLe' | 'ordem'>,
) {
  const { entity, nomes, recurso } = options;
  const PaginaType = PaginaDe(entity);
  const ordem = options.ordem ?? ({ id: 'desc' } as QueryOrderMap<T>);

  @Resolver(() => entity)
  class AdminQueries {
    @Query(() => PaginaType, { name: `${nomes.plural}Admin`, description: `Lista paginada de ${nomes.plural} para o admin.` })
    @Directive(scopeDirective(recurso, 'index'))
    async listarAdmin(
      @Arg('filtro', () => options.filtro, { nullable: true }) filtro: Filtro | undefined,
      @Args() paginacao: PaginacaoArgs,
      @Ctx() { em }: SubgraphContext,
      @Info() info: GraphQLResolveInfo,
    ): Promise<Pagina<T>> {
      const { limit, offset } = validarPaginacao(paginacao);
      const where = options.onde ? options.onde(filtro) : ({} as FilterQuery<T>);
      const propriedades = propriedadesPedidas(info, entity);
      const [itens, total] = await listarComTotal(em, entity, where, { limit, offset, orderBy: ordem, filtroTambemLe: options.filtroTambemLe, propriedades });
      return montarPagina(itens, total, paginacao);
    }

    @Query(() => entity, { name: `${nomes.singular}Admin`, nullable: true })
    @Directive(scopeDirective(recurso, 'show'))
    async obterAdmin(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<T | null> {
      const key = parseId(id);
      return key === null ? null : em.findOne(entity, { id: key } as FilterQuery<T>);
    }
  }
  return AdminQueries;
}
