import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, ParentBasedSampler, SamplingDecision, SimpleSpanProcessor, TraceIdRatioBasedSampler, type Sampler, type SpanExporter } from '@opentelemetry/sdk-trace';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { context, INVALID_SPAN_CONTEXT, SpanKind, trace, type Context, type ProxyTracerProvider, type Span, type SpanOptions, type Tracer } from '@opentelemetry/api';
import { INTERNAL_HEADER } from '../interno.js';
import { rastreando } from './rastreando.js';

export interface OpcoesDeTracing {
  /** `service.name` of this process's spans (gateway, content, ...). */
  servico: string;
  exportador: SpanExporter;
  /** Share of new traces recorded (0..1); a request arriving with a sampled `traceparent` is always followed. */
  amostragem?: number;
  /** Export each span at once (tests) instead of in batches (production). */
  imediato?: boolean;
  /** Which instrumentations run (all by default); the benchmark measures each one alone. */
  instrumentacoes?: readonly NomeDeInstrumentacao[];
}

export const INSTRUMENTACOES = ['http', 'express', 'graphql', 'pg'] as const;
export type NomeDeInstrumentacao = (typeof INSTRUMENTACOES)[number];

/** Probes and scrapes are not requests worth a trace. */
const IGNORADAS = /^\/(healthz|readyz|metrics)(\?|$)/;

/** `traceparent`'s sampled flag: true or false when the header says, undefined when it is absent or malformed. */
function amostradaPeloPai(req: IncomingMessage): boolean | undefined {
  const pai = req.headers.traceparent;
  const bandeiras = typeof pai === 'string' ? /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-([\da-f]{2})$/i.exec(pai.trim())?.[1] : undefined;
  return bandeiras === undefined ? undefined : (Number.parseInt(bandeiras, 16) & 1) === 1;
}

/**
 * The sampling decision, made once where a request enters the portal (issue #22): a request with a `traceparent`
 * follows it; one from another part of the portal (`x-alego-interno`) without a `traceparent` was left unsampled by
 * the edge; any other request is traced at `proporcao`. An unsampled request runs as if the HTTP instrumentation were
 * not there (`httpSoRastreando`): no span, no context of its own; express and graphql are skipped (below), pg and
 * outgoing HTTP see no recording span and skip it too, so no `traceparent` goes on to the subgraphs, which then skip
 * it as well.
 */
export function naoAmostrada(req: IncomingMessage, proporcao: number, aleatorio: () => number = Math.random): boolean {
  if (IGNORADAS.test(req.url ?? '')) return true;
  const pai = amostradaPeloPai(req);
  if (pai !== undefined) return !pai;
  if (req.headers[INTERNAL_HEADER] !== undefined) return true;
  return aleatorio() >= proporcao;
}

type Funcao = (this: unknown, ...argumentos: unknown[]) => unknown;

/** The edge's decision, kept on the request so that express's layers read it without a context lookup. */
const RASTREADA = Symbol('alego.rastreada');
type ComDecisao = IncomingMessage & { [RASTREADA]?: boolean };

/** `naoAmostrada` for the HTTP instrumentation, remembering the answer on the request. */
function decidirNaEntrada(req: ComDecisao, proporcao: number): boolean {
  const nao = naoAmostrada(req, proporcao);
  req[RASTREADA] = !nao;
  return nao;
}

/**
 * HTTP: on a request it ignores, the instrumentation still runs the request in a context of its own with tracing
 * suppressed, and binds the request's and the response's event emitters to it, so that every listener express, the
 * body parser and compression add is wrapped and every event they get enters that context (in the profile, most of
 * what an unsampled request paid for tracing: 3 % of the gateway's CPU). Its `Server#emit` patch is wrapped once more,
 * to hand an unsampled request straight to the server. Nothing then starts a recorded span for it: the sampler
 * (`soServidores`) records a new trace only from an incoming request's span, and the outgoing-request hook skips a
 * call made without a recording span.
 */
function httpSoRastreando(instrumentacao: HttpInstrumentation, proporcao: number): HttpInstrumentation {
  type Emitir = (this: unknown, evento: string, ...argumentos: unknown[]) => boolean;
  const interna = instrumentacao as unknown as { _getPatchIncomingRequestFunction(componente: string): (original: Emitir) => Emitir };
  const fabrica = interna._getPatchIncomingRequestFunction.bind(instrumentacao);
  interna._getPatchIncomingRequestFunction = (componente) => (original) => {
    const instrumentada = fabrica(componente)(original);
    return function (this: unknown, evento, ...argumentos) {
      const segue = evento === 'request' && decidirNaEntrada(argumentos[0] as ComDecisao, proporcao) ? original : instrumentada;
      return segue.call(this, evento, ...argumentos);
    };
  };
  return instrumentacao;
}

/**
 * The root sampler when the edge decides: only an incoming request's span starts a trace (the HTTP instrumentation
 * makes one only for a sampled request). A span started with no trace around it — the gateway's own spans on an
 * unsampled request, a background job's — is not recorded.
 */
const soServidores: Sampler = {
  shouldSample: (_contexto, _traceId, _nome, tipo) => ({ decision: tipo === SpanKind.SERVER ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD }),
  toString: () => 'SoServidores',
};

/*
 * The express and graphql instrumentations do their work before they ask whether anyone records it: express reads
 * each layer's path, route and metadata; graphql rebuilds the query's source text for a span on every parse, and
 * puts a non-recording span in the context, which makes pg build its span attributes too. The 90 % of requests that
 * are not sampled paid all of it (issue #22: most of the overhead). So each function they wrap is wrapped once more,
 * to call the instrumented one only on a traced request. A request is sampled or not as a whole (`naoAmostrada`), so
 * its calls all take the same branch.
 */

/** Express: each layer gets its wrapper in `_applyPatch` (private in the package's types, hence the cast). */
function expressSoRastreando(instrumentacao: ExpressInstrumentation): ExpressInstrumentation {
  type Manipulador = (this: unknown, req: ComDecisao, res: unknown, next: unknown) => unknown;
  const interna = instrumentacao as unknown as { _applyPatch(camada: { handle: Manipulador }, caminho?: string): void };
  const aplicar = interna._applyPatch.bind(instrumentacao);
  interna._applyPatch = (camada, caminho) => {
    const original = camada.handle;
    aplicar(camada, caminho);
    const instrumentada = camada.handle;
    if (instrumentada === original) return;
    // Three parameters: express calls a request handler with three, and takes a function of four for an error handler.
    // Without the HTTP instrumentation (a benchmark measuring express alone) no decision is on the request.
    camada.handle = function (req, res, next) {
      return ((req[RASTREADA] ?? rastreando()) ? instrumentada : original).call(this, req, res, next);
    };
  };
  return instrumentacao;
}

/** GraphQL: parse, validate and execute are wrapped by the factories these private methods return. */
function graphqlSoRastreando(instrumentacao: GraphQLInstrumentation): GraphQLInstrumentation {
  type Fabrica = (...argumentos: unknown[]) => (original: Funcao) => Funcao;
  const interna = instrumentacao as unknown as Record<'_patchParse' | '_patchValidate' | '_patchExecute', Fabrica>;
  for (const metodo of ['_patchParse', '_patchValidate', '_patchExecute'] as const) {
    const fabrica = interna[metodo].bind(instrumentacao);
    interna[metodo] = (...argumentos) => {
      const envolver = fabrica(...argumentos);
      return (original) => {
        const instrumentada = envolver(original);
        return function (this: unknown, ...argumentosDaChamada: unknown[]) {
          return (rastreando() ? instrumentada : original).apply(this, argumentosDaChamada);
        };
      };
    };
  }
  return instrumentacao;
}

/** A span nobody records and no trace knows: what a span started outside a traced request would be anyway. */
const FORA_DE_RASTRO: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * With the edge deciding (`soServidores`), a span started outside a recording one is never recorded, but the SDK still
 * makes one: random ids, the sampler, and for an active span a context of its own. The gateway starts six per request
 * (`@apollo/gateway`: request, validate, plan, execute, fetch, post-processing), traced or not, and in the profile of
 * unsampled requests that was most of what tracing still cost the gateway (3.7 % of its CPU). So each tracer the
 * provider gives out answers such a span with `FORA_DE_RASTRO` and runs an active span's function without a context.
 */
function soDentroDeRastros(tracer: Tracer): Tracer {
  const grava = (opcoes: SpanOptions | undefined, contexto: Context | undefined) =>
    opcoes?.kind === SpanKind.SERVER || trace.getSpan(contexto ?? context.active())?.isRecording() === true;
  const iniciar = tracer.startSpan.bind(tracer);
  const iniciarAtivo = tracer.startActiveSpan.bind(tracer) as (...argumentos: unknown[]) => unknown;
  tracer.startSpan = (nome, opcoes, contexto) => (grava(opcoes, contexto) ? iniciar(nome, opcoes, contexto) : FORA_DE_RASTRO);
  // The overloads: (name, fn), (name, options, fn), (name, options, context, fn).
  tracer.startActiveSpan = ((...argumentos: unknown[]) => {
    const funcao = argumentos.at(-1) as (span: Span) => unknown;
    const opcoes = argumentos.length > 2 ? (argumentos[1] as SpanOptions | undefined) : undefined;
    const contexto = argumentos.length > 3 ? (argumentos[2] as Context | undefined) : undefined;
    return grava(opcoes, contexto) ? iniciarAtivo(...argumentos) : funcao(FORA_DE_RASTRO);
  }) as Tracer['startActiveSpan'];
  return tracer;
}

/**
 * Starts OpenTelemetry for this process: HTTP (in and out; W3C `traceparent` read and sent), Express, GraphQL and pg
 * spans. Must run before express, graphql and pg are imported: the ESM hook below only sees later imports.
 */
export function iniciarTracing(opcoes: OpcoesDeTracing): NodeSDK {
  // Our code is ESM: without this hook the instrumentations would not see express, graphql and pg being imported.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const proporcao = opcoes.amostragem ?? 1;
  const ligadas = new Set(opcoes.instrumentacoes ?? INSTRUMENTACOES);
  const fabricas: Record<NomeDeInstrumentacao, () => Instrumentation> = {
    http: () =>
      httpSoRastreando(
        new HttpInstrumentation({
          // Reached only by requests the edge sampled (`httpSoRastreando`).
          ignoreIncomingRequestHook: (req: ComDecisao) => req[RASTREADA] !== true,
          // A call to a subgraph, S3 or the mail server is traced only inside a traced request.
          ignoreOutgoingRequestHook: () => !rastreando(),
        }),
        proporcao,
      ),
    // Route handlers and routers get spans; the dozen middlewares every request crosses would only add cost.
    express: () => expressSoRastreando(new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] })),
    // Parse, validate and execute per operation; a span per resolved field would cost more than the request.
    graphql: () => graphqlSoRastreando(new GraphQLInstrumentation({ ignoreResolveSpans: true, mergeItems: true })),
    // SQL only inside a traced request: none for unsampled ones, background jobs or start-up. Taking a connection from
    // the pool is not a span of its own (two per query otherwise); the pool's use and waits are metrics.
    pg: () => new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
  };
  const sdk = new NodeSDK({
    serviceName: opcoes.servico,
    // With the HTTP instrumentation the decision was made as the request came in (`naoAmostrada`); without it (a
    // benchmark measuring one instrumentation alone), new traces are sampled here.
    sampler: new ParentBasedSampler({ root: ligadas.has('http') ? soServidores : new TraceIdRatioBasedSampler(proporcao) }),
    // Metrics are prom-client's (`/metrics`); an OpenTelemetry meter would make the instrumentations record a second
    // set on every request and query, and export it by OTLP every minute. Logs go through pino.
    metricReaders: [],
    logRecordProcessors: [],
    spanProcessors: [opcoes.imediato ? new SimpleSpanProcessor({ exporter: opcoes.exportador }) : new BatchSpanProcessor({ exporter: opcoes.exportador })],
    instrumentations: INSTRUMENTACOES.filter((nome) => ligadas.has(nome)).map((nome) => fabricas[nome]()),
  });
  sdk.start();
  if (ligadas.has('http')) {
    const provedor = (trace.getTracerProvider() as ProxyTracerProvider).getDelegate();
    const obter = provedor.getTracer.bind(provedor);
    provedor.getTracer = (...argumentos) => soDentroDeRastros(obter(...argumentos));
  }
  return sdk;
}

/**
 * Tracing as the environment asks: on only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), sampling OTEL_TRACES_SAMPLER_ARG of new traces (default 0.1), with the
 * instrumentations OTEL_INSTRUMENTACOES names (comma-separated; all by default).
 */
export function tracingDoAmbiente(env: NodeJS.ProcessEnv = process.env): NodeSDK | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  const amostragem = env.OTEL_TRACES_SAMPLER_ARG === undefined ? 0.1 : Number(env.OTEL_TRACES_SAMPLER_ARG);
  const pedidas = env.OTEL_INSTRUMENTACOES?.split(',').map((nome) => nome.trim());
  return iniciarTracing({
    servico: env.OTEL_SERVICE_NAME ?? 'portal-alego',
    exportador: new OTLPTraceExporter(),
    amostragem: Number.isFinite(amostragem) ? Math.min(Math.max(amostragem, 0), 1) : 0.1,
    instrumentacoes: pedidas ? INSTRUMENTACOES.filter((nome) => pedidas.includes(nome)) : undefined,
  });
}
export { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
