import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, ParentBasedSampler, SimpleSpanProcessor, TraceIdRatioBasedSampler, type SpanExporter } from '@opentelemetry/sdk-trace';

export interface OpcoesDeTracing {
  /** `service.name` of this process's spans (gateway, content, ...). */
  servico: string;
  exportador: SpanExporter;
  /** Share of new traces recorded (0..1); a request arriving with a sampled `traceparent` is always followed. */
  amostragem?: number;
  /** Export each span at once (tests) instead of in batches (production). */
  imediato?: boolean;
}

/** Probes and scrapes are not requests worth a trace. */
const IGNORADAS = /^\/(healthz|readyz|metrics)(\?|$)/;

/**
 * Starts OpenTelemetry for this process: HTTP (in and out; W3C `traceparent` read and sent), Express, GraphQL and pg
 * spans. Must run before express, graphql and pg are imported: the ESM hook below only sees later imports.
 */
export function iniciarTracing(opcoes: OpcoesDeTracing): NodeSDK {
  // Our code is ESM: without this hook the instrumentations would not see express, graphql and pg being imported.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName: opcoes.servico,
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(opcoes.amostragem ?? 1) }),
    spanProcessors: [opcoes.imediato ? new SimpleSpanProcessor({ exporter: opcoes.exportador }) : new BatchSpanProcessor({ exporter: opcoes.exportador })],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => IGNORADAS.test(req.url ?? '') }),
      // Route handlers and routers get spans; the dozen middlewares every request crosses would only add cost.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // Parse, validate and execute per operation; a span per resolved field would cost more than the request.
      new GraphQLInstrumentation({ ignoreResolveSpans: true, mergeItems: true }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  return sdk;
}

/**
 * Tracing as the environment asks: on only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), sampling OTEL_TRACES_SAMPLER_ARG of new traces (default 0.1).
 */
export function tracingDoAmbiente(env: NodeJS.ProcessEnv = process.env): NodeSDK | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  const amostragem = env.OTEL_TRACES_SAMPLER_ARG === undefined ? 0.1 : Number(env.OTEL_TRACES_SAMPLER_ARG);
  return iniciarTracing({
    servico: env.OTEL_SERVICE_NAME ?? 'portal-alego',
    exportador: new OTLPTraceExporter(),
    amostragem: Number.isFinite(amostragem) ? Math.min(Math.max(amostragem, 0), 1) : 0.1,
  });
}
export { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
