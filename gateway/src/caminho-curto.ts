import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { RemoteGraphQLDataSource } from '@apollo/gateway';
import type { ApolloServerPlugin } from '@apollo/server';
import { trace } from '@opentelemetry/api';
import { CABECALHO_SESSOES_REVOGADAS, CABECALHO_SO_DADOS, chaveDaOperacao, corpoSimples, LOTACAO_HEADER, TEXTO_GUARDADO, type CorpoSimples } from '@alego/kit/gateway';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { getNamedType, getVariableValues, Kind, typeFromAST, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { Atalho, Busca } from './atalho.js';
import { FORMULARIOS_PUBLICOS } from './auth/formularios.js';
import type { MarcaDeCache } from './cache/respostas-publicas.js';

type Fetcher = RemoteGraphQLDataSource['fetcher'];

/** What the gateway reads of a subgraph's HTTP answer (resiliencia.ts's `RespostaDoSubgrafo`). */
interface RespostaHttp {
  ok: boolean;
  status: number;
  headers: { get(nome: string): string | null };
  text(): Promise<string>;
}

type Chamada = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<RespostaHttp>;

/** An anonymous query the gateway answered cleanly through Apollo Server, whose plan is one whole fetch. */
interface OperacaoConhecida {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  busca: Busca;
  url: string;
  chamar: Chamada;
  /** The types it reads, for the response cache (what cachePublico.plugin would say). */
  tipos: readonly string[];
}

/** The subgraph's answer the short path already received, for the normal path to read instead of calling again. */
interface RespostaGuardada {
  url: string;
  body: string;
  resposta: Promise<RespostaHttp> | undefined;
}

/** What the context of the request the plugin learns from says about who asked. */
export interface ContextoDoCaminhoCurto {
  identidade?: unknown;
  authorization?: string;
  lotacao?: string;
  cachePublico?: MarcaDeCache;
}

export interface CaminhoCurtoOptions {
  atalhoDe: (document: DocumentNode, operationName: string | null | undefined) => Atalho | undefined;
  /** The headers every call to a subgraph carries, for an anonymous request with this id (app.ts's `willSendRequest`). */
  cabecalhos(requestId: string): [string, string][];
  tiposLidos(schema: GraphQLSchema, document: DocumentNode): readonly string[];
  observarOperacao(nome: string | null | undefined, tipo: string, codigos: readonly unknown[], inicio: bigint): void;
}

/** What the front does for a request it answers: the same instances express's chain uses (app.ts). */
export interface PartesDaFrente {
  logger: Logger;
  /** The JSON body parser's limit on /graphql, in bytes. */
  limiteDoCorpo: number;
  /** The longest query text, and the variables' nesting check: a request past them goes on to be refused. */
  tamanhoDaConsulta: number;
  variaveisDemais(variaveis: unknown): boolean;
  nonce(): string;
  seguranca(nonce: string): [string, string][];
  comprimir: RequestHandler;
  admissao: RequestHandler;
  cache: RequestHandler;
  apollo: RequestHandler;
  observarRequisicao(method: string, route: string, status: number, inicio: bigint): void;
}

/**
 * The gateway's hot path without Apollo Server (docs/decisions.md, "Caminho curto no gateway"): an anonymous POST of
 * a query text the gateway already answered cleanly for an anonymous caller, whose plan is one fetch that selects
 * exactly what the client selected (atalho.ts), is sent to that subgraph at once, and the subgraph's bytes are the
 * answer when it says they are only data (`CABECALHO_SO_DADOS`): what Apollo Server would serialise after parsing
 * them. The checks stay: the access rule passed for an anonymous caller on this very text (and asks nothing of the
 * values), the limits are rules on the text, the variables are coerced as Apollo Server coerces them, and everything
 * before Apollo (admission, body and variable limits, the response cache) runs as before. Anything else goes on to
 * Apollo Server: the first sight of a text, tokens or an assignment header, public forms and uploads, other bodies
 * and media types, traced requests, the plan asked in a header, and every answer that is not only data, which the
 * normal path then reads from the call already made (`chamadaGuardada`), never calling the subgraph twice.
 */
export function caminhoCurto<TContext extends ContextoDoCaminhoCurto>(opcoes: CaminhoCurtoOptions) {
  const conhecidas = new LRUCache<string, OperacaoConhecida>({ max: 1000, maxSize: TEXTO_GUARDADO, sizeCalculation: (_valor, chave) => chave.length });
  const guardadas = new AsyncLocalStorage<RespostaGuardada>();

  /** Learns from Apollo Server's clean answers to anonymous queries (mount it last: every other plugin has had its say). */
  const plugin: ApolloServerPlugin<TContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ request, document, operation, errors, response, contextValue, schema }) {
          if (errors?.length || !document || operation?.operation !== 'query' || typeof request.query !== 'string' || request.extensions) return;
          if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          if (contextValue.identidade || contextValue.authorization || contextValue.lotacao) return;
          const chave = chaveDaOperacao(request.query, request.operationName);
          if (chave === undefined || chave.length > TEXTO_GUARDADO / 100 || conhecidas.has(chave)) return;
          const atalho = opcoes.atalhoDe(document, request.operationName);
          if (!atalho || !(atalho.fonte instanceof RemoteGraphQLDataSource) || !atalho.fonte.url) return;
          // A public form spends its per-address budget on every request (publicFormsPlugin); an upload is stored.
          if (operation.selectionSet.selections.some((s) => s.kind === Kind.FIELD && Object.hasOwn(FORMULARIOS_PUBLICOS, s.name.value))) return;
          if (operation.variableDefinitions?.some((v) => getNamedType(typeFromAST(schema, v.type))?.name === 'Upload')) return;
          const fonte = atalho.fonte;
          conhecidas.set(chave, {
            schema,
            operation,
            busca: atalho.busca,
            url: fonte.url!,
            chamar: (url, init) => (fonte.fetcher as unknown as Chamada)(url, init),
            tipos: opcoes.tiposLidos(schema, document),
          });
        },
      };
    },
  };

  /** Answers with the subgraph's bytes, or calls `seguir` (Apollo Server) with the call already made kept for it. */
  const responder = async (req: Request, res: Response, seguir: () => void, corpo: CorpoSimples, conhecida: OperacaoConhecida) => {
    const inicio = process.hrtime.bigint();
    const { busca, url } = conhecida;
    // The same variables and body the data source sends for this fetch (atalho.ts, RemoteGraphQLDataSource).
    const variaveis: Record<string, unknown> = Object.create(null);
    const dadas = corpo.variables;
    for (const nome of busca.variableUsages ?? []) {
      if (dadas && Object.hasOwn(dadas, nome) && dadas[nome] !== undefined) variaveis[nome] = dadas[nome];
    }
    const body = JSON.stringify({ query: busca.operation, variables: variaveis, operationName: busca.operationName });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const [nome, valor] of opcoes.cabecalhos(String(req.id))) headers[nome] = valor;
    const resposta = conhecida.chamar(url, { method: 'POST', headers, body });
    const recebida = await resposta.catch(() => undefined);
    // A subgraph's cache hint or revoked sessions are the data source's and Apollo Server's to read.
    const limpa = recebida?.status === 200 && recebida.headers.get(CABECALHO_SO_DADOS) === '1' && !recebida.headers.get(CABECALHO_SESSOES_REVOGADAS) && !recebida.headers.get('cache-control');
    if (!limpa) return void guardadas.run({ url, body, resposta }, seguir);
    const texto = await recebida.text();
    const marca = res.locals.cachePublico as MarcaDeCache | undefined;
    if (marca) {
      marca.tipos = conhecida.tipos;
      marca.cacheavel = true;
    }
    // As Apollo Server's integration answers: status, content type, one `res.send` of the serialised body, which is
    // `JSON.stringify(body) + "\n"`: for `{ data }` parsed from the subgraph's own serialisation, the same bytes.
    // `no-store`: Apollo Server's cache control plugin, for a policy with no hints (maxAge 0).
    res.statusCode = 200;
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', corpo.tipo);
    res.send(texto);
    opcoes.observarOperacao(conhecida.operation.name?.value, 'query', [], inicio);
  };

  /** The known operation a request asks for, when the short path may answer it (undefined: Apollo Server answers). */
  const conhecidaPara = (corpo: CorpoSimples | undefined): OperacaoConhecida | undefined => {
    const conhecida = corpo && conhecidas.get(chaveDaOperacao(corpo.query, corpo.operationName)!);
    if (!corpo || !conhecida || trace.getActiveSpan()?.isRecording()) return undefined;
    // Variables that do not coerce get Apollo Server's errors.
    const definicoes = conhecida.operation.variableDefinitions ?? [];
    if (definicoes.length && getVariableValues(conhecida.schema, definicoes, corpo.variables ?? {}).errors) return undefined;
    return conhecida;
  };

  /** Mounted before Apollo Server's middleware, after the body parser and the response cache's middleware. */
  const rota: RequestHandler = (req, res, next) => {
    const corpo = corpoDaRequisicao(req);
    const conhecida = conhecidaPara(corpo);
    if (!conhecida) return next();
    responder(req, res, next, corpo!, conhecida).catch((erro: unknown) => (res.headersSent ? next(erro) : next()));
  };

  /**
   * The gateway's front (docs/decisions.md, "A frente do gateway"): mounted first, it reads an anonymous JSON POST to
   * /graphql itself and answers a known query with what express's middlewares would have done for it, written once
   * for this one kind of request: the request id, the security headers, compression, admission, the response cache,
   * the HTTP metric and the access log. Everything else goes on, its body already read (`req.body`, which the JSON
   * parser then leaves alone), through the whole chain as before; a body that is not JSON goes on with the parser's
   * error (`erroDoCorpo`). An answer that is not only data goes to Apollo Server from here, with the call made kept.
   */
  function frente(partes: PartesDaFrente): express.Express {
    const { logger, limiteDoCorpo } = partes;
    const registrar = (req: Request, res: Response, inicio: bigint) => {
      partes.observarRequisicao('POST', '/graphql', res.statusCode, inicio);
      if (logger.isLevelEnabled('info')) {
        logger.info({ req: { id: req.id, method: 'POST', url: req.originalUrl, remoteAddress: req.socket.remoteAddress }, res: { statusCode: res.statusCode }, responseTime: Number(process.hrtime.bigint() - inicio) / 1e6 }, 'request completed');
      }
    };
    const atender = (req: Request, res: Response, falhou: NextFunction, corpo: CorpoSimples, conhecida: OperacaoConhecida) => {
      const inicio = process.hrtime.bigint();
      const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
      req.id = id;
      res.setHeader('x-request-id', id);
      const nonce = partes.nonce();
      res.locals.cspNonce = nonce;
      for (const [nome, valor] of partes.seguranca(nonce)) res.setHeader(nome, valor);
      res.once('close', () => registrar(req, res, inicio));
      // Apollo Server, its plugins and the error handler log through the request's logger (pino-http's, elsewhere).
      const comLogger = () => {
        req.log ??= logger.child({ req: { id } });
      };
      const erro = (causa?: unknown) => {
        comLogger();
        falhou(causa);
      };
      const apollo = () => {
        comLogger();
        partes.apollo(req, res, erro);
      };
      partes.comprimir(req, res, () =>
        partes.admissao(req, res, () =>
          partes.cache(req, res, () => {
            responder(req, res, apollo, corpo, conhecida).catch((causa: unknown) => (res.headersSent ? erro(causa) : apollo()));
          }),
        ),
      );
    };

    const app = express();
    app.disable('x-powered-by');
    // A POST's answer goes without an ETag, as on app.ts's /graphql.
    app.set('etag', false);
    // A middleware, not a route: a request that goes on must not carry this route (the HTTP metric labels by it).
    app.use((req, res, next) => {
      if (req.method !== 'POST' || req.path !== '/') return next();
      const tamanho = Number(req.headers['content-length']);
      const { headers } = req;
      if (!(tamanho > 0 && tamanho <= limiteDoCorpo) || headers.authorization !== undefined || headers[LOTACAO_HEADER] !== undefined || headers['content-encoding'] !== undefined) return next();
      if (!/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(headers['content-type'] ?? '')) return next();
      const pedacos: Buffer[] = [];
      req.on('data', (pedaco: Buffer) => pedacos.push(pedaco));
      req.once('error', () => {
        res.locals.erroDoCorpo = erroDeCorpo('request.aborted', 'request aborted');
        next();
      });
      req.once('end', () => {
        const texto = Buffer.concat(pedacos).toString('utf8');
        const corpo = lerJson(texto);
        if (corpo instanceof Error) {
          res.locals.erroDoCorpo = corpo;
          return next();
        }
        req.body = corpo;
        const simples = corpoDaRequisicao(req);
        const conhecida = simples && simples.query.length <= partes.tamanhoDaConsulta && !partes.variaveisDemais(simples.variables) ? conhecidaPara(simples) : undefined;
        if (!conhecida) return next();
        atender(req, res, next, simples!, conhecida);
      });
    });
    return app;
  }

  /** `fetcher` answering the normal path with the call the short path already made for this request, once. */
  function chamadaGuardada(fetcher: Fetcher): Fetcher {
    const chamar = fetcher as unknown as Chamada;
    return ((url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
      const guardada = guardadas.getStore();
      if (guardada?.resposta && guardada.url === url && guardada.body === init.body) {
        const { resposta } = guardada;
        guardada.resposta = undefined;
        return resposta;
      }
      return chamar(url, init);
    }) as unknown as Fetcher;
  }

  return { plugin, rota, frente, chamadaGuardada };
}

/**
 * The request as the short path takes it: a plain anonymous request (`corpoSimples`, as the subgraphs' direct path
 * takes it) with no assignment header and no query plan asked.
 */
function corpoDaRequisicao(req: Request): CorpoSimples | undefined {
  if (req.headers[LOTACAO_HEADER] !== undefined || req.headers['apollo-query-plan-experimental'] !== undefined) return undefined;
  return corpoSimples(req);
}

/** A JSON body parsed as express.json (strict) parses it, or the error it would give. */
function lerJson(texto: string): unknown {
  // Strict: only an object or an array.
  const primeiro = /^[ \t\n\r]*(.)/.exec(texto)?.[1];
  if (primeiro !== '{' && primeiro !== '[') return erroDeCorpo('entity.parse.failed', 'JSON inválido');
  try {
    return JSON.parse(texto);
  } catch (erro) {
    return erroDeCorpo('entity.parse.failed', (erro as Error).message);
  }
}

/** An error shaped as body-parser's, for app.ts's error handler (`erroDoCorpo`). */
function erroDeCorpo(tipo: string, mensagem: string): Error {
  return Object.assign(new Error(mensagem), { type: tipo, status: 400, statusCode: 400, expose: true });
}
