import express, { type Request, type Response, type Router } from 'express';
import { Feed } from 'feed';
import { createExecutor, type DestinoGraphql, type Executor } from './executor.js';

/**
 * RSS 2.0 das notícias (`/noticias/feed`, `/noticias/feed.xml`, `/noticias/feed.rss`): as 20 últimas notícias
 * publicadas, lidas do GraphQL do próprio gateway como visitante anônimo (só o que o público vê).
 * Montar antes do site público (que responderia 404 para `/noticias/feed`):
 *
 *   app.use(createNewsFeedRouter({ graphqlUrl: emProcesso, publicUrl: config.publicUrl }));
 */
export interface NewsFeedOptions {
  /** O próprio gateway, em processo; ou o GraphQL de uma URL (absoluta, ou caminho resolvido no endereço em que a requisição chegou). */
  graphqlUrl: DestinoGraphql;
  /** Origem pública do portal (PUBLIC_URL), usada quando o Host da requisição não é um nome válido. */
  publicUrl: string;
}

export const CAMINHOS_DO_FEED = ['/noticias/feed', '/noticias/feed.xml', '/noticias/feed.rss'];
export const ITENS_NO_FEED = 20;
export const MENSAGEM_FEED_INDISPONIVEL = 'Não foi possível gerar o feed de notícias. Tente novamente em instantes.';

export const CONSULTA_DO_FEED = `query FeedDeNoticias($porPagina: Int!) {
  noticias(pagina: 1, porPagina: $porPagina) {
    itens { id titulo resumo categoria publicadaEm urlSufixo imagem { url tipo tamanho } }
  }
}`;

export interface NoticiaDoFeed {
  id: string;
  titulo: string;
  resumo: string | null;
  categoria: string;
  publicadaEm: string | null;
  urlSufixo: string;
  imagem: { url: string; tipo: string; tamanho: number } | null;
}

const ROTULO_DA_CATEGORIA: Record<string, string> = {
  assembleia: 'Assembleia',
  especiais: 'Matéria especial',
  discurso: 'Discurso',
  gabinete: 'Gabinete',
};

const NOME = 'Assembleia Legislativa do Estado de Goiás';

/** Endereço canônico de uma notícia no site público (o mesmo de clients/public/src/pages/noticias/secoes.ts). */
export function caminhoDaNoticia(noticia: { id: string; urlSufixo: string }): string {
  return `/noticias/${encodeURIComponent(noticia.id)}/${encodeURIComponent(noticia.urlSufixo)}`;
}

/**
 * Origem dos endereços absolutos (feed, exportações): sempre PUBLIC_URL. O Host e os X-Forwarded-* vêm do cliente;
 * usá-los deixaria qualquer um pôr o próprio domínio em links servidos (e guardados em caches) pelo portal.
 */
export function origemPublica(publicUrl: string): string {
  return new URL(publicUrl).origin;
}

/** O XML RSS 2.0 das notícias (já ordenadas da mais recente para a mais antiga). */
export function gerarFeedDeNoticias(noticias: NoticiaDoFeed[], origem: string): string {
  const url = (caminho: string) => new URL(caminho, origem).href;
  const datas = noticias.map((n) => (n.publicadaEm ? new Date(n.publicadaEm) : null));
  const feed = new Feed({
    title: `Notícias | ${NOME}`,
    description: `Últimas notícias da ${NOME}.`,
    id: url('/noticias'),
    link: url('/noticias'),
    language: 'pt-BR',
    copyright: NOME,
    generator: 'Portal da Assembleia Legislativa',
    updated: datas.find((d): d is Date => d !== null && !Number.isNaN(d.getTime())) ?? new Date(),
    ttl: 15,
    feedLinks: { rss: url('/noticias/feed') },
  });
  noticias.forEach((noticia, i) => {
    const link = url(caminhoDaNoticia(noticia));
    const data = datas[i];
    feed.addItem({
      title: noticia.titulo,
      id: link,
      guid: link,
      link,
      description: noticia.resumo ?? '',
      date: data && !Number.isNaN(data.getTime()) ? data : new Date(0),
      category: [{ name: ROTULO_DA_CATEGORIA[noticia.categoria] ?? noticia.categoria }],
      ...(noticia.imagem
        ? { enclosure: { url: url(noticia.imagem.url), type: noticia.imagem.tipo, length: noticia.imagem.tamanho } }
        : {}),
    });
  });
  return feed.rss2();
}

async function buscarNoticias(executar: Executor, req: Request, res: Response): Promise<NoticiaDoFeed[]> {
  const dados = await executar<{ noticias?: { itens?: NoticiaDoFeed[] } | null }>(req, res, CONSULTA_DO_FEED, { porPagina: ITENS_NO_FEED });
  const itens = dados.noticias?.itens;
  if (!Array.isArray(itens)) throw new Error('GraphQL respondeu sem as notícias do feed');
  return itens;
}

export function createNewsFeedRouter(options: NewsFeedOptions): Router {
  // Sem os cabeçalhos do visitante: o feed é o mesmo para todos (e cacheável).
  const executar = createExecutor(options.graphqlUrl, { anonimo: true });
  const router = express.Router();
  router.get(CAMINHOS_DO_FEED, async (req: Request, res: Response) => {
    let noticias: NoticiaDoFeed[];
    try {
      noticias = await buscarNoticias(executar, req, res);
    } catch (erro) {
      req.log?.error({ err: erro }, 'feed de notícias indisponível');
      return void res.status(503).set('retry-after', '60').type('text/plain; charset=utf-8').send(MENSAGEM_FEED_INDISPONIVEL);
    }
    res
      .status(200)
      .set('content-type', 'application/rss+xml; charset=utf-8')
      .set('cache-control', 'public, max-age=300')
      .send(gerarFeedDeNoticias(noticias, origemPublica(options.publicUrl)));
  });
  return router;
}
