import { ApolloLink, type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createEmotionCache, registrarFormatos } from '@alego/ui';
import { createApolloClient } from '@alego/ui/apollo';
import createEmotionServer from '@emotion/server/create-instance';
import { print, type DocumentNode } from 'graphql';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { Providers } from './Providers';
import { BROWSER_CLIENT_SOURCE, createRoutes, PAGE_ROUTES } from './routes';
import { corpoJsonDoErro, mensagemDoErro, statusDoErro } from './routing/errors';
import { comFormato, separarFormato, type Formato } from './routing/format';
import { headDoErro, headHtml, type HeadInfo } from './routing/head';
import { isRouteHandle } from './routing/page';
import { arquivoDeRastreamento } from './server/sitemap';
import { lerModulos, lerMolde, tagDaEntrada, tagsDePreload } from './server/template';
import { Observable } from 'rxjs';
import { ID_DO_CARREGADOR, scriptDoCarregador } from './shell/carregador';
import { atributosDoHtml } from './shell/preferencias';
import { CONFIGURACAO_KEY, configuracaoDoSite, definirConfiguracao, type ConfiguracaoDoSite } from './configuracao';
import { APOLLO_STATE_KEY, FORMATOS_KEY, scriptDeEstado } from './state';

export interface PublicRendererOptions {
  /** dist/client: index.html (molde) e .vite/manifest.json. */
  clientDistDir: string;
  /**
   * URL absoluta do GraphQL para o Apollo do servidor (ex.: http://127.0.0.1:4000/graphql), usada quando a
   * requisição não traz o executor do gateway (`PublicRequest.graphql`).
   */
  graphqlUrl?: string;
  /** PUBLIC_URL: a origem dos endereços absolutos (og:url, canonical), nunca o Host nem X-Forwarded-* da requisição. */
  publicUrl: string;
  /** Endereços por arquivo de sitemap (server/sitemap.ts); acima disso, `/sitemap.xml` é um índice. */
  urlsPorSitemap?: number;
  /** O que a página mostra conforme a instalação (logins sociais configurados). */
  configuracao?: ConfiguracaoDoSite;
}

/** Uma consulta GraphQL e a resposta como `/graphql` a daria. */
export type ExecutorGraphql = (operacao: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

export interface PublicRequest {
  /** Caminho e query (`/noticias?pagina=2`) ou URL absoluta. */
  url: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /**
   * O gateway roda as consultas desta página dentro de si, como o visitante (sem HTTP a si mesmo);
   * sem ele, as consultas vão a `graphqlUrl`.
   */
  graphql?: ExecutorGraphql;
}

export interface PublicResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Tempo máximo de uma consulta GraphQL do servidor: uma API travada não prende a página. */
const TEMPO_LIMITE_GRAPHQL_MS = 10_000;
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

function cabecalho(headers: PublicRequest['headers'], nome: string): string | undefined {
  const valor = headers[nome];
  return Array.isArray(valor) ? valor.join(', ') : valor;
}

function fetchComTempoLimite(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const tempo = AbortSignal.timeout(TEMPO_LIMITE_GRAPHQL_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, tempo]) : tempo;
  return fetch(input, { ...init, signal });
}

/** O texto de cada documento, impresso uma vez: o Apollo entrega ao link o mesmo objeto (já transformado) a cada página. */
const textos = new WeakMap<DocumentNode, string>();
function texto(documento: DocumentNode): string {
  let impresso = textos.get(documento);
  if (impresso === undefined) textos.set(documento, (impresso = print(documento)));
  return impresso;
}

/** Link do Apollo sobre o executor do gateway, com o mesmo tempo máximo por consulta. */
function linkEmProcesso(executar: ExecutorGraphql): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observador) => {
        let relogio: ReturnType<typeof setTimeout> | undefined;
        const tempo = new Promise<never>((_, rejeitar) => {
          relogio = setTimeout(() => rejeitar(new Error('Tempo esgotado na consulta GraphQL do servidor.')), TEMPO_LIMITE_GRAPHQL_MS);
        });
        Promise.race([
          executar({ query: texto(operation.query), variables: operation.variables, operationName: operation.operationName }),
          tempo,
        ])
          .then((resultado) => {
            observador.next(resultado as ApolloLink.Result);
            observador.complete();
          })
          .catch((erro: unknown) => observador.error(erro))
          .finally(() => clearTimeout(relogio));
      }),
  );
}

/** Área do cidadão e participação: páginas por usuário, que hidratam ao carregar (docs/decisions.md). */
const ROTAS_QUE_HIDRATAM_NA_HORA = /^\/(cidadao|participacao)(\/|$)/;

const ROTAS_DE_PAGINA = PAGE_ROUTES.map((rota) => ({ path: rota.path }));

/**
 * Destino de um redirecionamento pedido em `rota.json`: se for uma página do site,
 * `/noticias/1/x?a=b` → `/noticias/1/x.json?a=b`; outros destinos (arquivos, sites
 * externos) ficam como estão.
 */
function destinoNoFormato(location: string, formato: Formato): string {
  if (formato === 'html' || !location.startsWith('/') || location.startsWith('//')) return location;
  const i = location.search(/[?#]/);
  const caminho = i < 0 ? location : location.slice(0, i);
  if (!matchRoutes(ROTAS_DE_PAGINA, caminho)) return location;
  return comFormato(caminho, formato) + (i < 0 ? '' : location.slice(i));
}

/** Página de erro mínima para falhas fora do roteador (nunca deveria aparecer). */
function paginaDeFalha(): string {
  const { titulo, descricao } = mensagemDoErro(500);
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${titulo} | Assembleia Legislativa</title></head><body><main><h1>${titulo}</h1><p>${descricao}</p><p><a href="/">Voltar para a página inicial</a></p></main></body></html>`;
}

function headDaRota(context: StaticHandlerContext): HeadInfo {
  if (context.errors) {
    const erro = Object.values(context.errors)[0];
    return headDoErro(statusDoErro(erro));
  }
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const match = context.matches[i];
    if (!match) continue;
    const dados: unknown = context.loaderData[match.route.id];
    if (isRouteHandle(match.route.handle) && dados !== undefined) return match.route.handle.head(dados);
  }
  return { titulo: 'Início' };
}

/** Dados do loader da rota mais interna: a resposta de `rota.json`. */
function dadosDaRota(context: StaticHandlerContext): unknown {
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const match = context.matches[i];
    if (match && match.route.id in context.loaderData) return context.loaderData[match.route.id];
  }
  return null;
}

/**
 * Renderizador do site público, montado pelo gateway para toda rota pública (GET).
 * Uma chamada por requisição: roda os loaders da rota (consultas GraphQL), renderiza
 * o HTML com os dados e estilos, e embute o cache do Apollo e os dados do roteador
 * para a hidratação. `rota.json` devolve só os dados do loader.
 */
/**
 * What besides the address changes a page for an anonymous visitor: the contrast and text size chosen in the
 * accessibility bar (a cookie). The gateway keeps rendered pages per address and per this value.
 */
export function varianteDaPagina(headers: PublicRequest['headers']): string {
  return atributosDoHtml(cabecalho(headers, 'cookie'));
}

export function createPublicRenderer(
  options: PublicRendererOptions,
): (request: PublicRequest) => Promise<PublicResponse> {
  definirConfiguracao(options.configuracao);
  const molde = lerMolde(options.clientDistDir);
  const modulosDasFontes = lerModulos(options.clientDistDir);
  const fontePorRota = new Map(PAGE_ROUTES.map((rota) => [rota.path, rota.source]));
  // Um Host forjado (envenenamento de cache, links em prévias) nunca vira a origem das páginas.
  const origem = new URL(options.publicUrl).origin;

  async function renderizar(req: PublicRequest): Promise<PublicResponse> {
    const method = req.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      return { status: 405, headers: { allow: 'GET, HEAD', 'content-type': HTML }, body: '' };
    }
    // Só caminho e query importam; a origem é sempre a nossa. Concatenar (em vez de
    // new URL(caminho, origem)) impede que "//outro.site/x" vire outra origem.
    const bruto = /^https?:\/\//i.test(req.url)
      ? new URL(req.url)
      : new URL(`${origem}${req.url.startsWith('/') ? '' : '/'}${req.url}`);
    const { pathname, formato } = separarFormato(bruto.pathname);
    const urlDaRota = new URL(`${origem}${pathname}${bruto.search}`);

    // Um cliente por requisição, com a sessão do visitante repassada ao GraphQL.
    const repassar: Record<string, string> = {};
    for (const nome of ['cookie', 'authorization']) {
      const valor = cabecalho(req.headers, nome);
      if (valor) repassar[nome] = valor;
    }
    const opcoesDoCliente = {
      uri: options.graphqlUrl ?? '/graphql',
      ssr: true,
      headers: repassar,
      fetch: fetchComTempoLimite,
      link: req.graphql ? linkEmProcesso(req.graphql) : undefined,
    };
    const client = createApolloClient(opcoesDoCliente);
    // Páginas sem hooks do Apollo renderizam só com os dados do loader (que vão na página com o roteador): as consultas
    // delas não passam pelo cache normalizado, e o cache não vai para o navegador (era uma segunda cópia dos mesmos dados).
    let semCache: ApolloClient | undefined;
    const clienteDoLoader = async (comHooks: boolean) => (comHooks ? client : (semCache ??= createApolloClient({ ...opcoesDoCliente, semCache: true })));
    // `/robots.txt` e o sitemap também saem da tabela de rotas e do GraphQL (server/sitemap.ts).
    const rastreamento = await arquivoDeRastreamento(bruto.pathname, origem, client, options.urlsPorSitemap).catch((erro: unknown) => {
      console.error('[public] sitemap indisponível:', erro instanceof Error ? erro.message : erro);
      return { status: 503, tipo: 'text/plain; charset=utf-8', corpo: 'Sitemap indisponível. Tente novamente em instantes.' };
    });
    if (rastreamento) {
      const cache = rastreamento.status === 200 ? 'public, max-age=3600' : 'no-store';
      return { status: rastreamento.status, headers: { 'content-type': rastreamento.tipo, 'cache-control': cache }, body: method === 'HEAD' ? '' : rastreamento.corpo };
    }
    const handler = createStaticHandler(createRoutes(clienteDoLoader));
    const context = await handler.query(new Request(urlDaRota, { method: 'GET' }));

    // Um loader pode pedir redirecionamento (`throw redirect(...)`: endereço antigo ou
    // sem o sufixo certo de notícia, download de imagem). O status (301/302) e o
    // Location vão como o loader pediu; em `rota.json`, o destino interno segue em JSON.
    if (context instanceof Response) {
      const headers: Record<string, string> = {};
      const location = context.headers.get('location');
      if (location) headers.location = destinoNoFormato(location, formato);
      return { status: context.status, headers, body: '' };
    }

    const status = context.statusCode;
    const corpo = (texto: string) => (method === 'HEAD' ? '' : texto);

    if (formato === 'json') {
      const erro = context.errors ? Object.values(context.errors)[0] : undefined;
      const dados = context.errors ? corpoJsonDoErro(erro, status) : dadosDaRota(context);
      return { status, headers: { 'content-type': JSON_TYPE }, body: corpo(JSON.stringify(dados)) };
    }

    const emotionCache = createEmotionCache();
    const emotion = createEmotionServer(emotionCache);
    const router = createStaticRouter(handler.dataRoutes, context);
    const { resultado: html, formatos } = registrarFormatos(() =>
      renderToString(
        <Providers emotionCache={emotionCache}>
          <ApolloProvider client={client}>
            <StaticRouterProvider router={router} context={context} />
          </ApolloProvider>
        </Providers>,
      ),
    );
    const estilos = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    const fontes = context.matches.flatMap((m) => fontePorRota.get(m.route.id) ?? []);
    // Página com hooks do Apollo: o navegador vai precisar do cliente (e do cache) antes de hidratar.
    const comHooks = context.matches.some((m) => isRouteHandle(m.route.handle) && m.route.handle.apollo);
    if (comHooks) fontes.push(BROWSER_CLIENT_SOURCE);
    const modulos = modulosDasFontes(fontes);
    // Páginas de leitura: o aplicativo só no primeiro gesto (shell/carregador.ts); as que precisam dele na hora (hooks
    // do Apollo, área do cidadão, participação) o pedem já no <head>, como antes.
    const naHora = comHooks || context.matches.some((m) => ROTAS_QUE_HIDRATAM_NA_HORA.test(m.route.path ?? ''));
    const carregador = molde.entrada && !naHora ? `<script id="${ID_DO_CARREGADOR}">${scriptDoCarregador({ entrada: molde.entrada, modulos })}</script>` : '';
    const head = [molde.entrada && naHora ? tagDaEntrada(molde.entrada) : '', headHtml(headDaRota(context), urlDaRota.href), naHora ? tagsDePreload(modulos) : '', estilos]
      .filter(Boolean)
      .join('\n    ');

    return {
      status,
      headers: { 'content-type': HTML },
      body: corpo(
        // Contraste e tamanho do texto escolhidos (cookie da barra de acessibilidade) já no <html> do servidor.
        molde
          .render({
            head,
            html,
            estado:
              (comHooks ? scriptDeEstado(APOLLO_STATE_KEY, client.extract()) : '') +
              scriptDeEstado(CONFIGURACAO_KEY, configuracaoDoSite()) +
              (Object.keys(formatos).length ? scriptDeEstado(FORMATOS_KEY, formatos) : '') +
              carregador,
          })
          .replace('<html lang="pt-BR">', () => `<html lang="pt-BR"${atributosDoHtml(cabecalho(req.headers, 'cookie'))}>`),
      ),
    };
  }

  return async (req) => {
    try {
      return await renderizar(req);
    } catch (erro) {
      // Nada deve chegar aqui (o roteador trata erros dos loaders); se chegar, o
      // visitante recebe uma página de erro em português e o gateway segue de pé.
      console.error('[public] falha ao renderizar', req.url, erro);
      return { status: 500, headers: { 'content-type': HTML }, body: paginaDeFalha() };
    }
  };
}
