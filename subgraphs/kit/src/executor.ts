import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { chaveDaConsulta } from './corpo-simples.js';
import { rastreando } from './tracing/rastreando.js';

type Gateway = ApolloServerOptionsWithGateway<Record<string, unknown>>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** Distinct query texts kept compiled: the gateway's query plans and the pages' operations are a few hundred. */
export const CONSULTAS_COMPILADAS = 1000;

/**
 * A subgraph's queries run compiled by graphql-jit (docs/decisions.md, "Executor compilado nos subgrafos"): a page of
 * 50 rows resolves ~1,400 fields, and graphql-js spent as long walking them as the subgraph spent on everything else.
 * Apollo Server takes a custom executor only through its `gateway` option; parsing, validation, plugins and error
 * formatting stay Apollo's. graphql-js still runs what jit does not take: mutations (run in order, as the spec says,
 * and rare), an operation jit cannot compile, a request refused before any resolver ran (its variables), so that
 * those errors keep graphql-js's wording, and a traced request, whose execution span comes from the OpenTelemetry
 * instrumentation of graphql-js (docs/operacao.md).
 */
export function executorCompilado(schema: GraphQLSchema, compiladas: ConsultasCompiladas): Gateway {
  const executor: Executor = async ({ request, document, operationName, operation, context }) => {
    const pelaReferencia = () => execute({ schema, document, contextValue: context, variableValues: request.variables, operationName });
    if (operation.operation !== 'query' || request.query === undefined || rastreando()) return pelaReferencia();
    const compilada = compiladas.da(request.query, operationName, document);
    if (!compilada) return pelaReferencia();
    const resultado = await compilada.query(undefined, context, request.variables);
    if (!resultado.errors?.length) return resultado;
    if (resultado.data === undefined) return pelaReferencia();
    return { ...resultado, errors: resultado.errors.map(comoErroDoGraphql) };
  };
  return {
    // Not a supergraph: nothing in Apollo Server reads the SDL of a schema handed over this way.
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: async () => ({ executor }),
    stop: async () => undefined,
  };
}

/**
 * The compiled queries by text and operation name, shared by Apollo Server's executor and the direct path
 * (caminho-direto.ts): a query text is compiled once whichever of them sees it first.
 */
export class ConsultasCompiladas {
  private readonly compiladas: LRUCache<string, CompiledQuery | ExecutionResult>;

  constructor(
    private readonly schema: GraphQLSchema,
    limite = CONSULTAS_COMPILADAS,
  ) {
    this.compiladas = new LRUCache({ max: limite });
  }

  /** The query compiled, or undefined when graphql-jit cannot compile it (graphql-js runs it then). */
  da(query: string, operationName: string | null | undefined, document: DocumentNode): CompiledQuery | undefined {
    const chave = chaveDaConsulta(query, operationName);
    let compilada = this.compiladas.get(chave);
    if (!compilada) {
      compilada = compileQuery(this.schema, document, operationName ?? undefined);
      this.compiladas.set(chave, compilada);
    }
    return isCompiledQuery(compilada) ? compilada : undefined;
  }
}

/**
 * graphql-jit's errors only borrow graphql-js's prototype: without an original error they have no `extensions`, which
 * Apollo Server's formatting reads. Rebuilt as graphql-js builds them, the resolver's error (its Portuguese message
 * and code) stays the original one `formatError` looks at.
 */
function comoErroDoGraphql(erro: GraphQLError): GraphQLError {
  const { message, path, originalError, extensions, locations } = erro;
  return Object.assign(new GraphQLError(message, { path, originalError, extensions }), { locations });
}
