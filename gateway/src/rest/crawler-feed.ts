import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { createExecutor, tratarErros, type DestinoGraphql } from './executor.js';
import { origemPublica } from './noticias-feed.js';
import { inteiroDe, textoDe } from './shim.js';

/**
 * `/api/transparencia/crawler/feed` (docs/crawler-feed.md): what changed in the transparency datasets, for crawlers
 * and archivists. JSON pages in the order the writes finished; `cursor` (from the previous answer) or `desde`/`since`
 * (ISO 8601); `ETag` and `Last-Modified`, with `304` for `If-None-Match`.
 */
export const CAMINHO_DO_FEED_DE_ALTERACOES = '/crawler/feed';

const CONSULTA = `query FeedDeAlteracoes($cursor: String, $desde: String, $porPagina: Int!) {
  alteracoesDosConjuntos(cursor: $cursor, desde: $desde, porPagina: $porPagina) { itens { conjunto id operacao alteradoEm caminho } cursor haMais }
}`;

interface Alteracao {
  conjunto: string;
  id: string;
  operacao: string;
  alteradoEm: string;
  caminho: string | null;
}

/** `If-None-Match` names this page's ETag (or `*`); weak validators compare equal to the strong one. */
function naoMudou(cabecalho: string | undefined, etag: string): boolean {
  if (!cabecalho) return false;
  return cabecalho.split(',').some((valor) => {
    const limpo = valor.trim().replace(/^W\//, '');
    return limpo === '*' || limpo === etag;
  });
}

export function createFeedDeAlteracoes(opcoes: { graphqlUrl: DestinoGraphql; publicUrl: string; logger: Logger }): Router {
  // The same answer for everyone: no visitor headers.
  const executar = createExecutor(opcoes.graphqlUrl, { anonimo: true });
  const origem = origemPublica(opcoes.publicUrl);
  const url = (caminho: string) => new URL(`/api/transparencia${caminho}`, origem).href;
  const router = express.Router();
  router.get(CAMINHO_DO_FEED_DE_ALTERACOES, async (req: Request, res: Response, next) => {
    try {
      const porPaginaTexto = textoDe(req.query.por_pagina);
      // Not a number reaches the subgraph's rule, which names the range.
      const porPagina = porPaginaTexto === undefined ? 100 : (inteiroDe(porPaginaTexto) ?? 0);
      const cursor = textoDe(req.query.cursor) || undefined;
      const desde = textoDe(req.query.desde) || textoDe(req.query.since) || undefined;
      const { alteracoesDosConjuntos: pagina } = await executar<{ alteracoesDosConjuntos: { itens: Alteracao[]; cursor: string; haMais: boolean } }>(req, res, CONSULTA, { cursor, desde, porPagina });
      const proximo = url(`${CAMINHO_DO_FEED_DE_ALTERACOES}?${new URLSearchParams({ cursor: pagina.cursor, ...(porPaginaTexto ? { por_pagina: String(porPagina) } : {}) })}`);
      const corpo = {
        itens: pagina.itens.map((a) => ({ conjunto: a.conjunto, id: Number(a.id), operacao: a.operacao, alterado_em: a.alteradoEm, url: a.caminho ? url(a.caminho) : null })),
        cursor: pagina.cursor,
        ha_mais: pagina.haMais,
        proximo,
      };
      const texto = JSON.stringify(corpo);
      const etag = `"${createHash('sha256').update(texto).digest('base64url').slice(0, 27)}"`;
      res.set('etag', etag).set('cache-control', 'public, max-age=60').set('link', `<${proximo}>; rel="next"`);
      const ultima = pagina.itens.at(-1);
      if (ultima) res.set('last-modified', new Date(Math.max(...pagina.itens.map((a) => Date.parse(a.alteradoEm)))).toUTCString());
      if (naoMudou(req.get('if-none-match'), etag)) return void res.status(304).end();
      res.status(200).type('application/json; charset=utf-8').send(texto);
    } catch (erro) {
      next(erro);
    }
  });
  router.use(tratarErros(opcoes.logger));
  return router;
}
