import { context, trace } from '@opentelemetry/api';

/** Whether this request is being traced: a recording span is active (a request that is not sampled has none). */
export function rastreando(): boolean {
  return trace.getSpan(context.active())?.isRecording() === true;
}
