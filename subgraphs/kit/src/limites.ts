import type { ApolloServerPlugin } from '@apollo/server';
import { defaultFieldResolver, GraphQLError, isObjectType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { lembradoPorOperacao } from './por-operacao.js';

/**
 * What one operation may cost a subgraph, whoever sent it. The gateway's static limits (gateway/src/limits.ts)
 * refuse expensive queries before planning; these bounds hold at run time, also for callers that reach a subgraph
 * directly and for `_entities` batches whose size no static estimate knows. See docs/decisions.md.
 */
export const LIMITES_DE_EXECUCAO = {
  /**
   * Fields resolved in one operation (each list item's fields counted), about 5 MB of JSON: the gateway's cost
   * estimate admits no more than this (LIMITES.custo), and our heaviest page resolves a few thousand.
   */
  campos: 100_000,
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

/** What is left of one operation's budget: fields it may still resolve, and until when. */
export class OrcamentoDeExecucao {
  private campos = 0;

  private readonly prazo: number;

  /** Set once the budget runs out; from then on every field fails at once. */
  excedido: LimiteExcedidoError | null = null;

  constructor(private readonly limites: { campos: number; tempoMs: number } = LIMITES_DE_EXECUCAO) {
    this.prazo = Date.now() + limites.tempoMs;
  }

  gastar(): LimiteExcedidoError | null {
    if (!this.excedido && ++this.campos > this.limites.campos) this.excedido = new LimiteExcedidoError(MENSAGEM_RESPOSTA_GRANDE);
    // The clock is read every 64 fields, not on each one: a page of 50 rows resolves about a thousand fields, and a
    // system call per field cost more than the fields themselves.
    if (!this.excedido && (this.campos & 63) === 1 && Date.now() >= this.prazo) this.excedido = new LimiteExcedidoError(MENSAGEM_TEMPO_ESGOTADO);
    return this.excedido;
  }
}

/**
 * Makes every field of the schema spend from the request's budget (`orcamento` in the context). Past it, a field
 * does not run its resolver (no more SQL) and fails as a rejected promise, never a synchronous throw: graphql-js 16
 * abandons the sibling promises of a list item that throws synchronously, and their rejections would be unhandled.
 */
export function limitarResolvers(schema: GraphQLSchema): void {
  for (const tipo of Object.values(schema.getTypeMap())) {
    if (!isObjectType(tipo) || tipo.name.startsWith('__')) continue;
    for (const campo of Object.values(tipo.getFields())) {
      const resolver = campo.resolve ?? defaultFieldResolver;
      campo.resolve = (fonte, argumentos, contexto: { orcamento?: OrcamentoDeExecucao }, info) => {
        const excedido = contexto.orcamento?.gastar();
        return excedido ? Promise.reject(excedido) : resolver(fonte, argumentos, contexto, info);
      };
    }
  }
}

/** An operation past its budget answers one clear error instead of a partial result. */
export function limitesDeExecucaoPlugin(): ApolloServerPlugin<{ orcamento: OrcamentoDeExecucao }> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          const { excedido } = contextValue.orcamento;
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

/**
 * Refuses `_entities`/`_service` to any request that does not carry the gateway's internal secret. Whether an
 * operation uses them is worked out once per parsed operation: the walk with type information cost ~3 % of the content
 * subgraph's CPU on every page of news.
 */
export function somenteGatewayPlugin<TContext extends { chamadaInterna: boolean }>(schema: GraphQLSchema): ApolloServerPlugin<TContext> {
  const usaDaOperacao = lembradoPorOperacao<boolean>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (contextValue.chamadaInterna || !(operation ? usaDaOperacao(operation, schema, () => usaCamposDoGateway(schema, document)) : usaCamposDoGateway(schema, document))) return;
          throw new GraphQLError(MENSAGEM_SO_GATEWAY, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        },
      };
    },
  };
}
