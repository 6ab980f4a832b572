import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { BALDES_DE_LATENCIA, createMetricas, type Metricas } from '@alego/kit/gateway';
import { context, propagation } from '@opentelemetry/api';
import { Counter, Histogram } from 'prom-client';
import type { ArmazemDeRespostas } from './cache/respostas-publicas.js';

type Fetcher = RemoteGraphQLDataSource['fetcher'];

/** The gateway's metrics: the kit's (HTTP, GraphQL, process) plus subgraph calls and the response cache. */
export interface MetricasDoGateway extends Metricas {
  /** `fetcher`, measured per subgraph and carrying the request's trace context (W3C `traceparent`) to it. */
  chamadasAoSubgrafo(subgrafo: string, fetcher: Fetcher): Fetcher;
  /** `armazem`, counting hits and misses of the public response cache. */
  armazemMedido(armazem: ArmazemDeRespostas): ArmazemDeRespostas;
  /** Hits and misses counted since this gateway started (the Sistema page). */
  estadoDoCache(): Promise<{ acertos: number; faltas: number }>;
}

export function createMetricasDoGateway(): MetricasDoGateway {
  const metricas = createMetricas('gateway');
  const registers = [metricas.registry];
  const duracao = new Histogram({ name: 'alego_subgraph_request_duration_seconds', help: 'Duração das chamadas do gateway a cada subgrafo.', labelNames: ['subgraph'], buckets: BALDES_DE_LATENCIA, registers });
  const falhas = new Counter({ name: 'alego_subgraph_failures_total', help: 'Chamadas a subgrafos que falharam: sem resposta (reason=unreachable) ou com status HTTP de erro.', labelNames: ['subgraph', 'reason'], registers });
  const cache = new Counter({ name: 'alego_response_cache_total', help: 'Leituras do cache de respostas públicas: acertos (hit) e faltas (miss).', labelNames: ['result'], registers });

  function chamadasAoSubgrafo(subgrafo: string, fetcher: Fetcher): Fetcher {
    return (async (url: string, init?: { headers?: Record<string, string> }) => {
      const headers: Record<string, string> = { ...init?.headers };
      propagation.inject(context.active(), headers);
      const fim = duracao.startTimer({ subgraph: subgrafo });
      try {
        const resposta = await (fetcher as unknown as (url: string, init: unknown) => Promise<Response>)(url, { ...init, headers });
        if (!resposta.ok) falhas.inc({ subgraph: subgrafo, reason: String(resposta.status) });
        return resposta;
      } catch (erro) {
        falhas.inc({ subgraph: subgrafo, reason: 'unreachable' });
        throw erro;
      } finally {
        fim();
      }
    }) as unknown as Fetcher;
  }

  function armazemMedido(armazem: ArmazemDeRespostas): ArmazemDeRespostas {
    return {
      ...armazem,
      async ler(chave) {
        const corpo = await armazem.ler(chave);
        cache.inc({ result: corpo ? 'hit' : 'miss' });
        return corpo;
      },
    };
  }

  async function estadoDoCache() {
    const valores = (await cache.get()).values;
    const contagem = (resultado: string) => valores.find((valor) => valor.labels.result === resultado)?.value ?? 0;
    return { acertos: contagem('hit'), faltas: contagem('miss') };
  }

  return { ...metricas, chamadasAoSubgrafo, armazemMedido, estadoDoCache };
}
