import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Tracing starts before the gateway and subgraphs are imported (below, dynamically): the instrumentations only see
// express, graphql and pg when they are imported after it, as `node --import @alego/kit/tracing/registrar` does.
import type { IncomingMessage } from 'node:http';
import { context, INVALID_TRACEID, SpanKind, trace, type ProxyTracerProvider } from '@opentelemetry/api';
import { iniciarTracing, InMemorySpanExporter, naoAmostrada, tracingDoAmbiente, type ReadableSpan } from '@alego/kit/tracing';
import type { GatewayHarness } from './gateway-harness.js';

const exportador = new InMemorySpanExporter();
const sdk = iniciarTracing({ servico: 'portal-teste', exportador, imediato: true });
// Under vitest, express's ESM import bypasses the hooks that `node --import` gets; requiring it once lets the require
// hook patch the module every later import shares.
createRequire(import.meta.url)('express');
const linhas: Record<string, unknown>[] = [];
let harness: GatewayHarness;

beforeAll(async () => {
  const { createLogger } = await import('@alego/kit/gateway');
  const { startGatewayHarness } = await import('./gateway-harness.js');
  const { content } = await import('../subgraphs/content/src/index.js');
  const { people } = await import('../subgraphs/people/src/index.js');
  const destino = new Writable({
    write(pedaco: Buffer, _codificacao, feito) {
      for (const linha of pedaco.toString('utf8').split('\n').filter(Boolean)) linhas.push(JSON.parse(linha) as Record<string, unknown>);
      feito();
    },
  });
  harness = await startGatewayHarness([content, people], { logger: createLogger('gateway', destino) });
});
afterAll(async () => {
  await harness?.close();
  await sdk.shutdown();
});

const NOTICIAS_COM_DEPUTADO = 'query NoticiasComDeputado { noticias(pagina: 1, porPagina: 3) { itens { titulo deputado { nome } } } }';

describe('OpenTelemetry traces across the federation', () => {
  it('are off unless an OTLP endpoint is configured', () => {
    expect(tracingDoAmbiente({ OTEL_SERVICE_NAME: 'gateway' })).toBeUndefined();
  });

  it('one request is one trace: the gateway, each subgraph it touched and their SQL', async () => {
    exportador.reset();
    const resposta = await fetch(`${harness.base}/graphql`, {
      method: 'POST',
      // An authenticated-looking header keeps the response cache out of the way (it only serves anonymous reads).
      headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
      body: JSON.stringify({ query: NOTICIAS_COM_DEPUTADO }),
    });
    const corpo = (await resposta.json()) as { errors?: unknown; data: { noticias: { itens: { deputado: { nome: string } | null }[] } } };
    expect(corpo.errors).toBeUndefined();
    expect(corpo.data.noticias.itens.some((item) => item.deputado)).toBe(true);
    // The gateway's server span ends just after the response's last byte left.
    const raizDe = (spans: ReadableSpan[]) => spans.find((span) => !span.parentSpanContext && span.kind === 1);
    for (let tentativa = 0; tentativa < 100 && !raizDe(exportador.getFinishedSpans()); tentativa++) await new Promise((resolve) => setTimeout(resolve, 20));
    const spans = exportador.getFinishedSpans();
    const raiz = raizDe(spans);
    expect(raiz, nomes(spans)).toBeDefined();
    const traceId = raiz!.spanContext().traceId;
    const doTrace = spans.filter((span) => span.spanContext().traceId === traceId);
    // Every span of this request, client and server side, sits in the same trace.
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size, nomes(spans)).toBe(1);

    const servidoresHttp = doTrace.filter((span) => span.kind === 1 /* SERVER */);
    const portas = new Set(servidoresHttp.map((span) => String(span.attributes['server.port'] ?? span.attributes['net.host.port'])));
    // The gateway's port plus content's and people's.
    expect(portas.size, nomes(doTrace)).toBe(3);
    const gatewayPorta = new URL(harness.base).port;
    expect(portas.has(gatewayPorta)).toBe(true);
    expect(portas.has(new URL(harness.subgraphs.content!.url).port)).toBe(true);
    expect(portas.has(new URL(harness.subgraphs.people!.url).port)).toBe(true);

    // GraphQL execution spans on both sides, and SQL from each subgraph's pool, each under its subgraph's server span.
    expect(doTrace.some((span) => span.name === 'gateway.request'), nomes(doTrace)).toBe(true);
    expect(doTrace.filter((span) => /^query NoticiasComDeputado__(content|people)__\d+$/.test(span.name)).length, nomes(doTrace)).toBe(2);
    expect(doTrace.some((span) => span.attributes['http.route'] === '/graphql' && span.name.includes('/graphql')), nomes(doTrace)).toBe(true);
    // The express instrumentation still makes its spans on a sampled request (it is skipped only on unsampled ones).
    expect(doTrace.some((span) => span.attributes['express.type'] === 'router'), nomes(doTrace)).toBe(true);
    const sql = doTrace.filter((span) => span.attributes['db.system'] === 'postgresql' || span.attributes['db.system.name'] === 'postgresql');
    expect(sql.length, nomes(doTrace)).toBeGreaterThanOrEqual(2);
    const servidorDe = (span: ReadableSpan): ReadableSpan | undefined => {
      let atual: ReadableSpan | undefined = span;
      while (atual && atual.kind !== 1) atual = doTrace.find((outro) => outro.spanContext().spanId === atual!.parentSpanContext?.spanId);
      return atual;
    };
    const portasDoSql = new Set(sql.map((span) => String(servidorDe(span)?.attributes['server.port'])));
    expect(portasDoSql).toEqual(new Set([new URL(harness.subgraphs.content!.url).port, new URL(harness.subgraphs.people!.url).port]));

    // The gateway's log line for the request carries the trace id.
    const linhaDaRequisicao = linhas.find((linha) => (linha.req as { url?: string } | undefined)?.url === '/graphql');
    expect(linhaDaRequisicao?.trace_id).toBe(traceId);
  });
});

describe('the sampling decision, made once at the edge', () => {
  const pedido = (headers: Record<string, string>, url = '/graphql') => ({ url, headers }) as unknown as IncomingMessage;
  const TRACE = '0af7651916cd43dd8448eb211c80319c';

  it('follows a traceparent, leaves internal calls without one unsampled, and samples the rest at the ratio', () => {
    expect(naoAmostrada(pedido({ traceparent: `00-${TRACE}-b7ad6b7169203331-01` }), 0)).toBe(false);
    expect(naoAmostrada(pedido({ traceparent: `00-${TRACE}-b7ad6b7169203331-00` }), 1)).toBe(true);
    expect(naoAmostrada(pedido({ 'x-alego-interno': 'segredo' }), 1)).toBe(true);
    expect(naoAmostrada(pedido({ 'x-alego-interno': 'segredo', traceparent: `00-${TRACE}-b7ad6b7169203331-01` }), 0)).toBe(false);
    expect(naoAmostrada(pedido({}), 0.1, () => 0.05)).toBe(false);
    expect(naoAmostrada(pedido({}), 0.1, () => 0.5)).toBe(true);
    expect(naoAmostrada(pedido({ traceparent: 'lixo' }), 0.1, () => 0.5)).toBe(true);
    expect(naoAmostrada(pedido({}, '/healthz'), 1)).toBe(true);
  });

  it('an unsampled request makes no span anywhere, and the HTTP, express, graphql and pg instrumentations do no work for it', async () => {
    exportador.reset();
    // Every span, recording or not, starts at the SDK tracer; on an unsampled request the instrumentations must not
    // even ask for one (their attribute and source-text work comes with it).
    const provedor = trace.getTracerProvider() as ProxyTracerProvider;
    const prototipo = Object.getPrototypeOf(provedor.getDelegate().getTracer('teste')) as { startSpan: (this: { instrumentationScope: { name: string } }, ...argumentos: unknown[]) => unknown };
    const iniciarSpan = prototipo.startSpan;
    const pedidos: string[] = [];
    prototipo.startSpan = function (...argumentos) {
      pedidos.push(this.instrumentationScope.name);
      return iniciarSpan.apply(this, argumentos);
    };
    // The HTTP instrumentation binds a request's event emitters to a context of its own, wrapping every listener, even
    // for a request it ignores; the context manager is global (shared by every copy of the API package).
    const gerente = (globalThis as unknown as Record<symbol, { context: { bind: (...argumentos: unknown[]) => unknown } }>)[Symbol.for('opentelemetry.js.api.1')]!.context;
    const vincular = gerente.bind;
    let vinculos = 0;
    gerente.bind = function (...argumentos) {
      vinculos++;
      return vincular.apply(this, argumentos);
    };
    const resposta = await fetch(`${harness.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cache-control': 'no-cache', traceparent: `00-${TRACE}-b7ad6b7169203331-00` },
      body: JSON.stringify({ query: NOTICIAS_COM_DEPUTADO }),
    });
    const corpo = (await resposta.json()) as { errors?: unknown; data: { noticias: { itens: { deputado: { nome: string } | null }[] } } };
    expect(corpo.errors).toBeUndefined();
    expect(corpo.data.noticias.itens.some((item) => item.deputado)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    prototipo.startSpan = iniciarSpan;
    gerente.bind = vincular;
    expect(nomes(exportador.getFinishedSpans())).toBe('');
    expect(pedidos.filter((escopo) => /instrumentation-(http|express|graphql|pg)/.test(escopo))).toEqual([]);
    expect(vinculos).toBe(0);
  });

  it('outside a traced request a span costs nothing: no ids, no sampler, no context of its own', () => {
    // What the gateway's six spans per request (`@apollo/gateway`) get on an unsampled request.
    const tracer = trace.getTracer('teste-fora-de-rastro');
    const fora = tracer.startActiveSpan('fora', (span) => {
      expect(trace.getSpan(context.active())).toBeUndefined();
      return span;
    });
    expect(fora.isRecording()).toBe(false);
    expect(fora.spanContext().traceId).toBe(INVALID_TRACEID);
    expect(tracer.startSpan('fora também').spanContext().traceId).toBe(INVALID_TRACEID);
    // An incoming request's span starts a trace, and a span inside it belongs to it.
    const entrada = tracer.startSpan('entrada', { kind: SpanKind.SERVER });
    const dentro = context.with(trace.setSpan(context.active(), entrada), () => tracer.startActiveSpan('dentro', (span) => span));
    expect([entrada.isRecording(), dentro.isRecording()]).toEqual([true, true]);
    expect(dentro.spanContext().traceId).toBe(entrada.spanContext().traceId);
    dentro.end();
    entrada.end();
  });

  it('a subgraph follows the edge: a call from the portal without a traceparent is not traced, an outside one is', async () => {
    const direto = (headers: Record<string, string>) =>
      fetch(harness.subgraphs.content!.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ noticias(pagina: 1, porPagina: 1) { total } }' }),
      }).then((resposta) => resposta.json());
    exportador.reset();
    await direto({ 'x-alego-interno': 'token-interno-de-teste' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(nomes(exportador.getFinishedSpans())).toBe('');
    await direto({});
    for (let tentativa = 0; tentativa < 50 && !exportador.getFinishedSpans().some((span) => span.kind === 1); tentativa++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(exportador.getFinishedSpans().some((span) => span.kind === 1 /* SERVER */)).toBe(true);
  });
});

function nomes(spans: ReadableSpan[]): string {
  return spans.map((span) => `${span.name} [${span.spanContext().traceId.slice(0, 6)}]`).join(', ');
}
