import { origensDoRecaptcha, type WidgetRecaptchaConfig } from '@alego/catalog';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import { parse, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import {
  accessControlPlugin,
  CABECALHO_SESSOES_REVOGADAS,
  caminhoInterno,
  EXTENSAO_ALTERACOES,
  indexRequirements,
  INTERNAL_HEADER,
  LOTACAO_HEADER,
  MAXIMO_DE_TIPOS_INVALIDADOS,
  segredosIguais,
  TIPO_DE_CACHE,
  versaoDoPortal,
  type AlteracaoAuditada,
  type Requirement,
} from '@alego/kit/gateway';
import type { AuthServices } from './auth/services.js';
import { gatewayComAtalho } from './atalho.js';
import { caminhoCurto } from './caminho-curto.js';
import { auditoriaPlugin, type ContextoDeAuditoria } from './auditoria.js';
import { createFormularioSemJsRouter, FALE_CONOSCO_SEM_JS } from './auth/formulario-sem-js.js';
import { createContadoresDeFormularios, publicFormsPlugin } from './auth/formularios.js';
import { createLoginCidadao } from './auth/login-cidadao.js';
import { createSubgrafoDaSessao, SUBGRAFO_DA_SESSAO } from './auth/sessao-cidadao.js';
import { createSocialRouter, provedoresDoAmbiente } from './auth/social.js';
import { createStaffRouter } from './auth/staff.js';
import { createAgendaIcalRouter } from './rest/agenda-ical.js';
import { rotasAdminAgendas } from './rest/admin/agendas.js';
import { rotasAdminLinks } from './rest/admin/links.js';
import { rotasAdminBanners } from './rest/admin/banners.js';
import { rotasAdminGalerias } from './rest/admin/galerias.js';
import { rotasAdminFaleConosco } from './rest/admin/fale-conosco.js';
import { rotasAdminNoticias } from './rest/admin/noticias.js';
import { rotasAdminEscola } from './rest/admin/escola.js';
import { rotasAdminPessoas } from './rest/admin/pessoas.js';
import { createRotaSistema } from './rest/admin/sistema.js';
import { rotasPortal } from './rest/portal.js';
import { createFeedDeAlteracoes } from './rest/crawler-feed.js';
import { createNewsFeedRouter } from './rest/noticias-feed.js';
import { createCitizenRouter, createPrivacyRouter, LIMITES_PADRAO } from './rest/opine-cidadao.js';
import { createRotasProcessos } from './rest/processos.js';
import { createRotasDeImportacao } from './rest/importacoes.js';
import { createExportacaoRemuneracoes } from './rest/remuneracoes-xlsx.js';
import { statusDeErroDoCliente } from './rest/executor.js';
import { createRotasLocalidades } from './rest/localidades.js';
import { createShimRest } from './rest/shim.js';
import { createListasDoSubgrafo } from './rest/listas-do-subgrafo.js';
import { createRotasContatos } from './rest/contatos.js';
import { createRotasCredenciamentoImprensa } from './rest/credenciamento-imprensa.js';
import { rotasAdminImprensaExternas } from './rest/admin/imprensa-externas.js';
import { createRotasSolicitacoesInformacao, LAI_SEM_JS } from './rest/solicitacoes-informacao.js';
import { rotasAdminTransparencia, rotasTransparencia } from './rest/engine.js';
import type { CorpoGraphql } from './rest/executor.js';
import { BASE_DA_EXPORTACAO, createExportacao } from './exportacao/index.js';
import type { GatewayConfig } from './config.js';
import { createCachePublico, paginaPronta, pedeRespostaFresca, tiposLidos, type MarcaDeCache, type PaginaRenderizada } from './cache/respostas-publicas.js';
import { BASE_DOS_ARQUIVOS_PUBLICOS, createFiles, createRotaDeArquivosPublicos } from './files/index.js'; // arquivos (uploads)
import { comprimirRespostas, estaticosComprimidos } from './compressao.js';
import { clientErrorStatusPlugin, formatarErroDoGateway } from './errors.js';
import { LIMITES, regrasDeLimite, variaveisAninhadasDemais } from './limits.js';
import { controleDeAdmissao, erroDeSubgrafo, fetcherComPrazo } from './resiliencia.js';
import { cabecalhosDeSeguranca, securityHeaders } from './security.js';
import { createOperacaoEmProcesso, type ContextoDe } from './em-processo.js';
import { createMetricasDoGateway, type MetricasDoGateway } from './observabilidade.js';
import { buildSupergraphSchema, sdlForGateway, subgraphUrlsOf } from './supergraph.js';

export interface GatewayContext extends ContextoDeAuditoria {
  cachePublico?: MarcaDeCache;
  /** Forwarded as they came: subgraphs verify the token themselves with the gateway's public keys. */
  authorization?: string;
  /** The client's address, for the public forms' rate limits. */
  ip?: string;
  lotacao?: string;
  /** An operation run in process by one of the gateway's routes, which spent the forms' budget itself. */
  formularioJaContado?: boolean;
}

type CabecalhosDoPedido = Record<string, string | string[] | undefined>;

type PublicRenderer = (request: {
  url: string;
  method: string;
  headers: CabecalhosDoPedido;
  /** The page's queries, run in process as the visitor. */
  graphql: (operacao: { query: string; variables: Record<string, unknown> }) => Promise<CorpoGraphql>;
}) => Promise<PaginaRenderizada>;

/** The public site's server entry: the renderer, and what besides the address varies a page (kept apart in the cache). */
interface SitePublico {
  render: PublicRenderer;
  variante: (headers: CabecalhosDoPedido) => string;
}

/** The largest JSON body /graphql reads (uploads are multipart, with their own limit). */
const LIMITE_DO_CORPO_GRAPHQL = 1024 * 1024;
/** 'close' listeners one response may carry before Node warns (see where it is set). */
const LISTENERS_POR_RESPOSTA = 20;

const PAGINA_INDISPONIVEL = 'A página demorou demais para ser montada. Tente novamente em instantes.';

/** Paths the public site's renderer never answers. */
const NOT_PUBLIC_PAGES = /^\/(graphql|api|admin|explorer|healthz|readyz|alego|alego_shared|arquivos)(\/|$|\.)/;

export interface Gateway {
  app: express.Express;
  subgraphUrls: Record<string, string>;
  /** Prometheus metrics, served on their own port by main.ts (docs/operacao.md). */
  metricas: MetricasDoGateway;
  stop(): Promise<void>;
}

export async function createGateway(config: GatewayConfig, supergraphSdl: string, logger: Logger, services: AuthServices): Promise<Gateway> {
  // The citizen session's subgraph lives in this process (auth/sessao-cidadao.ts): no URL, no readiness probe.
  const { [SUBGRAFO_DA_SESSAO]: _local, ...subgraphUrls } = { ...subgraphUrlsOf(supergraphSdl), ...config.subgraphUrls };
  // One login for the REST path, the no-JavaScript form and `entrarCidadao`: one budget per e-mail and address.
  const loginCidadao = createLoginCidadao(services, LIMITES_PADRAO);
  const subgrafoDaSessao = createSubgrafoDaSessao(loginCidadao);
  const supergraph: { schema: GraphQLSchema; index: Map<string, Requirement> } = (() => {
    const schema = buildSupergraphSchema(supergraphSdl);
    return { schema, index: indexRequirements(schema) };
  })();

  const metricas = createMetricasDoGateway();
  /** The headers of every call to a subgraph, after the content type. */
  const cabecalhosAoSubgrafo = (context: Partial<Pick<GatewayContext, 'requestId' | 'authorization' | 'identidade' | 'lotacao'>>): [string, string][] => {
    const headers: [string, string][] = [];
    if (context.requestId) headers.push(['x-request-id', context.requestId]);
    // Only a token this gateway accepted goes on: an expired or revoked one never reaches a subgraph.
    if (context.authorization && context.identidade) headers.push(['authorization', context.authorization]);
    if (context.lotacao) headers.push([LOTACAO_HEADER, context.lotacao]);
    // Only the gateway may call `_entities`/`_service`: subgraphs refuse those without this secret.
    if (config.internalToken) headers.push([INTERNAL_HEADER, config.internalToken]);
    return headers;
  };
  // Known anonymous one-fetch queries skip Apollo Server, answered with the subgraph's bytes (caminho-curto.ts).
  const curto = caminhoCurto<GatewayContext>({
    atalhoDe: (document, operationName) => gateway.atalhoDe(document, operationName),
    cabecalhos: (requestId) => cabecalhosAoSubgrafo({ requestId }),
    tiposLidos,
    observarOperacao: metricas.observarOperacao,
  });
  // One-fetch queries skip result shaping when it would rebuild the subgraph's own answer (atalho.ts).
  const gateway = gatewayComAtalho({
    supergraphSdl: sdlForGateway(supergraphSdl),
    buildService: ({ name, url }) =>
      name === SUBGRAFO_DA_SESSAO
        ? subgrafoDaSessao
        : new RemoteGraphQLDataSource<GatewayContext>({
        url: subgraphUrls[name] ?? url,
        fetcher: curto.chamadaGuardada(metricas.chamadasAoSubgrafo(name, fetcherComPrazo(config.resiliencia.subgrafoTimeoutMs))),
        didEncounterError(error, _request, response) {
          throw erroDeSubgrafo(name, error, response !== undefined) ?? error;
        },
        willSendRequest({ request, context }) {
          const headers = request.http?.headers;
          if (!headers) return;
          for (const [nome, valor] of cabecalhosAoSubgrafo(context)) headers.set(nome, valor);
        },
        didReceiveResponse({ response, context }) {
          // What a mutation changed, for the audit trail (auditoria.ts); never passed on to the client.
          const alteracoes = response.extensions?.[EXTENSAO_ALTERACOES] as AlteracaoAuditada[] | undefined;
          if (alteracoes) {
            context.alteracoes?.push(...alteracoes);
            delete response.extensions![EXTENSAO_ALTERACOES];
          }
          // A password change, reset or account deletion ended sessions: forget their versions now.
          const revogadas = response.http?.headers.get(CABECALHO_SESSOES_REVOGADAS);
          if (revogadas) services.sessoes.esquecer(revogadas.split(','));
          return response;
        },
      }),
  });
  const arquivos = createFiles(config); // arquivos (uploads): blob store, multipart, plugin, /arquivos
  const cachePublico = createCachePublico(config.cachePublico, metricas.armazemMedido(services.estado.armazemDeRespostas(config.cachePublico)));
  const formularios = createContadoresDeFormularios(undefined, services.estado); // public forms' per-address budgets (GraphQL and no-JS posts)
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    // The explorer is for the public: introspection stays on; depth, alias, directive and cost limits keep it safe.
    introspection: true,
    validationRules: regrasDeLimite,
    formatError: formatarErroDoGateway,
    // The explorer is served by the portal itself, from local files (see below).
    // arquivos.plugin after access control: a refused operation stores nothing.
    plugins: [accessControlPlugin(() => supergraph), publicFormsPlugin(services.recaptcha, formularios), arquivos.plugin, clientErrorStatusPlugin(), auditoriaPlugin(services.access), cachePublico.plugin<GatewayContext>(), metricas.plugin<GatewayContext>(), curto.plugin],
  });
  await apollo.start();

  /** The context of every operation, from `/graphql` or run in process for a route (same identity, id and address). */
  const contextoDe: ContextoDe<GatewayContext> = async (req, { cachePublico, anonimo }) => {
    const authorization = anonimo ? undefined : req.header('authorization');
    const lotacao = anonimo ? undefined : req.header(LOTACAO_HEADER);
    return {
      requestId: String(req.id),
      logger: req.log,
      identidade: await services.verifier(authorization, lotacao),
      authorization,
      lotacao,
      cachePublico,
      ip: req.ip,
      origem: req.originalUrl.startsWith('/graphql') ? 'graphql' : 'rest',
      alteracoes: [],
    };
  };
  const emProcesso = createOperacaoEmProcesso(apollo, async (req, opcoes) => ({ ...(await contextoDe(req, opcoes)), formularioJaContado: true }), cachePublico);

  const apolloNoExpress = expressMiddleware(apollo, {
    context: ({ req, res }) => contextoDe(req, { cachePublico: res.locals.cachePublico as MarcaDeCache | undefined }),
  });
  const seguranca = cabecalhosDeSeguranca({ https: config.publicUrl.startsWith('https://'), recaptcha: origensDoRecaptcha(config.recaptchaWidget) });
  const comprimir = comprimirRespostas();
  const admissao = controleDeAdmissao(config.resiliencia);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // First: known anonymous queries answered without the chain below (caminho-curto.ts, `frente`).
  app.use(
    '/graphql',
    curto.frente({
      logger,
      limiteDoCorpo: LIMITE_DO_CORPO_GRAPHQL,
      tamanhoDaConsulta: LIMITES.tamanho,
      variaveisDemais: variaveisAninhadasDemais,
      nonce: seguranca.nonce,
      seguranca: seguranca.lista,
      comprimir,
      admissao,
      cache: cachePublico.middleware,
      apollo: apolloNoExpress,
      observarRequisicao: metricas.observarRequisicao,
    }),
  );
  // Each layer that watches a response (metrics, access log, admission, compression, on-finished) adds a 'close'
  // listener, and a file or export piped into it adds pipeline's own: eleven on a download, so Node printed a
  // MaxListenersExceededWarning for every image served. Twenty still catches a listener added per chunk.
  app.use((_req, res, next) => {
    res.setMaxListeners(LISTENERS_POR_RESPOSTA);
    next();
  });
  app.use(metricas.http);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );

  app.use(securityHeaders(seguranca));
  app.use(comprimir);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = await Promise.all(
      Object.entries(subgraphUrls).map(async ([name, url]) => [name, await isReady(url)] as const),
    );
    // One subgraph down leaves most of the portal working, and it is down for every gateway alike: the gateway stays
    // in the load balancer ("degradado", answering the rest with partial data); only with no subgraph at all is it 503.
    const prontos = checks.filter(([, ok]) => ok).length;
    const status = prontos === checks.length ? 'ok' : prontos > 0 ? 'degradado' : 'indisponível';
    res.status(prontos > 0 ? 200 : 503).json({ status, subgrafos: Object.fromEntries(checks) });
  });

  // Everything after this point waits its turn (probes above never do): overload is a fast 503, not a timeout.
  app.use(admissao);

  app.get('/.well-known/jwks.json', (_req, res) => {
    res.set('cache-control', 'public, max-age=300').json(services.signer.jwks);
  });
  // The admin client (a static page) asks for the widget's settings; the public site has them in its HTML.
  app.use('/api/public', createRotasLocalidades());
  app.get(['/api/public/recaptcha', '/api/public/recaptcha.json'], (_req, res) => void res.set('cache-control', 'public, max-age=300').json(config.recaptchaWidget));
  app.use('/alego/permissoes', createStaffRouter(services));
  app.use('/api/opine-cidadao', createCitizenRouter(services, { graphqlUrl: emProcesso, login: loginCidadao }));
  app.use('/api/opine-cidadao', createSocialRouter(services));
  app.use('/alego_shared', createPrivacyRouter(services, { graphqlUrl: emProcesso }));
  app.use('/api/transparencia/solicitacoes_informacao', createRotasSolicitacoesInformacao({ graphqlUrl: emProcesso, logger, contadores: formularios, recaptcha: services.recaptcha }));
  app.use('/api/portal/contatos', createRotasContatos({ graphqlUrl: emProcesso, logger, contadores: formularios, recaptcha: services.recaptcha }));
  app.use('/api/portal/credenciamento-imprensa', createRotasCredenciamentoImprensa({ graphqlUrl: emProcesso, logger, contadores: formularios, recaptcha: services.recaptcha }));
  app.use('/api/transparencia/processos', createRotasProcessos({ graphqlUrl: emProcesso, logger }));
  app.use(
    '/api/admin',
    createRotaSistema({
      subgraphUrls,
      internalToken: config.internalToken,
      verificarIdentidade: services.verifier,
      versao: versaoDoPortal(),
      cache: async () => ({ ttlMs: config.cachePublico.ttlMs, maxEntradas: config.cachePublico.maxEntradas, ...(await metricas.estadoDoCache()) }),
    }),
  );
  // Data written outside a GraphQL mutation (a queued import): the subgraph says which types, the cache forgets them.
  app.post(caminhoInterno('POST /cache/invalidar', {}), express.json({ limit: '16kb' }), async (req, res) => {
    const token = req.header(INTERNAL_HEADER);
    if (!config.internalToken || !token || !segredosIguais(token, config.internalToken)) return void res.status(403).json({ mensagem: 'Acesso interno negado.' });
    const tipos: unknown = (req.body as { tipos?: unknown } | undefined)?.tipos;
    if (!Array.isArray(tipos) || !tipos.length || tipos.length > MAXIMO_DE_TIPOS_INVALIDADOS || !tipos.every((t) => typeof t === 'string' && TIPO_DE_CACHE.test(t))) {
      return void res.status(400).json({ mensagem: 'Informe os tipos a invalidar.' });
    }
    await cachePublico.invalidar(tipos as string[]);
    res.json({ tipos: tipos.length });
  });
  // The transparency subgraph's own routes (imports, streamed exports) sit beside its GraphQL URL.
  const transparencia = subgraphUrls.transparency;
  // Bulk imports (payroll included, and its legacy one-call path): the upload is streamed to transparency, which keeps
  // it (docs/importacao.md).
  app.use('/api/admin', createRotasDeImportacao({ transparencyUrl: transparencia, internalToken: config.internalToken, logger, verificarIdentidade: services.verifier }));
  // One table per mount point: every admin path shares the body parsing, `.json` suffix and error handling.
  app.use(
    '/api/admin',
    createShimRest([...rotasAdminNoticias, ...rotasAdminAgendas, ...rotasAdminLinks, ...rotasAdminBanners, ...rotasAdminGalerias, ...rotasAdminFaleConosco, ...rotasAdminImprensaExternas, ...rotasAdminPessoas, ...rotasAdminEscola, ...rotasAdminTransparencia], {
      graphqlUrl: emProcesso,
      logger,
      tamanhoMaximoDeArquivo: config.arquivos.maxFileSize,
      // Files only after the token and its permissions checked out, streamed to disk (issue 13, item 2).
      acessoAntesDoCorpo: { verificar: services.verifier, supergraph: () => supergraph },
      pastaTemporaria: arquivos.pastaTemporaria,
    }),
  );
  app.use(
    BASE_DA_EXPORTACAO,
    createExportacao({
      graphqlUrl: emProcesso,
      publicUrl: config.publicUrl,
      logger,
      ...(config.internalToken && transparencia ? { fluxo: { url: transparencia, internalToken: config.internalToken } } : {}),
    }),
  );
  app.use('/api/transparencia', createExportacaoRemuneracoes({ graphqlUrl: emProcesso, logger }));
  app.use('/api/transparencia', createFeedDeAlteracoes({ graphqlUrl: emProcesso, publicUrl: config.publicUrl, logger }));
  // Public catalog lists from the subgraph that owns them, in SQL; the GraphQL operation for the rest (docs/decisions.md).
  const listas =
    config.listasNoSubgrafo && config.internalToken
      ? createListasDoSubgrafo({ supergraph: () => supergraph, subgraphUrls, internalToken: config.internalToken, respostas: cachePublico.respostas, timeoutMs: config.resiliencia.subgrafoTimeoutMs })
      : undefined;
  app.use('/api/transparencia', createShimRest(rotasTransparencia, { graphqlUrl: emProcesso, logger, listas }));
  app.use('/api/portal', createShimRest(rotasPortal, { graphqlUrl: emProcesso, logger }));
  app.use(createNewsFeedRouter({ graphqlUrl: emProcesso, publicUrl: config.publicUrl }));
  app.use(createAgendaIcalRouter({ graphqlUrl: emProcesso, publicUrl: config.publicUrl }));
  const semJs = { graphqlUrl: emProcesso, publicUrl: config.publicUrl, contadores: formularios, logger };
  app.use(FALE_CONOSCO_SEM_JS.pagina, createFormularioSemJsRouter(FALE_CONOSCO_SEM_JS, semJs));
  app.use(LAI_SEM_JS.pagina, createFormularioSemJsRouter(LAI_SEM_JS, semJs));

  const explorerIndex = path.join(config.explorerDir, 'index.html');
  app.use('/explorer', estaticosComprimidos(config.explorerDir, { redirect: false, maxAge: '1y', immutable: true }));
  app.get('/graphql', (req, res, next) => {
    // Browsers asking for HTML get the explorer; API clients doing GET queries fall through to Apollo.
    if (req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html') {
      if (!existsSync(explorerIndex)) return void res.status(503).type('text').send('Explorador GraphQL não compilado (npm run build).');
      return void res.sendFile(explorerIndex, { headers: { 'cache-control': 'no-cache' } });
    }
    next();
  });
  const rotaGraphql = [
    ...arquivos.multipart, // arquivos (uploads): multipart before the JSON parser
    // A body the front read and could not parse: the parser's own error.
    (_req: Request, res: Response, next: NextFunction) => next(res.locals.erroDoCorpo),
    express.json({ limit: LIMITE_DO_CORPO_GRAPHQL }),
    (req: Request, res: Response, next: NextFunction) => {
      if (Array.isArray(req.body)) {
        return void res.status(400).json({ errors: [{ message: 'Envie uma operação por requisição: lotes de operações não são aceitos.', extensions: { code: 'BAD_REQUEST' } }] });
      }
      // An empty operationName means "the only operation", as if it were absent.
      if (req.body && typeof req.body === 'object' && req.body.operationName === '') delete req.body.operationName;
      const query: unknown = req.body?.query ?? req.query.query;
      if (typeof query === 'string' && query.length > LIMITES.tamanho) {
        return void res.status(413).json({ errors: [{ message: `A consulta é grande demais (máximo de ${LIMITES.tamanho} caracteres).`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
      }
      if (variaveisAninhadasDemais(req.body?.variables ?? req.query.variables)) {
        return void res.status(400).json({ errors: [{ message: `As variáveis estão aninhadas demais (máximo de ${LIMITES.profundidadeDasVariaveis} níveis).`, extensions: { code: 'BAD_USER_INPUT' } }] });
      }
      next();
    },
    cachePublico.middleware,
    curto.rota,
    apolloNoExpress,
  ];
  // A POST's answer goes without an ETag: no cache revalidates a POST, and hashing every answer cost CPU on each
  // operation. A mounted sub-application keeps the portal's settings (`trust proxy` included) but for `etag`; GET
  // queries keep theirs.
  const graphqlPorPost = express();
  graphqlPorPost.disable('x-powered-by');
  graphqlPorPost.set('etag', false);
  graphqlPorPost.use((req: Request, _res: Response, next: NextFunction) => next(req.method === 'POST' ? undefined : 'router'), ...rotaGraphql);
  app.use('/graphql', graphqlPorPost, ...rotaGraphql);

  const adminIndex = path.join(config.adminClientDir, 'index.html');
  app.use('/admin', estaticosComprimidos(config.adminClientDir, { redirect: false, maxAge: '1y', immutable: true }));
  app.get(/^\/admin(\/.*)?$/, (_req, res) => {
    if (!existsSync(adminIndex)) return void res.status(503).type('text').send('Área administrativa não compilada (npm run build).');
    res.sendFile(adminIndex, { headers: { 'cache-control': 'no-cache' } });
  });

  app.use(BASE_DOS_ARQUIVOS_PUBLICOS, createRotaDeArquivosPublicos({ graphqlUrl: emProcesso, store: arquivos.store, logger })); // the file repository's stable addresses
  app.use('/arquivos', arquivos.rota); // arquivos (uploads): signed file URLs

  app.use(/^\/(api|alego|alego_shared|arquivos)(\/.*)?$/, (_req, res) => {
    res.status(404).json({ mensagem: 'Recurso não encontrado.' });
  });

  const clientDir = path.join(config.publicClientDir, 'client');
  app.use('/assets', estaticosComprimidos(path.join(clientDir, 'assets'), { maxAge: '1y', immutable: true, fallthrough: false }));
  // The raw SSR template is not a page.
  app.get('/index.html', (_req, res) => res.redirect(301, '/'));
  app.use(estaticosComprimidos(clientDir, { redirect: false, maxAge: '1h' }));
  // Created on the first page request; its queries run in this gateway, as the visitor (no HTTP to itself).
  let site: SitePublico | null | undefined;
  // The types each of the pages' queries reads (a fixed set of texts in the client bundle), worked out once.
  const tiposDaConsulta = new LRUCache<string, readonly string[]>({ max: 1000 });
  const tiposDe = (query: string) => {
    let tipos = tiposDaConsulta.get(query);
    if (!tipos) tiposDaConsulta.set(query, (tipos = tiposLidos(supergraph.schema, parse(query))));
    return tipos;
  };
  app.get(/.*/, async (req: Request, res: Response, next: NextFunction) => {
    if (NOT_PUBLIC_PAGES.test(req.path)) return next();
    site ??= await loadPublicRenderer(config, clientDir);
    if (!site) return void res.status(503).type('text').send('Site público não compilado (npm run build).');
    const { render, variante } = site;
    try {
      // Past the deadline, or once the visitor left, the page's remaining queries are not run: no work for nobody.
      let abandonada = false;
      res.once('close', () => (abandonada = true));
      const renderizar = async (consultou?: (query: string, semErros: boolean) => void) => {
        const graphql = async (operacao: { query: string; variables: Record<string, unknown> }) => {
          if (abandonada) throw new Error('página abandonada (prazo esgotado ou visitante saiu)');
          const resposta = await emProcesso(req, res, operacao, []).catch((erro: unknown) => {
            consultou?.(operacao.query, false);
            throw erro;
          });
          consultou?.(operacao.query, !resposta.errors?.length);
          return resposta;
        };
        return comPrazo(render({ url: req.originalUrl, method: req.method, headers: req.headers, graphql }), config.resiliencia.renderTimeoutMs);
      };
      // An anonymous visitor's page is the same for everyone with the same address and accessibility choices.
      const anonima = req.method === 'GET' && !req.header('authorization');
      const { pagina: page, resultado } = anonima
        ? await cachePublico.pagina(`${variante(req.headers)}\u0000${req.originalUrl}`, { fresca: pedeRespostaFresca(req), tiposDe }, renderizar)
        : { pagina: await renderizar().then((renderizada) => renderizada && paginaPronta(renderizada)), resultado: undefined };
      if (resultado) res.setHeader('x-cache', resultado);
      if (!page) {
        abandonada = true;
        req.log.warn({ evento: 'ssr_prazo_esgotado', prazoMs: config.resiliencia.renderTimeoutMs }, 'renderização passou do prazo');
        return void res.status(503).set({ 'retry-after': '5', 'cache-control': 'no-store' }).type('text/plain; charset=utf-8').send(PAGINA_INDISPONIVEL);
      }
      res.status(page.status).set(page.headers).send(page.corpo(String(res.locals.cspNonce)));
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Errors with a 4xx status are the client's (body-parser: malformed, oversized, aborted or wrongly compressed bodies;
    // a missing static asset): 4xx, logged as info.
    const cliente = erroDoCorpo(error);
    if (cliente) {
      req.log.info({ evento: 'corpo_invalido', tipo: (error as { type?: string }).type, motivo: (error as Error).message }, cliente.mensagem);
      if (res.headersSent || req.readableAborted) return void res.end();
      return void res.status(cliente.status).json({ mensagem: cliente.mensagem });
    }
    req.log.error({ err: error }, 'erro ao atender requisição');
    if (!res.headersSent) res.status(500).json({ mensagem: 'Ocorreu um erro interno. Tente novamente em instantes.' });
  });

  return { app, subgraphUrls, metricas, stop: () => apollo.stop() };
}

/** A client's failure (body-parser's, a static file's 404) as the answer it deserves; undefined for anything else. */
function erroDoCorpo(error: unknown): { status: number; mensagem: string } | undefined {
  const tipo = (error as { type?: string } | null)?.type;
  if (tipo === 'entity.parse.failed') return { status: 400, mensagem: 'JSON inválido no corpo da requisição.' };
  if (tipo === 'entity.too.large') return { status: 413, mensagem: 'O corpo da requisição é grande demais.' };
  if (tipo === 'encoding.unsupported' || tipo === 'charset.unsupported') return { status: 415, mensagem: 'Codificação não suportada.' };
  if (tipo === 'request.aborted') return { status: 400, mensagem: 'O cliente interrompeu o envio do corpo da requisição.' };
  if (tipo === 'request.size.invalid') return { status: 400, mensagem: 'O corpo da requisição não tem o tamanho declarado em Content-Length.' };
  const status = statusDeErroDoCliente(error);
  if (!status) return undefined;
  // A gzip, deflate or brotli body that does not decompress comes with body-parser's 400, zlib's code and no type.
  const compactacao = /^(Z_|ERR__ERROR_)/.test(String((error as { code?: unknown }).code ?? ''));
  if (compactacao) return { status, mensagem: 'Corpo da requisição inválido: a compactação declarada em Content-Encoding não confere.' };
  return { status, mensagem: status === 404 ? 'Recurso não encontrado.' : 'Requisição inválida.' };
}

async function isReady(graphqlUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/readyz', graphqlUrl), { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The promise's value, or undefined once `prazoMs` passed (the work goes on, its answer is dropped). */
async function comPrazo<T>(promessa: Promise<T>, prazoMs: number): Promise<T | undefined> {
  let relogio: NodeJS.Timeout | undefined;
  const prazo = new Promise<undefined>((resolve) => (relogio = setTimeout(resolve, prazoMs, undefined)));
  try {
    return await Promise.race([promessa, prazo]);
  } finally {
    clearTimeout(relogio);
  }
}

async function loadPublicRenderer(config: GatewayConfig, clientDir: string): Promise<SitePublico | null> {
  const entry = path.join(config.publicClientDir, 'server/entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as {
    createPublicRenderer(options: { clientDistDir: string; publicUrl: string; urlsPorSitemap: number; configuracao: { loginSocial: string[]; recaptcha: WidgetRecaptchaConfig | null } }): PublicRenderer;
    varianteDaPagina: SitePublico['variante'];
  };
  // The page offers only the social logins this installation configured (the others would answer 404), and the
  // reCAPTCHA widget only with a site key.
  const configuracao = { loginSocial: Object.keys(provedoresDoAmbiente()), recaptcha: config.recaptchaWidget };
  return { render: module.createPublicRenderer({ clientDistDir: clientDir, publicUrl: config.publicUrl, urlsPorSitemap: config.urlsPorSitemap, configuracao }), variante: module.varianteDaPagina };
}
