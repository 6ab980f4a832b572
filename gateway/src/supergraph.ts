import { buildASTSchema, parse, type GraphQLSchema } from 'graphql';

/**
 * `@apollo/gateway` refuses supergraphs whose `@link`s are marked `for: SECURITY` (it has no option to
 * accept `@authenticated`/`@requiresScopes`). The directives stay in the SDL; only the purpose goes,
 * and the kit's access plugin (`accessControlPlugin`, `@alego/kit/gateway`) enforces them, here and in each subgraph.
 */
export function sdlForGateway(supergraphSdl: string): string {
  return supergraphSdl.replace(
    /(@link\(url: "https:\/\/specs\.apollo\.dev\/(?:authenticated|requiresScopes)\/v[\d.]+"), for: SECURITY\)/g,
    '$1)',
  );
}

/**
 * The full supergraph as a graphql-js schema, directives included (the API schema strips them). Parsed without source
 * locations: the schema's nodes are read for their directives only, and the token chain of the whole SDL they would
 * keep alive is 5,5 MB of the gateway's heap.
 */
export function buildSupergraphSchema(supergraphSdl: string): GraphQLSchema {
  return buildASTSchema(parse(supergraphSdl, { noLocation: true }), { assumeValidSDL: true });
}

/** Subgraph name → URL, as recorded in the supergraph's `join__Graph` enum. */
export function subgraphUrlsOf(supergraphSdl: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const match of supergraphSdl.matchAll(/@join__graph\(name: "([^"]+)", url: "([^"]+)"\)/g)) {
    urls[match[1]!] = match[2]!;
  }
  return urls;
}
