import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RotulosLimitados, NOME_DOBRADO, servirMetricas } from '@alego/kit/gateway';
import { content } from '../subgraphs/content/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

let harness: GatewayHarness;
const servidores: Server[] = [];

beforeAll(async () => {
  harness = await startGatewayHarness([content, people]);
});
afterAll(async () => {
  for (const servidor of servidores) servidor.close();
  await harness?.close();
});

async function metricasDe(registry: Parameters<typeof servirMetricas>[0], token?: string): Promise<{ url: string; texto: (headers?: Record<string, string>) => Promise<{ status: number; corpo: string }> }> {
  const servidor = await servirMetricas(registry, { porta: 0, host: '127.0.0.1', token });
  servidores.push(servidor);
  return {
    url: servidor.url,
    async texto(headers = {}) {
      const resposta = await fetch(servidor.url, { headers });
      return { status: resposta.status, corpo: await resposta.text() };
    },
  };
}

const CAPA = 'query NoticiasDaCapa { noticias(pagina: 1, porPagina: 3) { itens { id titulo } total } }';

describe('Prometheus metrics', () => {
  it('are not served on the public port', async () => {
    const resposta = await fetch(`${harness.base}/metrics`);
    expect(resposta.status).not.toBe(200);
    expect(await resposta.text()).not.toContain('alego_http_requests_total');
  });

  it('the gateway counts operations by name, REST routes by pattern, errors by code, cache hits and subgraph calls', async () => {
    expect((await harness.graphql(CAPA)).status).toBe(200);
    expect((await harness.graphql(CAPA)).status).toBe(200);
    expect((await fetch(`${harness.base}/api/portal/deputados?pagina=1`)).status).toBe(200);
    const invalida = await harness.graphql('query Quebrada { campoQueNaoExiste }');
    expect(invalida.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const { corpo, status } = await (await metricasDe(harness.gateway.metricas)).texto();
    expect(status).toBe(200);
    expect(corpo).toMatch(/alego_graphql_operations_total\{operation="NoticiasDaCapa",type="query",result="ok",service="gateway"\} 1\b/);
    expect(corpo).toMatch(/alego_graphql_operation_duration_seconds_count\{service="gateway",operation="NoticiasDaCapa",type="query"\} 1\b/);
    // The second request came from the response cache: it never reached Apollo.
    expect(corpo).toMatch(/alego_response_cache_total\{result="hit",service="gateway"\} 1\b/);
    expect(corpo).toMatch(/alego_http_requests_total\{method="GET",route="\/api\/portal\/deputados",status="200",service="gateway"\} 1\b/);
    expect(corpo).toMatch(/alego_http_requests_total\{method="POST",route="\/graphql",status="400",service="gateway"\} 1\b/);
    expect(corpo).toMatch(/alego_graphql_operations_total\{operation="\(invalida\)",type="desconhecido",result="erro",service="gateway"\} 1\b/);
    expect(corpo).toMatch(/alego_graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED",service="gateway"\} 1\b/);
    expect(corpo).toMatch(/alego_subgraph_request_duration_seconds_count\{service="gateway",subgraph="content"\} [1-9]/);
    expect(corpo).toMatch(/alego_subgraph_request_duration_seconds_count\{service="gateway",subgraph="people"\} [1-9]/);
    expect(corpo).toMatch(/nodejs_eventloop_lag_seconds\{service="gateway"\}/);
    expect(corpo).toMatch(/nodejs_heap_size_used_bytes\{service="gateway"\}/);
    // Raw paths never become labels.
    expect(corpo).not.toContain('pagina=1');
  });

  it('the gateway counts a subgraph that cannot be reached as a failure', async () => {
    // The transparency subgraph is not started in this harness: its address closes every connection.
    await harness.graphql('query Remuneracoes { remuneracoes(pagina: 1, porPagina: 1) { total } }');
    const { corpo } = await (await metricasDe(harness.gateway.metricas)).texto();
    expect(corpo).toMatch(/alego_subgraph_failures_total\{subgraph="transparency",reason="unreachable",service="gateway"\} [1-9]/);
  });

  it('each subgraph measures its own operations and its database pool', async () => {
    await harness.graphql(CAPA.replace('NoticiasDaCapa', 'NoticiasSemCache'), {}, { 'cache-control': 'no-cache' });
    const { corpo } = await (await metricasDe(harness.subgraphs.content!.metricas)).texto();
    // The gateway names each subgraph fetch after the client's operation (`<nome>__<subgrafo>__<n>`).
    expect(corpo).toMatch(/alego_graphql_operations_total\{operation="NoticiasSemCache__content__\d+",type="query",result="ok",service="content"\} 1\b/);
    expect(corpo).toMatch(/alego_http_requests_total\{method="POST",route="\/graphql",status="200",service="content"\} [1-9]/);
    expect(corpo).toMatch(/alego_db_pool_connections\{state="in_use",service="content"\} \d+/);
    expect(corpo).toMatch(/alego_db_pool_connections\{state="waiting",service="content"\} 0/);
  });

  it('the Grafana dashboard reads only series that the gateway and subgraphs expose', async () => {
    const painel = await readFile('ops/grafana/dashboards/portal-alego.json', 'utf8');
    const series = new Set([...painel.matchAll(/\b(alego|nodejs)_[a-z0-9_]+/g)].map(([nome]) => nome.replace(/_bucket$/, '')));
    const expostas = (await (await metricasDe(harness.gateway.metricas)).texto()).corpo + (await (await metricasDe(harness.subgraphs.content!.metricas)).texto()).corpo;
    expect(series.size).toBeGreaterThan(8);
    for (const nome of series) expect(expostas, nome).toMatch(new RegExp(`^${nome}(_bucket)?\\{`, 'm'));
  });

  it('with METRICS_TOKEN set, a scrape without the bearer token is refused', async () => {
    const metricas = await metricasDe(harness.gateway.metricas, 'segredo-das-metricas');
    expect((await metricas.texto()).status).toBe(401);
    expect((await metricas.texto({ authorization: 'Bearer outro' })).status).toBe(401);
    const aceita = await metricas.texto({ authorization: 'Bearer segredo-das-metricas' });
    expect(aceita.status).toBe(200);
    expect(aceita.corpo).toContain('alego_http_requests_total');
  });
});

describe('bounded labels', () => {
  it('keeps the first names up to the ceiling and folds the rest, and anything malformed', () => {
    const nomes = new RotulosLimitados(2);
    expect(nomes.rotulo('Noticias')).toBe('Noticias');
    expect(nomes.rotulo('Agenda')).toBe('Agenda');
    expect(nomes.rotulo('Terceira')).toBe(NOME_DOBRADO);
    expect(nomes.rotulo('Noticias')).toBe('Noticias');
    expect(new RotulosLimitados(10).rotulo('x"} 1\nfalso')).toBe(NOME_DOBRADO);
  });
});
