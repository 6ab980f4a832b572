import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { raw, type EntityMetadata, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery, QueryBuilder } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { to as copyTo } from 'pg-copy-streams';
import { LeitorDeColunas, type CamposEmSql } from './colunas-sql.js';
import { ValidacaoError } from './errors.js';
import { rotaInterna } from './interno.js';
import type { Orm } from './orm.js';

/**
 * Open-data exports read straight from PostgreSQL (docs/dados-abertos.md, "Exportação em fluxo"): the gateway asks
 * `POST /interno/exportacao/:raiz` for the rows of a list query's filter and gets them as they are read, one JSON
 * array per line, never a page at a time. The list is the one the public query serves: its entity, its filter
 * (`onde`, the same function) and its order, registered by the resolver factory that builds the query.
 */
export interface ListaExportavel<T extends object = object, F = never> {
  entity: EntityName<T>;
  onde?: (filtro: F | undefined) => FilterQuery<T>;
  ordem?: QueryOrderMap<T>;
  /**
   * The API fields a resolver computes, written once in SQL (lista-rest.ts): the REST pages the subgraph answers read
   * them in the same statement as the row. A field of the page neither stored nor declared here keeps the list on
   * the GraphQL path.
   */
  sql?: CamposEmSql;
}

const listas = new Map<string, ListaExportavel<object, unknown>>();

/** Makes the list query `raiz` (`empenhos`) exportable in a stream. */
export function registrarListaExportavel<T extends object, F>(raiz: string, lista: ListaExportavel<T, F>): void {
  listas.set(raiz, lista as unknown as ListaExportavel<object, unknown>);
}

/** The list registered for the query `raiz`, if any. */
export function listaRegistrada(raiz: string): ListaExportavel<object, unknown> | undefined {
  return listas.get(raiz);
}

/** Not streamable: the gateway then reads the export page by page through the public query. */
export const MENSAGEM_SEM_FLUXO = 'Este conjunto não tem exportação em fluxo.';

/**
 * `json_build_array(...)` of the fields asked for: a property of the entity (`valorPago`) or of a many-to-one of the
 * same subgraph (`tipoSolicitacao.descricao`, one left join per relation). Null when a field is neither (a field
 * resolver, another subgraph's reference): that dataset is exported page by page.
 */
function selecionar(qb: QueryBuilder<object>, meta: EntityMetadata, campos: readonly string[]): string | null {
  const leitor = new LeitorDeColunas(qb, meta);
  const expressoes: string[] = [];
  for (const campo of campos) {
    const expressao = leitor.escalar(campo);
    if (!expressao) return null;
    expressoes.push(expressao);
  }
  return `json_build_array(${expressoes.join(', ')})`;
}

/** The statements of one export: the exact count and the rows, for one snapshot. Null when not streamable. */
export function consultasDaExportacao(em: EntityManager, raiz: string, filtro: unknown, campos: readonly string[]): { contagem: string; linhas: string } | null {
  const lista = listas.get(raiz);
  if (!lista) return null;
  const meta = em.getMetadata().get(lista.entity);
  const onde = (lista.onde ? lista.onde(filtro ?? undefined) : {}) as QBFilterQuery<object>;
  const qb = em.createQueryBuilder(lista.entity, 'e');
  const linha = selecionar(qb, meta, campos);
  if (!linha) return null;
  qb.select(raw(`${linha} as linha`)).where(onde).orderBy(lista.ordem ?? { id: 'desc' });
  const contagem = em.createQueryBuilder(lista.entity, 'e').count().where(onde).getFormattedQuery();
  return { contagem, linhas: qb.getFormattedQuery() };
}

/**
 * One line per row, exactly as PostgreSQL wrote it: CSV mode never escapes a backslash, and with delimiter and quote
 * set to control characters (which JSON text always escapes) it never quotes a value either.
 */
const COPIA_EM_LINHAS = "with (format csv, delimiter E'\\x02', quote E'\\x01')";

/**
 * COPY hands over one chunk per row; written as they come, each would be an HTTP chunk of its own, parsed and queued
 * one by one by the gateway (bench/README.md, "Exportação em fluxo": 1.6× the CPU). Joined into blocks of ~64 KB.
 */
function emBlocos(tamanho = 64 * 1024): Transform {
  let partes: Buffer[] = [];
  let bytes = 0;
  const juntar = () => {
    const bloco = Buffer.concat(partes, bytes);
    partes = [];
    bytes = 0;
    return bloco;
  };
  return new Transform({
    transform(pedaco: Buffer, _codificacao, pronto) {
      partes.push(pedaco);
      bytes += pedaco.length;
      pronto(null, bytes >= tamanho ? juntar() : undefined);
    },
    flush(pronto) {
      pronto(null, bytes ? juntar() : undefined);
    },
  });
}

/**
 * `POST /interno/exportacao/:raiz` (body `{ filtro, campos }`): `{"total":N}` on the first line, then one JSON array
 * per row with the `campos` in order. Count and rows come from one read-only REPEATABLE READ transaction (one
 * snapshot: no row skipped or repeated when data changes mid-export), the rows from one `COPY … TO STDOUT` piped to
 * the answer with backpressure, so memory does not grow with the file. A failure after the first byte cuts the
 * connection: the gateway then breaks the download.
 */
export function rotaDeExportacao(router: Router, { orm, logger }: { orm: Orm; logger: Logger }): void {
  rotaInterna(router, 'POST /exportacao/:raiz', async (req, res) => {
    const campos = Array.isArray(req.body?.campos) && req.body.campos.every((c) => typeof c === 'string') ? (req.body.campos as string[]) : [];
    let consultas: ReturnType<typeof consultasDaExportacao>;
    try {
      consultas = campos.length ? consultasDaExportacao(orm.em.fork(), req.params.raiz, req.body?.filtro, campos) : null;
    } catch (erro) {
      if (erro instanceof ValidacaoError) return void res.status(400).json({ mensagem: erro.message });
      throw erro;
    }
    if (!consultas) return void res.status(404).json({ mensagem: MENSAGEM_SEM_FLUXO });

    const pool = await orm.em.getConnection('read').getNativeClient();
    const cliente = await pool.connect();
    let valida = false;
    try {
      await cliente.query('begin transaction isolation level repeatable read, read only');
      const { rows } = await cliente.query<{ count: string }>(consultas.contagem);
      res.status(200).set('content-type', 'application/x-ndjson; charset=utf-8');
      res.write(`${JSON.stringify({ total: Number(rows[0]?.count ?? 0) })}\n`);
      await pipeline(cliente.query(copyTo(`copy (${consultas.linhas}) to stdout ${COPIA_EM_LINHAS}`)), emBlocos(), res);
      await cliente.query('commit');
      valida = true;
    } catch (erro) {
      // A client that went away is not an error of ours; anything else is logged. Either way the answer is cut.
      if (!res.destroyed) logger.error({ err: erro, raiz: req.params.raiz }, 'exportação em fluxo interrompida');
      res.destroy();
    } finally {
      // A COPY stopped halfway leaves the connection mid-protocol: it is closed, not returned to the pool.
      cliente.release(!valida);
    }
  });
}
