import { buildSubgraphSchema, printSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { Kind, parse, visit, type DocumentNode, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap } from 'type-graphql';
import type { SubgraphContext } from './context.js';
import type { SubgraphDefinition } from './definition.js';

/** type-graphql does not emit `@link`; v2.5+ is needed for `@authenticated` and `@requiresScopes`. */
const FEDERATION_LINK = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key", "@shareable", "@external", "@requires", "@provides", "@inaccessible", "@tag", "@authenticated", "@requiresScopes"])\n\n`;

/**
 * Every `Query` field nullable, as federation recommends: when one subgraph fails or misses its deadline, the gateway
 * nulls only that subgraph's root fields and the others' data still reaches the client, next to a clear error.
 * (A non-null root field would turn the whole answer into `data: null`.)
 */
export function consultasAnulaveis(documento: DocumentNode): DocumentNode {
  return visit(documento, {
    ObjectTypeDefinition(tipo) {
      if (tipo.name.value !== 'Query') return undefined;
      return { ...tipo, fields: tipo.fields?.map((campo) => (campo.type.kind === Kind.NON_NULL_TYPE ? { ...campo, type: campo.type.type } : campo)) };
    },
  });
}

/** Builds the Federation 2 subgraph schema from the definition's type-graphql resolvers. */
export async function buildFederatedSchema(definition: SubgraphDefinition): Promise<GraphQLSchema> {
  const typeGraphqlSchema = await buildSchema({
    resolvers: definition.resolvers,
    orphanedTypes: definition.orphanedTypes,
    // Federation directives are defined by buildSubgraphSchema below, not by type-graphql.
    skipCheck: true,
    // Rules live next to each entity as plain functions; a global validator costs on every field.
    validate: false,
  });
  const resolvers = createResolversMap(typeGraphqlSchema) as GraphQLResolverMap<SubgraphContext>;
  for (const [typeName, resolveReference] of Object.entries(definition.references ?? {})) {
    const existing = resolvers[typeName];
    resolvers[typeName] = {
      ...(typeof existing === 'object' ? existing : {}),
      __resolveReference: (reference: { id: string }, context: SubgraphContext, info: GraphQLResolveInfo) => resolveReference(reference, context, info),
    } as GraphQLResolverMap<SubgraphContext>[string];
  }
  return buildSubgraphSchema([{ typeDefs: consultasAnulaveis(parse(FEDERATION_LINK + printSchemaWithDirectives(typeGraphqlSchema))), resolvers }]);
}

/** The SDL that composition consumes (what `schema/<name>.graphql` holds). */
export async function printFederatedSchema(definition: SubgraphDefinition): Promise<string> {
  return printSubgraphSchema(await buildFederatedSchema(definition)).trim() + '\n';
}
