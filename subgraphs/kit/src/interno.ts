/*
 * The `/interno` contracts between services, typed once: the gateway and the subgraphs that call an endpoint build
 * its path and read its answer with these types, and the subgraph that serves it registers its handler with them
 * (`rotaInterna`), so a changed field breaks both sides at compile time. Types and plain functions only: the gateway
 * loads this through `@alego/kit/gateway`, without MikroORM or PostgreSQL.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import type { RegistroDeAuditoria } from './auditoria/mascara.js';
import type { ClaimsCidadao, ClaimsEquipe } from './auth/identity.js';

/** Header carrying the shared secret (INTERNAL_API_TOKEN) on every `/interno` call and `_entities`/`_service` query. */
export const INTERNAL_HEADER = 'x-alego-interno';

/**
 * On a subgraph's answer: its body is `{"data":{…}}` and nothing else (no errors, no extensions), as JSON.stringify
 * wrote it. The gateway then passes those bytes on without parsing them (gateway/src/caminho-curto.ts).
 */
export const CABECALHO_SO_DADOS = 'x-alego-so-dados';

/** Every error answer of an internal endpoint. */
export interface ErroInterno {
  mensagem: string;
}

/** A staff user's assignment, as `GET /interno/equipe/:id/lotacoes` lists it (and `/alego/permissoes/lotacoes` passes on). */
export interface LotacaoDoUsuario {
  id: number;
  nome: string;
  sigla: string;
  padrao: boolean;
}

/** What access needs to write a status-change e-mail; access looks up the citizen's address (it owns it). */
export interface AvisoSituacao {
  cidadaoId: number;
  numero: string;
  assunto: string;
  situacaoAnterior: string;
  situacaoNova: string;
  /** The process page on the public site. */
  link: string;
}

/** A file carried in an e-mail (a document the portal issued), in the body of an internal call. */
export interface AnexoDeEmail {
  /** The file name the reader sees (`certificado-E1234….pdf`). */
  nome: string;
  /** MIME type; access accepts the kinds it knows (`TIPOS_DE_ANEXO` in access's mail). */
  tipo: string;
  conteudoBase64: string;
}

/** What access needs to write the e-mail of an issued course certificate (docs/escola.md). */
export interface AvisoCertificado {
  cidadaoId: number;
  curso: string;
  /** The verification code, in groups of 5 as printed. */
  codigo: string;
  /** The citizen area's courses page, where the PDF is downloaded. */
  link: string;
  /** The public verification page of the code (`/cad/{codigo}`). */
  verificacao: string;
  /** The certificate itself, attached to the e-mail. */
  anexo: AnexoDeEmail;
}

/**
 * An e-mail to someone who wrote to the Assembly without an account (fale conosco, information requests): the
 * subgraph that owns the request writes the text; access owns the mail and its layout.
 */
export interface AvisoAoRequerente {
  para: string;
  nome: string;
  assunto: string;
  paragrafos: string[];
  /** The button: where to read the request (and its reply) on the public site. */
  acao: { rotulo: string; link: string };
  /** Attachments are links (a reply's PDF at its signed URL): access never reads another subgraph's files. */
  anexos?: { nome: string; link: string }[];
}

/** An upload of a dataset import, as `POST /interno/importacoes/:conjunto` answers it (docs/importacao.md). */
export interface ResultadoDoEnvioDeImportacao {
  mensagem: string;
  id: number;
  situacao: string;
  /** With `confirmar`, a refused file's errors (the first 200), line 1 being the header. */
  erros?: { linha: number; coluna: string | null; mensagem: string }[];
}

/** One field of a REST list's rows: its key in the legacy body (snake_case, an alias's name) and its GraphQL field. */
export interface CampoDaLista {
  chave: string;
  campo: string;
  /** The selection of an object field (`tipoContratacao { id descricao }`). */
  campos?: CampoDaLista[];
}

/**
 * One page of a public list, answered by the subgraph that owns it from SQL (kit/lista-rest.ts): the list query's
 * filter and pagination, the REST selection, and the totals root the legacy headers read (same filter).
 */
export interface PedidoDeLista {
  filtro: Record<string, unknown> | null;
  pagina: number;
  porPagina: number;
  campos: CampoDaLista[];
  totais?: { raiz: string; tipoDoFiltro: string; campos: string[] };
}

/** The first line of a list page's answer; the page's rows (a JSON array, as the legacy body) follow it. */
export interface CabecaDaLista {
  total: number;
  totais: Record<string, unknown> | null;
}

/**
 * `METHOD /path` (below `/interno`, `:name` for a path parameter) → request body and success answer. Errors are
 * `ErroInterno`. `POST /importacoes/:conjunto` takes the file's bytes as a stream, not JSON: its `corpo` is the query.
 */
export interface ContratosInternos {
  'POST /equipe/sessoes': { corpo: { login: string; senha: string }; resposta: { sessao: string; claims: ClaimsEquipe } };
  'POST /equipe/sessoes/renovar': { corpo: { sessao: string }; resposta: { claims: ClaimsEquipe } };
  'POST /equipe/sessoes/encerrar': { corpo: { sessao: string }; resposta: { usuarioId: number; revogadas: string[] } };
  'GET /equipe/:id/lotacoes': { corpo: undefined; resposta: LotacaoDoUsuario[] };
  'POST /cidadaos/login': { corpo: { email: string; senha: string }; resposta: { claims: ClaimsCidadao } };
  'POST /cidadaos/social': {
    corpo: { provedor: 'google' | 'facebook'; sub: string; email?: string; emailVerificado: boolean; nome?: string };
    resposta: { claims: ClaimsCidadao };
  };
  'POST /cidadaos/:id/sessoes/encerrar': { corpo: Record<string, never>; resposta: { revogadas: string[] } };
  'GET /cidadaos/:id/claims': { corpo: undefined; resposta: { claims: ClaimsCidadao } };
  'GET /sessoes/:chave': { corpo: undefined; resposta: { versao: number } };
  'POST /notificacoes/situacao-processo': { corpo: AvisoSituacao; resposta: undefined };
  'POST /notificacoes/certificado-emitido': { corpo: AvisoCertificado; resposta: undefined };
  'POST /notificacoes/requerente': { corpo: AvisoAoRequerente; resposta: undefined };
  'POST /auditoria': { corpo: { registros: RegistroDeAuditoria[] }; resposta: { gravados: number } };
  'POST /importacoes/:conjunto': { corpo: { nome: string; confirmar?: '1' }; resposta: ResultadoDoEnvioDeImportacao };
  /**
   * An open-data export's rows (kit/exportacao.ts), in a stream, not one JSON value: NDJSON of the `campos`, or with
   * `formato` the rows of the catalog's `conjunto` already written as that file's bytes, ended by `marcaDeFimDoFluxo`.
   */
  'POST /exportacao/:raiz': { corpo: { filtro: Record<string, unknown> | null; campos: string[]; formato?: FormatoDoFluxo; conjunto?: string }; resposta: string };
  /**
   * A REST list page (kit/lista-rest.ts): `CabecaDaLista` on the first line, then the rows. 404: this list is not
   * served from SQL (the gateway keeps the GraphQL path for it); 422: this request is not (the GraphQL path answers it).
   */
  'POST /lista/:raiz': { corpo: PedidoDeLista; resposta: string };
  /** Served by the gateway: types whose data changed outside a GraphQL mutation (a queued import). */
  'POST /cache/invalidar': { corpo: { tipos: string[] }; resposta: { tipos: number } };
}

/** The files whose rows PostgreSQL writes itself in a streamed export (the XLSX zip is written by the gateway). */
export type FormatoDoFluxo = 'csv' | 'json';

/**
 * What ends a stream of a file's rows: the rows' count, written only after the last one. A stream that ends
 * without it (or with another count) was cut short, and the gateway breaks the download.
 */
export function marcaDeFimDoFluxo(linhas: number): string {
  return `\u0000fim ${linhas}\u0000`;
}

/** A type name `POST /interno/cache/invalidar` accepts (a GraphQL object type), and how many at once. */
export const TIPO_DE_CACHE = /^[A-Z][A-Za-z0-9]{0,80}$/;
export const MAXIMO_DE_TIPOS_INVALIDADOS = 50;

export type RotaInterna = keyof ContratosInternos;
export type CorpoInterno<R extends RotaInterna> = ContratosInternos[R]['corpo'];
export type RespostaInterna<R extends RotaInterna> = ContratosInternos[R]['resposta'];

type Parametros<Caminho extends string> = Caminho extends `${string}:${infer Nome}/${infer Resto}`
  ? { [K in Nome]: string | number } & Parametros<`/${Resto}`>
  : Caminho extends `${string}:${infer Nome}`
    ? { [K in Nome]: string | number }
    : Record<never, never>;
type CaminhoDe<R extends RotaInterna> = R extends `${string} ${infer Caminho}` ? Caminho : never;
/** The path parameters of a route (`GET /equipe/:id/lotacoes` → `{ id }`). */
export type ParametrosInternos<R extends RotaInterna> = Parametros<CaminhoDe<R>>;

export function metodoInterno(rota: RotaInterna): 'GET' | 'POST' {
  return rota.slice(0, rota.indexOf(' ')) as 'GET' | 'POST';
}

/** `/interno/...` with the parameters filled in (encoded), for the caller's URL. */
export function caminhoInterno<R extends RotaInterna>(rota: R, parametros: ParametrosInternos<R>): string {
  const caminho = rota.slice(rota.indexOf(' ') + 1);
  const valores = parametros as Record<string, string | number>;
  return `/interno${caminho.replace(/:(\w+)/g, (_, nome: string) => encodeURIComponent(String(valores[nome])))}`;
}

/**
 * Registers the handler of an internal endpoint on the subgraph's `/interno` router. The request body is what the
 * caller sent, unchecked (each field `unknown`); the answer must be the contract's or an `ErroInterno`.
 */
export function rotaInterna<R extends RotaInterna>(
  router: Router,
  rota: R,
  tratar: (
    req: Request<Record<keyof ParametrosInternos<R>, string>, RespostaInterna<R> | ErroInterno, { [K in keyof CorpoInterno<R>]?: unknown } | undefined>,
    res: Response<RespostaInterna<R> | ErroInterno>,
  ) => Promise<void> | void,
): void {
  const caminho = rota.slice(rota.indexOf(' ') + 1);
  // Express types its handlers loosely; the contract above is the stricter type.
  const handler = tratar as unknown as RequestHandler;
  if (metodoInterno(rota) === 'GET') router.get(caminho, handler);
  else router.post(caminho, handler);
}
