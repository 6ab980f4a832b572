import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { raw, type EntityMetadata, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery, QueryBuilder } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { to as copyTo } from 'pg-copy-streams';
import { conjuntoPorId, type Coluna } from '@alego/catalog';
import { expressaoEscalar, LeitorDeColunas, propriedadeEscalar, tipoDaColuna, type CamposEmSql } from './colunas-sql.js';
import { ValidacaoError } from './errors.js';
import { marcaDeFimDoFluxo, rotaInterna, type FormatoDoFluxo } from './interno.js';
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

/** One value the export reads: its SQL expression and the database type it comes from. */
interface Valor {
  sql: string;
  tipo: string;
}

/**
 * The values of the fields asked for: a property of the entity (`valorPago`) or of a many-to-one of the same subgraph
 * (`tipoSolicitacao.descricao`, one left join per relation). Null when a field is neither (a field resolver, another
 * subgraph's reference): that dataset is exported page by page.
 */
function selecionar(qb: QueryBuilder<object>, meta: EntityMetadata, campos: readonly string[]): Valor[] | null {
  const leitor = new LeitorDeColunas(qb, meta);
  const valores: Valor[] = [];
  for (const campo of campos) {
    const partes = campo.split('.');
    if (partes.length > 2) return null;
    const juncao = partes.length === 2 ? leitor.juncao(partes[0]!) : { alias: 'e', meta };
    const prop = juncao && propriedadeEscalar(juncao.meta, partes.at(-1)!);
    if (!juncao || !prop) return null;
    const tipo = tipoDaColuna(prop);
    const sql = expressaoEscalar(juncao.alias, prop.fieldNames[0]!, tipo);
    if (!sql) return null;
    valores.push({ sql, tipo });
  }
  return valores;
}

/** The database type of a computed value, from its column's type (the SQL of a `calculada` gives a value of it). */
const TIPO_DO_CALCULO: Record<Coluna['tipo'], string> = {
  texto: 'text',
  url: 'text',
  arquivos: 'jsonb',
  data: 'text',
  booleano: 'boolean',
  inteiro: 'integer',
  ano: 'integer',
  mes: 'integer',
  dinheiro: 'numeric',
  decimal: 'numeric',
};

const INTEIRO = /^(smallint|integer|bigint|int[248]?)\b/;
const NUMERO = /^(numeric|decimal|smallint|integer|bigint|int[248]?)\b/;
const BOOLEANO = /^bool/;
const DATA = /^(date|timestamp)\b/;

/**
 * How the subgraph writes one cell of the file from the text PostgreSQL sends for it (`escreverCelula`): `cru` as it
 * is; `decimal` with a comma for the point; `texto` as the gateway's writer writes text (gateway/src/exportacao/
 * formatos.ts: in CSV an apostrophe before what a spreadsheet would take for a formula, quotes around a value with
 * `"`, `;`, CR or LF and its quotes doubled; in JSON a string escaped as `JSON.stringify` escapes it).
 */
type EscritaDaCelula = 'cru' | 'decimal' | 'texto';

/** One cell: its text in SQL (null for a null value) and how it is written. */
interface Celula {
  sql: string;
  escrita: EscritaDaCelula;
}

/**
 * A cell of the file, from the column's value `valor` of database type `tipo`; null for a type it cannot write so.
 * PostgreSQL only turns the value into text (the cheapest it can do); putting the row together is the subgraph's
 * (bench/README.md, "Exportação a 100.000 linhas/s": the concatenations and per-cell expressions were most of the
 * database's CPU per row).
 */
function celula(formato: FormatoDoFluxo, coluna: Coluna, valor: string, tipo: string): Celula | null {
  const texto = `(${valor})::text`;
  switch (coluna.tipo) {
    case 'dinheiro':
    case 'decimal':
      if (formato === 'json') return { sql: texto, escrita: 'texto' };
      return NUMERO.test(tipo) ? { sql: texto, escrita: 'decimal' } : null;
    case 'inteiro':
    case 'ano':
    case 'mes':
      return (formato === 'json' ? INTEIRO : NUMERO).test(tipo) ? { sql: texto, escrita: 'cru' } : null;
    case 'booleano':
      if (!BOOLEANO.test(tipo)) return null;
      return { sql: formato === 'json' ? texto : `case when ${valor} then 'Sim' when not ${valor} then 'Não' end`, escrita: 'cru' };
    case 'texto':
    case 'data':
      // A date or a time written by `expressaoEscalar` (`2025-03-01`): a digit first, nothing to quote in CSV.
      return { sql: texto, escrita: formato === 'csv' && DATA.test(tipo) ? 'cru' : 'texto' };
    case 'url':
    case 'arquivos':
      // Addresses are made absolute with the portal's public origin, which only the gateway knows.
      return null;
  }
}

/** How the subgraph puts a row of the file together from the cells' texts (see `SemMoldura`). */
export interface MontagemDaLinha {
  formato: FormatoDoFluxo;
  escritas: readonly EscritaDaCelula[];
  /** JSON: the bytes before each value (`,\n{"campo":` for the first, `,"campo":` for the others). */
  prefixos: readonly Buffer[];
}

/** What one export reads: the columns of a catalog dataset written as a file, or the fields asked for as NDJSON. */
export type PedidoDeExportacao = { formato: FormatoDoFluxo; colunas: readonly Coluna[] } | { campos: readonly string[] };

/**
 * The statements of one export: the exact count and the rows, for one snapshot. With `campos` each row is one text
 * value (a line of JSON); with a file format each row is its cells as texts, and `montagem` says how the subgraph
 * writes them. Null when not streamable.
 */
export function consultasDaExportacao(
  em: EntityManager,
  raiz: string,
  filtro: unknown,
  pedido: PedidoDeExportacao,
): { contagem: string; linhas: string; montagem?: MontagemDaLinha } | null {
  const lista = listas.get(raiz);
  if (!lista) return null;
  const meta = em.getMetadata().get(lista.entity);
  const onde = (lista.onde ? lista.onde(filtro ?? undefined) : {}) as QBFilterQuery<object>;
  const qb = em.createQueryBuilder(lista.entity, 'e');
  // A computed column reads its sources (`cnpj` for `cnpjFormatado`; the two dates of `vigente`).
  const fontes = 'campos' in pedido ? [] : pedido.colunas.map((c) => (c.calculada ? [c.calculada.de].flat() : [c.campo]));
  const campos = 'campos' in pedido ? pedido.campos : fontes.flat();
  const valores = selecionar(qb, meta, campos);
  if (!valores) return null;
  qb.select(valores.map((v, i) => raw(`${v.sql} as c${i}`))).where(onde).orderBy(lista.ordem ?? { id: 'desc' });
  const contagem = em.createQueryBuilder(lista.entity, 'e').count().where(onde).getFormattedQuery();
  // A subquery with ORDER BY is never flattened into the outer query: its rows come out in its order.
  const ordenadas = qb.getFormattedQuery();
  if ('campos' in pedido) return { contagem, linhas: `select json_build_array(${valores.map((_, i) => `s.c${i}`).join(', ')})::text || E'\\n' from (${ordenadas}) s` };
  const celulas: Celula[] = [];
  let c = 0;
  for (const [i, coluna] of pedido.colunas.entries()) {
    const refs = fontes[i]!.map(() => `s.c${c++}`);
    let cel: Celula | null = null;
    if (!coluna.calculada) cel = celula(pedido.formato, coluna, refs[0]!, valores[c - 1]!.tipo);
    else if (coluna.calculada.sql) cel = celula(pedido.formato, coluna, coluna.calculada.sql(...refs), TIPO_DO_CALCULO[coluna.tipo]);
    if (!cel) return null;
    celulas.push(cel);
  }
  const montagem: MontagemDaLinha = {
    formato: pedido.formato,
    escritas: celulas.map((cel) => cel.escrita),
    prefixos: pedido.formato === 'json' ? pedido.colunas.map((col, i) => Buffer.from(`${i ? ',' : ',\n{'}${JSON.stringify(col.campo)}:`)) : [],
  };
  return { contagem, linhas: `select ${celulas.map((cel) => cel.sql).join(', ')} from (${ordenadas}) s`, montagem };
}

/** CSV: the first byte of a text a spreadsheet would take for a formula (=, +, -, @, TAB, CR). */
const FORMULA = new Uint8Array(256);
for (const codigo of [61, 43, 45, 64, 9, 13]) FORMULA[codigo] = 1;
/** CSV: the bytes that make a cell quoted (`"`, `;`, CR, LF). */
const ASPAS_CSV = new Uint8Array(256);
for (const codigo of [0x22, 0x3b, 0x0d, 0x0a]) ASPAS_CSV[codigo] = 1;
/** JSON: the bytes `JSON.stringify` (and PostgreSQL's `to_json`) escape: controls, `"` and `\`. */
const ESCAPE_JSON = new Uint8Array(256);
for (let codigo = 0; codigo < 0x20; codigo++) ESCAPE_JSON[codigo] = 1;
ESCAPE_JSON[0x22] = ESCAPE_JSON[0x5c] = 1;
const ESCAPE_CURTO: Record<number, number> = { 0x08: 0x62, 0x0c: 0x66, 0x0a: 0x6e, 0x0d: 0x72, 0x09: 0x74, 0x22: 0x22, 0x5c: 0x5c };
const HEX = Buffer.from('0123456789abcdef');
const NULL_JSON = Buffer.from('null');

/**
 * The rows of a `COPY … TO STDOUT (format binary)`, with the framing taken off (a header, then per row a field count
 * and each field's length, -1 for null; -1 at the end): without `montagem`, one text per row, its bytes as they are;
 * with it, the cells' texts written into a CSV record (`;` between cells, CRLF at the end) or a JSON item
 * (`,\n{…}`; the gateway drops the first comma), exactly as the gateway's writer writes them. Binary, because CSV and
 * text modes would quote or escape a CR, an LF or a backslash. COPY hands over one chunk per row; written as they
 * come, each would be an HTTP chunk of its own, parsed and queued one by one by the gateway (bench/README.md,
 * "Exportação em fluxo": 1.6× the CPU), so the rows leave in blocks of ~64 KB, each written straight into the block
 * being filled: no Buffer object or string per row (bench/README.md, "Exportação a 100.000 linhas/s"). `linhas`
 * counts the rows.
 */
export class SemMoldura extends Transform {
  linhas = 0;
  private resto: Buffer = Buffer.alloc(0);
  private cabecalho = true;
  private bloco: Buffer;
  private usados = 0;
  private readonly campos: number;
  /** The most a row adds beyond its cells' bytes (separators, prefixes, null), and per byte (escaping). */
  private readonly fixo: number;

  constructor(
    private readonly montagem?: MontagemDaLinha,
    private readonly tamanho = 64 * 1024,
  ) {
    super();
    this.bloco = Buffer.allocUnsafe(tamanho);
    this.campos = montagem?.escritas.length ?? 1;
    this.fixo = 8 * this.campos + 4 + (montagem?.prefixos.reduce((soma, p) => soma + p.length, 0) ?? 0);
  }

  override _transform(pedaco: Buffer, _codificacao: BufferEncoding, pronto: (erro?: Error | null) => void): void {
    const dados = this.resto.length ? Buffer.concat([this.resto, pedaco]) : pedaco;
    let p = 0;
    if (this.cabecalho) {
      // "PGCOPY\n\377\r\n\0", 32-bit flags, 32-bit length of the header extension, the extension.
      if (dados.length < 19 || dados.length < 19 + dados.readUInt32BE(15)) return void ((this.resto = dados), pronto());
      p = 19 + dados.readUInt32BE(15);
      this.cabecalho = false;
    }
    while (dados.length - p >= 2) {
      const campos = dados.readInt16BE(p);
      if (campos === -1) {
        p += 2;
        continue;
      }
      if (campos !== this.campos) return pronto(new Error(`exportação em fluxo: ${campos} campos numa linha`));
      // The row is written only once all of it has arrived.
      let fim = p + 2;
      let bytes = 0;
      let completa = true;
      for (let i = 0; i < campos; i++) {
        if (dados.length - fim < 4) {
          completa = false;
          break;
        }
        const tamanho = dados.readInt32BE(fim);
        fim += 4;
        if (tamanho < 0) continue;
        if (dados.length - fim < tamanho) {
          completa = false;
          break;
        }
        fim += tamanho;
        bytes += tamanho;
      }
      if (!completa) break;
      const maximo = this.montagem ? this.fixo + 6 * bytes : bytes;
      if (this.usados + maximo > this.bloco.length) this.enviar(maximo);
      if (!this.montagem) {
        if (dados.readInt32BE(p + 2) < 0) return pronto(new Error('exportação em fluxo: linha nula'));
        this.usados += dados.copy(this.bloco, this.usados, p + 6, fim);
      } else this.usados = this.escreverLinha(this.montagem, dados, p + 2, this.usados);
      this.linhas++;
      p = fim;
    }
    // The rest is copied: a view would keep the whole chunk it came from alive until the next one.
    this.resto = p < dados.length ? Buffer.from(dados.subarray(p)) : Buffer.alloc(0);
    if (this.usados >= this.tamanho) this.enviar(0);
    pronto();
  }

  override _flush(pronto: (erro?: Error | null) => void): void {
    if (this.resto.length) return pronto(new Error('exportação em fluxo: COPY terminou no meio de uma linha'));
    if (this.usados) this.push(this.bloco.subarray(0, this.usados));
    pronto();
  }

  /** Writes the row whose fields start at `q` into the block from `o`; returns where it ended. */
  private escreverLinha({ formato, escritas, prefixos }: MontagemDaLinha, dados: Buffer, q: number, o: number): number {
    const bloco = this.bloco;
    for (let i = 0; i < escritas.length; i++) {
      if (formato === 'json') o += prefixos[i]!.copy(bloco, o);
      else if (i) bloco[o++] = 0x3b;
      const tamanho = dados.readInt32BE(q);
      q += 4;
      if (tamanho < 0) {
        if (formato === 'json') o += NULL_JSON.copy(bloco, o);
        continue;
      }
      const fim = q + tamanho;
      const escrita = escritas[i]!;
      if (escrita === 'cru') o += dados.copy(bloco, o, q, fim);
      else if (escrita === 'decimal') for (let k = q; k < fim; k++) bloco[o++] = dados[k] === 0x2e ? 0x2c : dados[k]!;
      else if (formato === 'csv') o = escreverTextoCsv(dados, q, fim, bloco, o);
      else o = escreverTextoJson(dados, q, fim, bloco, o);
      q = fim;
    }
    if (formato === 'json') bloco[o++] = 0x7d;
    else {
      bloco[o++] = 0x0d;
      bloco[o++] = 0x0a;
    }
    return o;
  }

  /** Sends the filled part of the block and starts another, with room for a row of `minimo` bytes. */
  private enviar(minimo: number): void {
    if (this.usados) this.push(this.bloco.subarray(0, this.usados));
    this.bloco = Buffer.allocUnsafe(this.tamanho + minimo);
    this.usados = 0;
  }
}

/** A CSV text cell: the formula apostrophe, and quotes (its own doubled) only when it holds `"`, `;`, CR or LF. */
function escreverTextoCsv(dados: Buffer, inicio: number, fim: number, bloco: Buffer, o: number): number {
  let aspas = false;
  for (let k = inicio; k < fim; k++) {
    if (ASPAS_CSV[dados[k]!]) {
      aspas = true;
      break;
    }
  }
  const formula = fim > inicio && FORMULA[dados[inicio]!] === 1;
  if (!aspas) {
    if (formula) bloco[o++] = 0x27;
    return o + dados.copy(bloco, o, inicio, fim);
  }
  bloco[o++] = 0x22;
  if (formula) bloco[o++] = 0x27;
  for (let k = inicio; k < fim; k++) {
    const byte = dados[k]!;
    bloco[o++] = byte;
    if (byte === 0x22) bloco[o++] = 0x22;
  }
  bloco[o++] = 0x22;
  return o;
}

/** A JSON string, escaped as `JSON.stringify` escapes it (UTF-8 bytes pass as they are). */
function escreverTextoJson(dados: Buffer, inicio: number, fim: number, bloco: Buffer, o: number): number {
  bloco[o++] = 0x22;
  let k = inicio;
  while (k < fim && !ESCAPE_JSON[dados[k]!]) k++;
  o += dados.copy(bloco, o, inicio, k);
  for (; k < fim; k++) {
    const byte = dados[k]!;
    if (!ESCAPE_JSON[byte]) {
      bloco[o++] = byte;
      continue;
    }
    bloco[o++] = 0x5c;
    const curto = ESCAPE_CURTO[byte];
    if (curto !== undefined) bloco[o++] = curto;
    else {
      bloco[o++] = 0x75;
      bloco[o++] = 0x30;
      bloco[o++] = 0x30;
      bloco[o++] = HEX[byte >> 4]!;
      bloco[o++] = HEX[byte & 15]!;
    }
  }
  bloco[o++] = 0x22;
  return o;
}

/** The export a request asks for, or null when it names nothing the subgraph can read. */
function pedidoDe(raiz: string, corpo: Record<string, unknown> | undefined): PedidoDeExportacao | null {
  const formato = corpo?.formato;
  if (formato === 'csv' || formato === 'json') {
    const conjunto = typeof corpo?.conjunto === 'string' ? conjuntoPorId(corpo.conjunto) : undefined;
    return conjunto && conjunto.raiz === raiz ? { formato, colunas: conjunto.colunas } : null;
  }
  const campos = corpo?.campos;
  return Array.isArray(campos) && campos.length && campos.every((c) => typeof c === 'string') ? { campos: campos as string[] } : null;
}

/**
 * `POST /interno/exportacao/:raiz`: `{"total":N}` on the first line, then the rows. With `{ filtro, campos }`, one
 * JSON array per row with the `campos` in order (the gateway writes the file); with `{ filtro, formato, conjunto }`,
 * each row already written as that file writes it (the catalog's columns; PostgreSQL writes the bytes, the gateway
 * only adds the file's beginning and end), then `marcaDeFimDoFluxo`. Count and rows come from one read-only
 * REPEATABLE READ transaction (one snapshot: no row skipped or repeated when data changes mid-export), the rows from
 * one `COPY … TO STDOUT` piped to the answer with backpressure, so memory does not grow with the file. A failure
 * after the first byte cuts the connection: the gateway then breaks the download.
 */
export function rotaDeExportacao(router: Router, { orm, logger }: { orm: Orm; logger: Logger }): void {
  rotaInterna(router, 'POST /exportacao/:raiz', async (req, res) => {
    const pedido = pedidoDe(req.params.raiz, req.body as Record<string, unknown> | undefined);
    let consultas: ReturnType<typeof consultasDaExportacao>;
    try {
      consultas = pedido ? consultasDaExportacao(orm.em.fork(), req.params.raiz, req.body?.filtro, pedido) : null;
    } catch (erro) {
      if (erro instanceof ValidacaoError) return void res.status(400).json({ mensagem: erro.message });
      throw erro;
    }
    if (!pedido || !consultas) return void res.status(404).json({ mensagem: MENSAGEM_SEM_FLUXO });

    const pool = await orm.em.getConnection('read').getNativeClient();
    const cliente = await pool.connect();
    let valida = false;
    try {
      await cliente.query('begin transaction isolation level repeatable read, read only');
      const { rows } = await cliente.query<{ count: string }>(consultas.contagem);
      const total = Number(rows[0]?.count ?? 0);
      res.status(200).set('content-type', 'application/x-ndjson; charset=utf-8');
      res.write(`${JSON.stringify({ total })}\n`);
      const linhas = new SemMoldura(consultas.montagem);
      await pipeline(cliente.query(copyTo(`copy (${consultas.linhas}) to stdout (format binary)`)), linhas, res, { end: false });
      if (linhas.linhas !== total) throw new Error(`exportação em fluxo: ${linhas.linhas} de ${total} linhas`);
      await cliente.query('commit');
      valida = true;
      if ('formato' in pedido) res.end(marcaDeFimDoFluxo(total));
      else res.end();
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
