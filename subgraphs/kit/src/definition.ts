import type { Migration } from '@mikro-orm/migrations';
import type { Seeder } from '@mikro-orm/seeder';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NonEmptyArray } from 'type-graphql';
import type { ClassType } from 'type-graphql';
import type { Router } from 'express';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { Logger } from 'pino';
import type { DefinicaoDeTrabalho } from './jobs.js';
import type { Orm } from './orm.js';
import type { IdentityVerifier } from './auth/identity.js';
import type { BuscarVersao, VersoesDeSessao } from './auth/sessoes.js';
import type { SubgraphContext } from './context.js';

/** Resolves a federation reference `{ __typename, id }` owned by this subgraph (`info`: the `_entities` field's). */
export type ReferenceResolver = (reference: { id: string }, context: SubgraphContext, info?: GraphQLResolveInfo) => Promise<object | null>;

/** Everything a subgraph declares; the kit turns it into a served, migrated, seeded service. */
export interface SubgraphDefinition {
  /** Service name; also its PostgreSQL schema. */
  name: string;
  defaultPort: number;
  // type-graphql's own signature for resolver lists: any class with decorated methods.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: NonEmptyArray<Function>;
  /** Types not reachable from a resolver that must still be in the schema (entity stubs). */
  orphanedTypes?: ClassType[];
  entities: ClassType[];
  migrations: ClassType<Migration>[];
  /** Demo data; each seeder runs once per database (a seeder added later still runs on existing databases). */
  seeders?: ClassType<Seeder>[];
  references?: Record<string, ReferenceResolver>;
  /**
   * Service-to-service endpoints under `/interno` (e.g. the gateway checking a password), refused unless the
   * request carries the portal's internal token. Never part of the public API. `verifier` reads a user's token the
   * gateway forwarded, for routes that act for a signed-in user (and check the user's permission themselves).
   */
  rotasInternas?: (router: Router, dependencias: { orm: Orm; logger: Logger; verifier: IdentityVerifier; sessoes?: VersoesDeSessao }) => void;
  /** Where session versions are kept, for the subgraph that keeps them (access); the others ask it over HTTP. */
  versoesDeSessao?: (orm: Orm) => BuscarVersao;
  /** Background jobs (kit/jobs.ts): runSubgraph starts the PostgreSQL queue and a worker for each in every replica. */
  trabalhos?: (dependencias: { orm: Orm; logger: Logger }) => DefinicaoDeTrabalho<never>[];
  /** Keeps the change log of every table with an `id` (db/alteracoes.ts), for the transparency's crawler feed. */
  registroDeAlteracoes?: true;
  /** Work done once after migrations (e.g. creating text-search configurations). */
  onReady?: (em: EntityManager) => Promise<void>;
}

/**
 * The usual reference resolver: the entity by id, through the request's batched loader, told which fields the
 * gateway asks of the type (its many-to-one relations among them come in the same statement, context.ts).
 */
export function referenceTo<T extends { id: number }>(entity: abstract new (...args: never[]) => T): ReferenceResolver {
  return (reference, { loaders }, info) => {
    const tipo = (reference as { __typename?: unknown }).__typename;
    return loaders.load(entity, reference.id, info && typeof tipo === 'string' ? camposPedidos(info, tipo) : undefined);
  };
}

/** Per resolved field node of a parsed operation (the same object for every request of that text), per type and path. */
const camposPorNo = new WeakMap<FieldNode, Map<string, string[]>>();

/**
 * The names of the fields an operation selects on `tipo` under the resolved field (`_entities`), or under the fields
 * of `caminho` below it (`['itens']`, the rows of a page): directly, in inline fragments on that type (what the gateway
 * sends) or without a type, and in named fragments on it. Fields under `@skip`/`@include` count too: this only decides
 * what is read ahead, never what is answered.
 */
export function camposPedidos(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, tipo: string, caminho: readonly string[] = []): string[] {
  const no = info.fieldNodes[0];
  if (!no) return [];
  let porTipo = camposPorNo.get(no);
  if (!porTipo) camposPorNo.set(no, (porTipo = new Map()));
  const chave = [tipo, ...caminho].join('.');
  let campos = porTipo.get(chave);
  if (!campos) {
    // The selection sets at the end of the path; the type condition only matters on the last level.
    let niveis: SelectionSetNode[] = info.fieldNodes.flatMap((campo) => (campo.selectionSet ? [campo.selectionSet] : []));
    for (const nome of caminho) niveis = niveis.flatMap((selecao) => selecionados(info, selecao, undefined).filter((campo) => campo.name.value === nome && campo.selectionSet).map((campo) => campo.selectionSet!));
    campos = [...new Set(niveis.flatMap((selecao) => selecionados(info, selecao, tipo).map((campo) => campo.name.value)))];
    porTipo.set(chave, campos);
  }
  return campos;
}

/** The fields of a selection set, through inline and named fragments on `tipo` (on any type when undefined). */
function selecionados(info: Pick<GraphQLResolveInfo, 'fragments'>, selecao: SelectionSetNode, tipo: string | undefined): FieldNode[] {
  const campos: FieldNode[] = [];
  const vistos = new Set<string>();
  const naCondicao = (condicao: string | undefined) => tipo === undefined || condicao === undefined || condicao === tipo;
  const percorrer = (conjunto: SelectionSetNode | undefined) => {
    for (const item of conjunto?.selections ?? []) {
      if (item.kind === 'Field') campos.push(item);
      else if (item.kind === 'InlineFragment') {
        if (naCondicao(item.typeCondition?.name.value)) percorrer(item.selectionSet);
      } else if (!vistos.has(item.name.value)) {
        vistos.add(item.name.value);
        const fragmento = info.fragments[item.name.value];
        if (fragmento && naCondicao(fragmento.typeCondition.name.value)) percorrer(fragmento.selectionSet);
      }
    }
  };
  percorrer(selecao);
  return campos;
}
