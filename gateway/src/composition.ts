import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';

export interface SubgraphSdl {
  name: string;
  /** Where the gateway reaches the subgraph by default (overridable per environment). */
  url: string;
  sdl: string;
}

export interface ComposedSchemas {
  supergraph: string;
  /** The public API schema (no federation machinery): what clients and codegen see. */
  api: string;
  hints: string[];
}

/** Composes the subgraphs in-process; throws with every composition error listed. */
export function composeSupergraph(subgraphs: SubgraphSdl[]): ComposedSchemas {
  const result = composeServices(subgraphs.map(({ name, url, sdl }) => ({ name, url, typeDefs: parse(sdl) })));
  if (result.errors) {
    throw new Error(`A composição do supergrafo falhou:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  }
  return {
    supergraph: result.supergraphSdl.trim() + '\n',
    api: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()).trim() + '\n',
    hints: result.hints.map((hint) => hint.toString()),
  };
}
