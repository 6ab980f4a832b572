import type { Migration } from '@mikro-orm/migrations';
import type { Seeder } from '@mikro-orm/seeder';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NonEmptyArray } from 'type-graphql';
import type { ClassType } from 'type-graphql';
import type { Router } from 'express';
import type { GraphQLResolveInfo } from 'graphql';
import type { Logger } from 'pino';
import type { DefinicaoDeTrabalho } from './jobs.js';
import type { Orm } from './orm.js';
import type { IdentityVerifier } from './auth/identity.js';
import type { BuscarVersao, VersoesDeSessao } from './auth/sessoes.js';
import type { SubgraphContext } from './context.js';
import { camposPedidos, propriedadesPedidas } from './leituras.js';

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
    if (!info || typeof tipo !== 'string') return loaders.load(entity, reference.id);
    return loaders.load(entity, reference.id, camposPedidos(info, tipo), propriedadesPedidas(info, entity, []));
  };
}
