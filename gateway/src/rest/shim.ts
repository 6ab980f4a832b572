import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { corpos, criarExecutor, tratarErros } from './executor.js';

/** Any JSON the GraphQL operation answers; each route shapes it for its legacy clients. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape belongs to each route's operation
type Dados = Record<string, any>;

/** One documented legacy path, answered by one GraphQL operation. */
export interface RotaRest {
  metodo: 'get' | 'post' | 'put' | 'delete';
  /** Express path relative to where the table is mounted, e.g. `/noticias/:id`. */
  caminho: string;
  operacao: string;
  variaveis?: (req: Request) => Record<string, unknown>;
  /** The legacy body; defaults to the operation's first field. */
  resposta?: (dados: Dados, req: Request) => unknown;
  /** The first field is a page (`itens`, `total`, ...): answer its items and the pagination headers. */
  paginada?: boolean;
  /** Extra headers legacy lists read besides pagination: totals (`totalPago`, `Total`...), period and counts (`Ano`, `Mes`...). */
  cabecalhos?: (dados: Dados, req: Request) => Record<string, string>;
  status?: number;
}

/** The pagination headers legacy lists read (public-site spec §7). */
export function cabecalhosDePaginacao(pagina: { total: number; pagina: number; porPagina: number; totalPaginas: number }): Record<string, string> {
  return {
    TotalLinhas: String(pagina.total),
    TotalCount: String(pagina.total),
    TotalPaginas: String(pagina.totalPaginas),
    TotalPages: String(pagina.totalPaginas),
    CurrentPage: String(pagina.pagina),
    quantidadePorPagina: String(pagina.porPagina),
  };
}

/**
 * Builds the REST shim for a table of routes: every path also answers with the `.json` suffix; errors come back
 * as `{mensagem}` with 400/401/403/404/503 exactly as the GraphQL operation decided.
 */
export function criarShimRest(rotas: RotaRest[], opcoes: { graphqlUrl: string; logger: Logger }): Router {
  const executar = criarExecutor(opcoes.graphqlUrl);
  const router = express.Router();
  router.use((req, _res, next) => {
    // `/noticias/5.json` is `/noticias/5`: the legacy API accepted the format suffix everywhere.
    req.url = req.url.replace(/\.json(?=\?|$)/, '');
    next();
  });
  router.use(corpos('2mb'));
  for (const rota of rotas) {
    router[rota.metodo](rota.caminho, async (req: Request, res: Response, next) => {
      try {
        const dados = await executar<Dados>(req, res, rota.operacao, rota.variaveis?.(req) ?? {});
        const primeiro = Object.values(dados)[0] as Dados;
        if (rota.paginada) {
          res.set(cabecalhosDePaginacao(primeiro as { total: number; pagina: number; porPagina: number; totalPaginas: number }));
        }
        if (rota.cabecalhos) res.set(rota.cabecalhos(dados, req));
        const corpo = rota.resposta ? rota.resposta(dados, req) : rota.paginada ? primeiro.itens : primeiro;
        res.status(rota.status ?? 200).json(corpo);
      } catch (erro) {
        next(erro);
      }
    });
  }
  router.use(tratarErros(opcoes.logger));
  return router;
}

/** Reads a field from the body, also under the legacy wrapper key (`noticia[titulo]` or `{noticia: {titulo}}`). */
export function campoDoCorpo(req: Request, envelope: string, nome: string): unknown {
  const corpo = (req.body ?? {}) as Record<string, unknown>;
  const envelopado = corpo[envelope];
  if (envelopado && typeof envelopado === 'object' && nome in envelopado) return (envelopado as Record<string, unknown>)[nome];
  return corpo[nome];
}

export function textoDe(valor: unknown): string | undefined {
  return typeof valor === 'string' ? valor : typeof valor === 'number' ? String(valor) : undefined;
}

export function inteiroDe(valor: unknown): number | undefined {
  const numero = typeof valor === 'number' ? valor : typeof valor === 'string' && valor.trim() !== '' ? Number(valor) : NaN;
  return Number.isInteger(numero) ? numero : undefined;
}
