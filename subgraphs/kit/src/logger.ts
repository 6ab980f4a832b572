import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger } from 'pino';

/** JSON logs, one logger per process, tagged with the service name (and the trace of the request being served). */
export function createLogger(service: string, destino?: DestinationStream): Logger {
  const opcoes = {
    name: service,
    level: process.env.LOG_LEVEL ?? 'info',
    // CPFs and credentials never reach the logs (LGPD; see DESIGN.md "Data").
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.senha', '*.password', '*.cpf'], censor: '[oculto]' },
    mixin: camposDoTrace,
  };
  return destino ? pino(opcoes, destino) : pino(opcoes);
}

/** `trace_id` and `span_id` of the active span, so a log line leads to its trace; nothing when tracing is off. */
export function camposDoTrace(): Record<string, string> {
  const contexto = trace.getActiveSpan()?.spanContext();
  return contexto ? { trace_id: contexto.traceId, span_id: contexto.spanId } : {};
}

export type { Logger };
