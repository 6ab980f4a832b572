/*
 * Preload (`node --import @alego/kit/tracing/registrar main.js`): starts tracing before the process imports express,
 * graphql and pg, when the environment configures an OTLP endpoint (docs/operacao.md). Otherwise it does nothing.
 */
import { tracingDoAmbiente } from './index.js';

const sdk = tracingDoAmbiente();
if (sdk) {
  // Spans still in the batch are sent before the process ends.
  for (const sinal of ['SIGTERM', 'SIGINT'] as const) process.once(sinal, () => void sdk.shutdown());
}
