// What both bare subgraphs share, written once the way the type-graphql federation example and Apollo's docs do it:
// type-graphql schema printed with its directives, federation's @link prefixed, buildSubgraphSchema, served by
// @apollo/server on express 5. MikroORM on one PostgreSQL schema, an EntityManager forked per request.
import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { expressMiddleware } from '@as-integrations/express5';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import express from 'express';
import { parse } from 'graphql';
import { buildSchema, createResolversMap, type NonEmptyArray } from 'type-graphql';

/** type-graphql does not emit `@link`: without it buildSubgraphSchema would read the SDL as federation 1. */
const FEDERACAO = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key"])\n\n';

export interface Contexto {
  em: EntityManager;
}

export interface Subgrafo<C extends Contexto> {
  /** The PostgreSQL schema the portal's subgraph of the same name owns. */
  esquema: string;
  entidades: NonEmptyArray<abstract new () => object>;
  resolvers: NonEmptyArray<abstract new () => object>;
  /** `__resolveReference` per entity type this subgraph owns. */
  referencias?: Record<string, (referencia: { id: string }, contexto: C) => unknown>;
  /** The per-request context, around a fresh fork of the EntityManager. */
  contexto: (em: EntityManager) => C;
}

export async function servirSubgrafo<C extends Contexto>(subgrafo: Subgrafo<C>): Promise<void> {
  const orm = await MikroORM.init({
    clientUrl: process.env.DATABASE_URL,
    schema: subgrafo.esquema,
    entities: subgrafo.entidades,
    metadataProvider: ReflectMetadataProvider,
  });
  // Federation's directives are defined by buildSubgraphSchema, not by type-graphql: its own check would reject @key.
  const tipos = await buildSchema({ resolvers: subgrafo.resolvers, skipCheck: true });
  const resolvers = createResolversMap(tipos) as GraphQLResolverMap<C>;
  for (const [tipo, resolver] of Object.entries(subgrafo.referencias ?? {})) {
    resolvers[tipo] = { ...resolvers[tipo], __resolveReference: resolver } as GraphQLResolverMap<C>[string];
  }
  const schema = buildSubgraphSchema([{ typeDefs: parse(FEDERACAO + printSchemaWithDirectives(tipos)), resolvers }]);
  const servidor = new ApolloServer<C>({ schema, plugins: [ApolloServerPluginInlineTraceDisabled()] });
  await servidor.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(servidor, { context: async () => subgrafo.contexto(orm.em.fork()) }));
  const porta = Number(process.env.PORT);
  app.listen(porta, '127.0.0.1', (erro) => {
    if (erro) throw erro;
    console.log(`subgrafo ${subgrafo.esquema} em http://127.0.0.1:${porta}/graphql`);
  });
}
