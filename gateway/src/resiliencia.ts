import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import { request, type Dispatcher } from 'undici';

/**
 * How the gateway bounds its own work (docs/decisions.md, "Resiliência"): a deadline on every subgraph call and on
 * the server-side render, and admission control in front of everything expensive.
 */
export interface ConfigDeResiliencia {
  /** Deadline of one subgraph call: a hung subgraph costs at most this, then its part of the answer is an error. */
  subgrafoTimeoutMs: number;
  /** Deadline of one server-rendered page, every query included. */
  renderTimeoutMs: number;
  /** Requests served at the same time; more wait in a short queue. */
  simultaneas: number;
  /** Requests waiting for a slot; beyond that, an immediate 503 with Retry-After. */
  fila: number;
  /** The longest a request waits in the queue before a 503. */
  esperaMs: number;
}

function inteiro(valor: string | undefined, padrao: number): number {
  const numero = Number(valor);
  return valor !== undefined && valor !== '' && Number.isFinite(numero) && numero >= 0 ? Math.floor(numero) : padrao;
}

export function configDeResiliencia(env: NodeJS.ProcessEnv): ConfigDeResiliencia {
  return {
    subgrafoTimeoutMs: inteiro(env.SUBGRAFO_TIMEOUT_MS, 5000),
    renderTimeoutMs: inteiro(env.SSR_TIMEOUT_MS, 8000),
    simultaneas: inteiro(env.ADMISSAO_SIMULTANEAS, 64),
    fila: inteiro(env.ADMISSAO_FILA, 512),
    esperaMs: inteiro(env.ADMISSAO_ESPERA_MS, 5000),
  };
}

/** The part of the portal each subgraph serves, to name it when it is missing from an answer. */
export const PARTES_DO_PORTAL: Record<string, string> = {
  content: 'notícias, agenda e páginas institucionais',
  people: 'deputados, partidos e comissões',
  transparency: 'portal da transparência',
  participation: 'participação cidadã',
  access: 'contas e acessos',
};

export function mensagemDeParteIndisponivel(servico: string): string {
  const parte = PARTES_DO_PORTAL[servico];
  return parte
    ? `O serviço de ${parte} está temporariamente indisponível; o restante da resposta veio normalmente. Tente novamente em instantes.`
    : 'Um dos serviços do portal está temporariamente indisponível. Tente novamente em instantes.';
}

/**
 * What `RemoteGraphQLDataSource` and our hooks read of a subgraph's answer (`ok`, `status`, `statusText`, `url`,
 * `headers.get`, `json`, `text`), over undici's `request`. The WHATWG `fetch` around the same client (streams,
 * `Headers`, abort signals) cost more of the gateway's CPU than the call itself (docs/decisions.md).
 */
class RespostaDoSubgrafo {
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers: { get(nome: string): string | null };

  constructor(
    readonly url: string,
    readonly status: number,
    cabecalhos: IncomingHttpHeaders,
    private readonly corpo: string,
  ) {
    this.ok = status >= 200 && status < 300;
    this.statusText = STATUS_CODES[status] ?? '';
    this.headers = {
      get(nome) {
        const valor = cabecalhos[nome.toLowerCase()];
        return valor === undefined ? null : Array.isArray(valor) ? valor.join(', ') : valor;
      },
    };
  }

  text(): Promise<string> {
    return Promise.resolve(this.corpo);
  }

  json(): Promise<unknown> {
    return Promise.resolve().then(() => JSON.parse(this.corpo) as unknown);
  }
}

/**
 * A subgraph call with a deadline: a stopped subgraph fails at once (connection refused), a hung one when its
 * headers or body stop coming for `prazoMs`. The gateway's `Fetcher` type is node-fetch's shape; this gives the part
 * of it that is read.
 */
type Fetcher = RemoteGraphQLDataSource['fetcher'];

export function fetcherComPrazo(prazoMs: number): Fetcher {
  return (async (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => {
    const resposta = await request(url, {
      method: (init?.method ?? 'POST') as Dispatcher.HttpMethod,
      headers: init?.headers,
      body: init?.body,
      headersTimeout: prazoMs,
      bodyTimeout: prazoMs,
    });
    return new RespostaDoSubgrafo(url, resposta.statusCode, resposta.headers, await resposta.body.text());
  }) as unknown as Fetcher;
}

/**
 * A subgraph that could not be reached (refused, reset, deadline): a retriable error naming the missing part. The
 * subgraph's own HTTP answers (a 4xx or 5xx it sent) keep Apollo's handling.
 */
export function erroDeSubgrafo(servico: string, erro: unknown, respostaRecebida: boolean): GraphQLError | undefined {
  if (respostaRecebida || erro instanceof GraphQLError) return undefined;
  return new GraphQLError(mensagemDeParteIndisponivel(servico), { extensions: { code: 'SERVICE_UNAVAILABLE', servico } });
}

const MENSAGEM_SOBRECARGA = 'O portal está com muitos acessos neste momento. Tente novamente em alguns segundos.';

/** Paths that never wait: probes and immutable static files. */
const SEM_ADMISSAO = /^\/(healthz|readyz|assets|explorer|\.well-known)(\/|$)/;

/**
 * Admission control: at most `simultaneas` requests in the work, a bounded queue behind them, and a fast 503 with
 * Retry-After when the queue is full or a request waited too long. Under overload the portal says "try again"
 * quickly instead of letting every request slow down until clients time out.
 */
export function controleDeAdmissao(config: Pick<ConfigDeResiliencia, 'simultaneas' | 'fila' | 'esperaMs'>): RequestHandler & { estado(): { emAndamento: number; naFila: number } } {
  let emAndamento = 0;
  const fila: (() => void)[] = [];

  const liberar = () => {
    const proximo = fila.shift();
    if (proximo) proximo();
    else emAndamento--;
  };

  const recusar = (res: Parameters<RequestHandler>[1]) => {
    res.status(503).set({ 'retry-after': '2', 'cache-control': 'no-store' });
    if (res.req.accepts(['json', 'html']) === 'html') res.type('text/plain; charset=utf-8').send(MENSAGEM_SOBRECARGA);
    else res.json({ mensagem: MENSAGEM_SOBRECARGA, errors: [{ message: MENSAGEM_SOBRECARGA, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (config.simultaneas <= 0 || SEM_ADMISSAO.test(req.path)) return next();
    let liberado = false;
    const entrar = () => {
      const fim = () => {
        if (!liberado) {
          liberado = true;
          liberar();
        }
      };
      // 'finish' (the last byte handed to the socket) comes a tick before 'close': a client that sends its next request
      // as soon as it has read the answer must not find its own previous request still holding the slot.
      res.once('finish', fim);
      res.once('close', fim);
      next();
    };
    if (emAndamento < config.simultaneas) {
      emAndamento++;
      return entrar();
    }
    if (fila.length >= config.fila) {
      req.log?.warn({ evento: 'sobrecarga', naFila: fila.length }, 'requisição recusada: fila cheia');
      return recusar(res);
    }
    const vez = () => {
      clearTimeout(relogio);
      res.off('close', desistiu);
      entrar();
    };
    const sair = () => {
      const posicao = fila.indexOf(vez);
      if (posicao >= 0) fila.splice(posicao, 1);
    };
    const desistiu = () => {
      clearTimeout(relogio);
      sair();
    };
    const relogio = setTimeout(() => {
      sair();
      res.off('close', desistiu);
      req.log?.warn({ evento: 'sobrecarga', esperaMs: config.esperaMs }, 'requisição recusada: espera longa demais');
      recusar(res);
    }, config.esperaMs);
    res.once('close', desistiu);
    fila.push(vez);
  };
  return Object.assign(middleware, { estado: () => ({ emAndamento, naFila: fila.length }) });
}
