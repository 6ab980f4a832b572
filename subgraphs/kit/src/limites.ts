import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';

/**
 * What one operation may cost a subgraph, whoever sent it. The gateway's static limits (gateway/src/limits.ts)
 * refuse expensive queries before planning; these bounds hold at run time, also for callers that reach a subgraph
 * directly and for `_entities` batches whose size no static estimate knows. See docs/decisions.md.
 */
export const LIMITES_DE_EXECUCAO = {
  /** Fields resolved in one operation (each list item's fields counted): about 10 MB of JSON at most. */
  campos: 200_000,
  /** Time an operation may keep resolving fields. */
  tempoMs: 10_000,
} as const;

export const MENSAGEM_RESPOSTA_GRANDE = 'A consulta pede dados demais para uma só resposta. Peça menos itens por página ou menos campos.';
export const MENSAGEM_TEMPO_ESGOTADO = 'A consulta demorou demais e foi interrompida. Peça menos itens por página ou menos campos.';

export class LimiteExcedidoError extends GraphQLError {
  constructor(mensagem: string) {
    super(mensagem, { extensions: { code: 'LIMITE_EXCEDIDO' } });
  }
}

/**
 * Counts the fields an operation resolves and watches its deadline; past either, every further field fails at
 * once (no more resolvers, no more SQL) and the answer becomes one clear error instead of a partial result.
 */
export function limitesDeExecucaoPlugin(limites: { campos: number; tempoMs: number } = LIMITES_DE_EXECUCAO): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let excedido: LimiteExcedidoError | null = null;
      return {
        async executionDidStart() {
          const prazo = Date.now() + limites.tempoMs;
          let campos = 0;
          return {
            willResolveField() {
              if (!excedido && ++campos > limites.campos) excedido = new LimiteExcedidoError(MENSAGEM_RESPOSTA_GRANDE);
              if (!excedido && Date.now() > prazo) excedido = new LimiteExcedidoError(MENSAGEM_TEMPO_ESGOTADO);
              if (excedido) throw excedido;
            },
          };
        },
        async willSendResponse({ response }) {
          if (!excedido || response.body.kind !== 'single') return;
          response.body.singleResult = { data: null, errors: [{ message: excedido.message, extensions: { code: 'LIMITE_EXCEDIDO' } }] };
        },
      };
    },
  };
}

/** Federation's entry points: whoever calls them reads any entity by id, bypassing the fields' own arguments. */
const CAMPOS_DO_GATEWAY = new Set(['_entities', '_service']);

export const MENSAGEM_SO_GATEWAY = 'Somente o gateway do portal pode consultar _entities e _service.';

export function usaCamposDoGateway(schema: GraphQLSchema, document: DocumentNode): boolean {
  const query = schema.getQueryType();
  const typeInfo = new TypeInfo(schema);
  let usa = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (typeInfo.getParentType() === query && CAMPOS_DO_GATEWAY.has(node.name.value)) usa = true;
      },
    }),
  );
  return usa;
}

/** Refuses `_entities`/`_service` to any request that does not carry the gateway's internal secret. */
export function somenteGatewayPlugin<TContext extends { chamadaInterna: boolean }>(schema: GraphQLSchema): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (contextValue.chamadaInterna || !usaCamposDoGateway(schema, document)) return;
          throw new GraphQLError(MENSAGEM_SO_GATEWAY, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        },
      };
    },
  };
}
