import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { segredosIguais } from './secrets.js';

/**
 * Prometheus metrics of one process (gateway or subgraph), in their own registry: tests run several servers in one
 * process, and each must count only its own requests. Label values are bounded: routes are the code's route patterns,
 * operation names and error codes are kept up to a ceiling and folded into `(outras)` past it (docs/operacao.md).
 */
export interface Metricas {
  registry: Registry;
  /** Request rate, latency and status per route pattern (mount it first). */
  http: RequestHandler;
  /** Rate, latency and errors (by `extensions.code`) per GraphQL operation name. */
  plugin<Contexto extends object>(): ApolloServerPlugin<Contexto>;
  /** What the plugin counts, for an operation answered without Apollo Server (caminho-direto.ts). */
  observarOperacao(nome: string | null | undefined, tipo: string, codigos: readonly unknown[], inicio: bigint): void;
  /** One answered request, for a path that answers without express's routing (the gateway's front): what `http` counts. */
  observarRequisicao(method: string, route: string, status: number, inicio: bigint): void;
  /** Connections of a `pg` pool in use, idle and waiting, read at each scrape. */
  observarPool(pool: () => Promise<PoolDoPg | undefined>): void;
}

/** The counters of `pg`'s Pool that say whether it is saturated. */
export interface PoolDoPg {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Buckets in seconds from 2.5 ms to 10 s: the portal's answers sit between a cache hit and a slow export. */
export const BALDES_DE_LATENCIA = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Distinct values a label may take before new ones are folded into `(outras)`. */
const MAXIMO_DE_NOMES = 300;
export const NOME_DOBRADO = '(outras)';

/** A label's values, bounded: the first `maximo` distinct valid values are kept, the rest fold into one. */
export class RotulosLimitados {
  private readonly vistos = new Set<string>();
  constructor(private readonly maximo = MAXIMO_DE_NOMES) {}
  rotulo(valor: string): string {
    if (this.vistos.has(valor)) return valor;
    if (this.vistos.size >= this.maximo || !/^[A-Za-z_][A-Za-z0-9_.-]{0,79}$/.test(valor)) return NOME_DOBRADO;
    this.vistos.add(valor);
    return valor;
  }
}

export function createMetricas(servico: string, maximoDeNomes = MAXIMO_DE_NOMES): Metricas {
  const registry = new Registry();
  registry.setDefaultLabels({ service: servico });
  // Event-loop lag, heap, GC, handles: prom-client's standard process metrics.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requisicoes = new Counter({ name: 'alego_http_requests_total', help: 'Requisições HTTP atendidas, por rota e status.', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duracaoHttp = new Histogram({ name: 'alego_http_request_duration_seconds', help: 'Duração das requisições HTTP, por rota.', labelNames: ['method', 'route'], buckets: BALDES_DE_LATENCIA, registers: [registry] });
  const operacoes = new Counter({ name: 'alego_graphql_operations_total', help: 'Operações GraphQL, por nome, tipo e resultado.', labelNames: ['operation', 'type', 'result'], registers: [registry] });
  const duracaoGraphql = new Histogram({ name: 'alego_graphql_operation_duration_seconds', help: 'Duração das operações GraphQL, por nome.', labelNames: ['operation', 'type'], buckets: BALDES_DE_LATENCIA, registers: [registry] });
  const erros = new Counter({ name: 'alego_graphql_errors_total', help: 'Erros GraphQL, por extensions.code.', labelNames: ['code'], registers: [registry] });
  const nomes = new RotulosLimitados(maximoDeNomes);
  const codigos = new RotulosLimitados(100);

  function observarRequisicao(method: string, route: string, status: number, inicio: bigint): void {
    requisicoes.inc({ method, route, status: String(status) });
    duracaoHttp.observe({ method, route }, Number(process.hrtime.bigint() - inicio) / 1e9);
  }

  const http: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const inicio = process.hrtime.bigint();
    res.once('close', () => observarRequisicao(req.method, rotaDe(req), res.statusCode, inicio));
    next();
  };

  function plugin<Contexto extends object>(): ApolloServerPlugin<Contexto> {
    return {
      async requestDidStart() {
        const inicio = process.hrtime.bigint();
        // Operations that do not parse or validate have no trustworthy name: one label for all of them.
        let operation = '(invalida)';
        let type = 'desconhecido';
        return {
          async didResolveOperation({ operation: definicao, operationName }) {
            operation = operationName ? nomes.rotulo(operationName) : '(anonima)';
            type = definicao?.operation ?? type;
          },
          async willSendResponse({ response, errors }) {
            const lista = errors ?? (response.body.kind === 'single' ? response.body.singleResult.errors : undefined) ?? [];
            contar(operation, type, lista.map((erro) => erro.extensions?.code), inicio);
          },
        };
      },
    };
  }

  function contar(operation: string, type: string, codigosDosErros: readonly unknown[], inicio: bigint): void {
    for (const codigo of codigosDosErros) erros.inc({ code: codigos.rotulo(String(codigo ?? 'INTERNAL_SERVER_ERROR')) });
    operacoes.inc({ operation, type, result: codigosDosErros.length ? 'erro' : 'ok' });
    duracaoGraphql.observe({ operation, type }, Number(process.hrtime.bigint() - inicio) / 1e9);
  }

  function observarOperacao(nome: string | null | undefined, tipo: string, codigosDosErros: readonly unknown[], inicio: bigint): void {
    contar(nome ? nomes.rotulo(nome) : '(anonima)', tipo, codigosDosErros, inicio);
  }

  function observarPool(pool: () => Promise<PoolDoPg | undefined>): void {
    new Gauge({
      name: 'alego_db_pool_connections',
      help: 'Conexões do pool do PostgreSQL: em uso, ociosas e pedidos esperando uma conexão.',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const atual = await pool().catch(() => undefined);
        if (!atual) return;
        this.set({ state: 'in_use' }, atual.totalCount - atual.idleCount);
        this.set({ state: 'idle' }, atual.idleCount);
        this.set({ state: 'waiting' }, atual.waitingCount);
      },
    });
  }

  return { registry, http, plugin, observarOperacao, observarRequisicao, observarPool };
}

/** The route pattern that answered (`/api/portal/noticias/:id`), never the raw path: a bounded label. */
function rotaDe(req: Request): string {
  const caminho: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (caminho !== undefined) return `${req.baseUrl}${typeof caminho === 'string' ? caminho : String(caminho)}`;
  // Middleware mounts (`/graphql`, static files), 404s: grouped by mount point.
  return req.baseUrl || '(sem rota)';
}

export interface ConfigDeMetricas {
  /** METRICS_PORT: where `/metrics` is served; unset = not served. */
  porta?: number;
  /** METRICS_HOST: the internal address it binds to (default 127.0.0.1, never the public interface by accident). */
  host: string;
  /** METRICS_TOKEN: when set, scrapes must send `Authorization: Bearer <token>`. */
  token?: string;
}

export function configDeMetricas(env: NodeJS.ProcessEnv = process.env): ConfigDeMetricas {
  return {
    porta: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    host: env.METRICS_HOST ?? '127.0.0.1',
    token: env.METRICS_TOKEN || undefined,
  };
}

/**
 * Serves `/metrics` on its own port, apart from the public one: the load balancer publishes only the public port, and
 * a token can be required on top of that. Resolves once listening (port 0 picks a free one).
 */
export async function servirMetricas(metricas: Pick<Metricas, 'registry'>, config: ConfigDeMetricas & { porta: number }): Promise<Server & { url: string }> {
  const server = createServer((req, res) => {
    if (req.url !== '/metrics' || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ mensagem: 'Recurso não encontrado.' }));
      return;
    }
    const enviado = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (config.token && !(enviado && segredosIguais(enviado, config.token))) {
      res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer' }).end(JSON.stringify({ mensagem: 'Token de métricas ausente ou inválido.' }));
      return;
    }
    metricas.registry.metrics().then(
      (texto) => res.writeHead(200, { 'content-type': metricas.registry.contentType }).end(texto),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.porta, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(server, { url: `http://${config.host}:${port}/metrics` });
}
