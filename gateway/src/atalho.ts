import { ApolloGateway, type Experimental_DidResolveQueryPlanCallback, type GatewayConfig, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
// The enum is a value the package's entry point does not re-export.
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { trace } from '@opentelemetry/api';
import { getNamedType, getVariableValues, isEnumType, isLeafType, isObjectType, Kind, parse, print, type DocumentNode, type FragmentDefinitionNode, type GraphQLObjectType, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

type Executor = ApolloGateway['executor'];
type ContextoDoPedido = Parameters<Executor>[0];
type Plano = Parameters<Experimental_DidResolveQueryPlanCallback>[0]['queryPlan'];
export type Busca = Extract<NonNullable<Plano['node']>, { kind: 'Fetch' }>;
type Resposta = Awaited<ReturnType<GraphQLDataSource['process']>>;

/** A plan that is one fetch whose operation asks exactly what the client asked (see `buscaIntegral`). */
export interface Atalho {
  busca: Busca;
  fonte: GraphQLDataSource;
}

/** An `ApolloGateway` for `ApolloServer`'s `gateway` option, with the single-fetch shortcut below. */
export function gatewayComAtalho(
  config: GatewayConfig & Required<Pick<GatewayConfig, 'buildService'>>,
): Pick<ApolloGateway, 'load' | 'onSchemaLoadOrUpdate' | 'stop'> & Pick<ReturnType<typeof createAtalhoDeBuscaUnica>, 'atalhoDe'> {
  const atalho = createAtalhoDeBuscaUnica();
  const { buildService } = config;
  const { experimental_didResolveQueryPlan: outroAoResolver } = config;
  const gateway = new ApolloGateway({
    ...config,
    // The caller's own callback, if any, still runs.
    experimental_didResolveQueryPlan: (opcoes) => {
      atalho.aprender(opcoes);
      outroAoResolver?.(opcoes);
    },
    buildService: (servico) => atalho.reproduzivel(buildService(servico)),
  });
  return {
    load: async (opcoes) => {
      const { schema, executor } = await gateway.load(opcoes);
      return { schema, executor: atalho.envolverExecutor(executor) };
    },
    onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
    stop: () => gateway.stop(),
    atalhoDe: atalho.atalhoDe,
  };
}

/**
 * A query whose plan is a single fetch to one subgraph, selecting exactly what the client selected, is answered with
 * the subgraph's `data` as it came: `@apollo/gateway`'s result shaping (`operationFromDocument` + `computeResponse`,
 * ~8% of the gateway's CPU on a page of news) would rebuild the same object. Each plan is learned on its first request
 * (the normal path, through `experimental_didResolveQueryPlan`) and kept per parsed document, so a new schema (new
 * documents) starts over. Anything the shortcut cannot vouch for takes the normal path: variables that do not coerce,
 * traces, a recording span, the query plan asked in a header, and any answer with errors, without data or thrown; the
 * answer already fetched is then handed to the normal path (`reproduzivel`), never fetched twice.
 */
export function createAtalhoDeBuscaUnica() {
  const planos = new WeakMap<DocumentNode, Map<string, Atalho | null>>();
  /** The subgraph's answer (or failure) already received, for the normal path to read instead of fetching again. */
  const guardadas = new WeakMap<object, Promise<Resposta>>();

  const aprender: Experimental_DidResolveQueryPlanCallback = ({ queryPlan, serviceMap, operationContext, requestContext }) => {
    const { document } = requestContext;
    const chave = requestContext.request.operationName ?? '';
    let porNome = planos.get(document);
    if (porNome?.has(chave)) return;
    if (!porNome) planos.set(document, (porNome = new Map()));
    const busca = queryPlan.node?.kind === 'Fetch' ? queryPlan.node : undefined;
    const fonte = busca && serviceMap[busca.serviceName];
    porNome.set(chave, busca && fonte && buscaIntegral(busca, operationContext.operation, operationContext.fragments, requestContext.schema) ? { busca, fonte } : null);
  };

  function envolverExecutor(executor: Executor): Executor {
    return async (pedido) => {
      const atalho = planos.get(pedido.document)?.get(pedido.request.operationName ?? '');
      if (!atalho || !podeAtalhar(pedido)) return executor(pedido);
      const { busca, fonte } = atalho;
      // The same variables `executeFetch` sends: those the fetch uses, as the client gave them.
      const variaveis: Record<string, unknown> = Object.create(null);
      const dadas = pedido.request.variables;
      for (const nome of busca.variableUsages ?? []) {
        if (dadas && Object.hasOwn(dadas, nome) && dadas[nome] !== undefined) variaveis[nome] = dadas[nome];
      }
      // Asynchronous even if the data source throws at once: the normal path receives the failure as its own.
      const resposta = (async () =>
        fonte.process({
        kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION,
          request: { query: busca.operation, variables: variaveis, operationName: busca.operationName },
          incomingRequestContext: pedido,
          context: pedido.context,
          document: busca.operationDocumentNode,
          pathInIncomingRequest: [],
        }))();
      const recebida = await resposta.catch(() => undefined);
      const dados = recebida?.data;
      if (recebida && !recebida.errors && dados && typeof dados === 'object') return { data: dados };
      guardadas.set(pedido, resposta);
      return executor(pedido);
    };
  }

  /** The data source as the gateway calls it, answering with the response the shortcut already received. */
  function reproduzivel<T extends GraphQLDataSource>(fonte: T): T {
    const processar = fonte.process.bind(fonte);
    fonte.process = (opcoes: GraphQLDataSourceProcessOptions) => {
      if (opcoes.kind === GraphQLDataSourceRequestKind.INCOMING_OPERATION) {
        const guardada = guardadas.get(opcoes.incomingRequestContext);
        if (guardada) {
          guardadas.delete(opcoes.incomingRequestContext);
          return guardada;
        }
      }
      return processar(opcoes);
    };
    return fonte;
  }

  /** The single fetch learned for this parsed document and operation name, if its plan is one (caminho-curto.ts). */
  const atalhoDe = (document: DocumentNode, operationName: string | null | undefined): Atalho | undefined => planos.get(document)?.get(operationName ?? '') ?? undefined;

  return { aprender, envolverExecutor, reproduzivel, atalhoDe };
}

/** What the normal path does for this request beyond shaping: variable errors, traces, the plan in a header. */
function podeAtalhar(pedido: ContextoDoPedido): boolean {
  if (pedido.metrics?.captureTraces || trace.getActiveSpan()?.isRecording()) return false;
  if (pedido.request.http?.headers.has('apollo-query-plan-experimental')) return false;
  const definicoes = pedido.operation?.variableDefinitions;
  // The gateway answers variables that do not coerce with their errors before any fetch (`validateIncomingRequest`).
  return !definicoes?.length || !getVariableValues(pedido.schema, definicoes, pedido.request.variables ?? {}).errors;
}

/**
 * Whether the subgraph's `data` for this fetch is, byte for byte, what result shaping would build: a query with no
 * entity step nor rewrites, whose selection is the client's field for field (same names, aliases, arguments and
 * order; no fragments, directives or `__typename`, which the planner rewrites or adds), reading no abstract type (whose
 * type names the gateway checks) and no enum (whose values the API schema may hide). Nulls need no check: a field is
 * non-null in the supergraph only if it is in every subgraph that resolves it, so a subgraph's own null propagation
 * already gave the same answer, and an answer with errors takes the normal path.
 */
export function buscaIntegral(busca: Busca, operacao: OperationDefinitionNode, fragmentos: Record<string, FragmentDefinitionNode>, schema: GraphQLSchema): boolean {
  if (busca.operationKind !== 'query' || operacao.operation !== 'query' || busca.requires || busca.inputRewrites?.length || busca.outputRewrites?.length || busca.contextRewrites?.length) return false;
  if (Object.keys(fragmentos).length || operacao.directives?.length) return false;
  const documento = busca.operationDocumentNode ?? parse(busca.operation);
  const daBusca = documento.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!daBusca || documento.definitions.length !== 1 || daBusca.directives?.length) return false;
  const raiz = schema.getQueryType();
  return !!raiz && mesmaSelecao(daBusca.selectionSet, operacao.selectionSet, raiz);
}

function mesmaSelecao(busca: SelectionSetNode, cliente: SelectionSetNode, tipo: GraphQLObjectType): boolean {
  if (busca.selections.length !== cliente.selections.length) return false;
  return cliente.selections.every((selecao, i) => {
    const outra = busca.selections[i]!;
    if (selecao.kind !== Kind.FIELD || outra.kind !== Kind.FIELD || selecao.directives?.length || outra.directives?.length) return false;
    if (selecao.name.value !== outra.name.value || selecao.alias?.value !== outra.alias?.value || selecao.name.value.startsWith('__')) return false;
    const args = selecao.arguments ?? [];
    const argsDaBusca = outra.arguments ?? [];
    if (args.length !== argsDaBusca.length || args.some((arg, j) => arg.name.value !== argsDaBusca[j]!.name.value || print(arg.value) !== print(argsDaBusca[j]!.value))) return false;
    const campo = tipo.getFields()[selecao.name.value];
    if (!campo) return false;
    const nomeado = getNamedType(campo.type);
    if (isLeafType(nomeado)) return !isEnumType(nomeado) && !selecao.selectionSet && !outra.selectionSet;
    // Object types only: an interface or union's concrete type names are the gateway's to check.
    if (!isObjectType(nomeado) || !selecao.selectionSet || !outra.selectionSet) return false;
    return mesmaSelecao(outra.selectionSet, selecao.selectionSet, nomeado);
  });
}
