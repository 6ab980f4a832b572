import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { collectRequirements, type Requirement } from './acesso/requisitos.js';
import { alteracoesDaRequisicao } from './auditoria/alteracoes.js';
import { EXTENSAO_ALTERACOES } from './auditoria/mascara.js';
import { CABECALHO_SO_DADOS } from './interno.js';
import { chaveDaOperacao, corpoSimples, TEXTO_GUARDADO, type CorpoSimples } from './corpo-simples.js';
import { CONSULTAS_COMPILADAS, type ConsultasCompiladas } from './executor.js';
import { usaCamposDoGateway, type OrcamentoDeExecucao } from './limites.js';
import type { Metricas } from './metricas.js';
import { rastreando } from './tracing/rastreando.js';

/** A query Apollo Server parsed, validated and answered without errors: what the direct path needs to run it again. */
interface ConsultaConhecida {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** Uses `_entities`/`_service`: only the gateway's secret may run it (somenteGatewayPlugin). */
  doGateway: boolean;
  /** Asks nothing of an anonymous caller (accessControlPlugin's verdict for `identidade: null`). */
  publica: boolean;
}

/** What the direct path reads of a request's context. */
export interface ContextoDireto {
  chamadaInterna: boolean;
  orcamento: OrcamentoDeExecucao;
}

export interface CaminhoDiretoOptions<TContext extends ContextoDireto> {
  schema: GraphQLSchema;
  /** The permission index accessControlPlugin checks. */
  index: Map<string, Requirement>;
  consultas: ConsultasCompiladas;
  metricas: Metricas;
  contexto(req: Request): Promise<TContext>;
  /** Headers the request's execution adds to the answer (anunciarRevogacoes's). */
  cabecalhos(contexto: TContext): [string, string][];
}

export interface CaminhoDireto<TContext extends ContextoDireto> {
  /** Learns from Apollo Server the queries it validated and answered cleanly (mount it last). */
  plugin: ApolloServerPlugin<TContext>;
  /** Mounted before Apollo Server's middleware: answers the queries it knows, passes everything else on. */
  rota: RequestHandler;
}

/**
 * The subgraph's hot path without Apollo Server's request pipeline (docs/decisions.md, "Caminho direto nos
 * subgrafos"): an anonymous POST of a query text Apollo Server already validated and answered cleanly runs compiled
 * at once, with the checks its plugins make (the gateway's secret for `_entities`/`_service`, the access rule, the
 * execution budget) and the answer it would send, byte for byte. Everything else goes on to Apollo Server: the first
 * sight of a text, tokens, mutations, GET, batches, persisted queries, other media types, traced requests, and any
 * answer with errors (a read-only query runs once more there, so that errors keep Apollo Server's formatting).
 */
export function caminhoDireto<TContext extends ContextoDireto>(opcoes: CaminhoDiretoOptions<TContext>): CaminhoDireto<TContext> {
  const { schema, index, consultas, metricas } = opcoes;
  // Bounded by text as well: a thousand texts of a megabyte each (the body limit) would hold a gigabyte.
  const conhecidas = new LRUCache<string, ConsultaConhecida>({ max: CONSULTAS_COMPILADAS, maxSize: TEXTO_GUARDADO, sizeCalculation: (_valor, chave) => chave.length });

  const plugin: ApolloServerPlugin<TContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ request, document, operation, errors, response }) {
          // Only data (the last plugin: the audit's extensions are in by now): the gateway may pass the bytes on.
          const resultado = response.body.kind === 'single' ? response.body.singleResult : undefined;
          if (!errors?.length && resultado?.data && !resultado.errors && !resultado.extensions) response.http.headers.set(CABECALHO_SO_DADOS, '1');
          if (errors?.length || !document || operation?.operation !== 'query' || typeof request.query !== 'string') return;
          if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          const chave = chaveDaOperacao(request.query, request.operationName);
          if (chave === undefined || chave.length > TEXTO_GUARDADO / 100 || conhecidas.has(chave)) return;
          conhecidas.set(chave, {
            document,
            operation,
            doGateway: usaCamposDoGateway(schema, document),
            publica: collectRequirements(schema, index, document, operation).length === 0,
          });
        },
      };
    },
  };

  const responder = async (req: Request, res: Response, next: NextFunction, corpo: CorpoSimples, conhecida: ConsultaConhecida) => {
    const inicio = process.hrtime.bigint();
    // Keyed as Apollo Server's executor keys it (the resolved operation's name), so that both share one compilation.
    const compilada = consultas.da(corpo.query, conhecida.operation.name?.value, conhecida.document);
    if (!compilada) return next();
    const contexto = await opcoes.contexto(req);
    // Apollo Server refuses these (somenteGatewayPlugin) with its own error: it answers them.
    if (conhecida.doGateway && !contexto.chamadaInterna) return next();
    const resultado = await compilada.query(undefined, contexto, corpo.variables);
    const { excedido } = contexto.orcamento;
    // Past the budget the answer is limitesDeExecucaoPlugin's, whatever the fields' errors were: running the query
    // again on Apollo Server would spend the budget twice.
    if (resultado.errors?.length && !excedido) return next();
    const corpoDaResposta: { errors?: unknown; data: unknown; extensions?: Record<string, unknown> } = excedido
      ? { errors: [{ message: excedido.message, extensions: { code: 'LIMITE_EXCEDIDO' } }], data: null }
      : { data: resultado.data };
    const alteracoes = alteracoesDaRequisicao();
    if (alteracoes) corpoDaResposta.extensions = { [EXTENSAO_ALTERACOES]: alteracoes };
    res.statusCode = 200;
    res.setHeader('content-type', corpo.tipo);
    for (const [nome, valor] of opcoes.cabecalhos(contexto)) res.setHeader(nome, valor);
    // Only data: the gateway may pass the bytes on as they are.
    if (!corpoDaResposta.errors && !corpoDaResposta.extensions && resultado.data) res.setHeader(CABECALHO_SO_DADOS, '1');
    // Apollo Server's serialisation (prettyJSONStringify) and express's `send`, as its integration calls it.
    res.send(`${JSON.stringify(corpoDaResposta)}\n`);
    metricas.observarOperacao(conhecida.operation.name?.value, 'query', (resultado.errors ?? []).map(codigoDoErro), inicio);
  };

  const rota: RequestHandler = (req, res, next) => {
    const corpo = corpoSimples(req);
    const conhecida = corpo && !rastreando() ? conhecidas.get(chaveDaOperacao(corpo.query, corpo.operationName)!) : undefined;
    if (!corpo || !conhecida?.publica) return next();
    responder(req, res, next, corpo, conhecida).catch((erro: unknown) => (res.headersSent ? next(erro) : next()));
  };

  return { plugin, rota };
}

function codigoDoErro(erro: { extensions?: Record<string, unknown>; originalError?: unknown }): unknown {
  return erro.extensions?.code ?? (erro.originalError as { extensions?: Record<string, unknown> } | undefined)?.extensions?.code;
}
