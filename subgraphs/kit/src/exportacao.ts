import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { raw, type EntityMetadata, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery, QueryBuilder } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { to as copyTo } from 'pg-copy-streams';
import { conjuntoPorId, type Coluna } from '@alego/catalog';
import { expressaoEscalar, LeitorDeColunas, literalSql, propriedadeEscalar, tipoDaColuna, type CamposEmSql } from './colunas-sql.js';
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
 * A CSV cell in SQL, as the gateway's writer writes it (gateway/src/exportacao/formatos.ts, `valorCsv` and
 * csv-stringify with `;`): text that a spreadsheet would take for a formula gets an apostrophe; a value with `"`, `;`,
 * CR or LF is quoted, its quotes doubled; decimals with a comma; booleans Sim/Não; null empty. `rapida` is the cell
 * when the row's texts hold none of those four characters (nearly every row), `completa` the cell in any row; `texto`
 * is the raw text of a cell that may hold them. Null for a type it cannot write so.
 */
interface CelulaCsv {
  rapida: string;
  completa: string;
  texto?: string;
}

function celulaCsv(coluna: Coluna, valor: string, tipo: string): CelulaCsv | null {
  const igual = (sql: string): CelulaCsv => ({ rapida: sql, completa: sql });
  switch (coluna.tipo) {
    case 'dinheiro':
    case 'decimal':
      return NUMERO.test(tipo) ? igual(`coalesce(replace(${valor}::text, '.', ','), '')`) : null;
    case 'inteiro':
    case 'ano':
    case 'mes':
      return NUMERO.test(tipo) ? igual(`coalesce(${valor}::text, '')`) : null;
    case 'booleano':
      return BOOLEANO.test(tipo) ? igual(`case when ${valor} then 'Sim' when not ${valor} then 'Não' else '' end`) : null;
    case 'texto':
    case 'data': {
      // A date or a time written by `expressaoEscalar` (`2025-03-01`): a digit first, nothing to quote.
      if (DATA.test(tipo)) return igual(`coalesce(${valor}::text, '')`);
      const texto = `${valor}::text`;
      // The first character's code (=, +, -, @, TAB, CR): integers compared, not texts.
      const semFormula = `case when ascii(${texto}) in (61, 43, 45, 64, 9, 13) then '''' || ${texto} else ${texto} end`;
      return {
        rapida: `coalesce(${semFormula}, '')`,
        completa: `coalesce(case when ${texto} ~ E'[";\\r\\n]' then '"' || replace(${semFormula}, '"', '""') || '"' else ${semFormula} end, '')`,
        texto: `coalesce(${texto}, '')`,
      };
    }
    case 'url':
    case 'arquivos':
      // Addresses are made absolute with the portal's public origin, which only the gateway knows.
      return null;
  }
}

/** A JSON value as the gateway's writer writes it (`valorJson` and `JSON.stringify`). */
function valorJson(coluna: Coluna, valor: string, tipo: string): string | null {
  switch (coluna.tipo) {
    case 'inteiro':
    case 'ano':
    case 'mes':
      return INTEIRO.test(tipo) ? `coalesce(${valor}::text, 'null')` : null;
    case 'booleano':
      return BOOLEANO.test(tipo) ? `coalesce(${valor}::text, 'null')` : null;
    case 'dinheiro':
    case 'decimal':
    case 'texto':
    case 'data':
      return `coalesce(to_json(${valor}::text)::text, 'null')`;
    case 'url':
    case 'arquivos':
      return null;
  }
}

/**
 * One row of the file as one text value: a CSV record (cells joined by `;`, CRLF at the end) or a JSON item
 * (`,\n{...}`; the gateway drops the first comma). `t.v0`... are the columns' values. A CSV row looks once for the
 * four characters that make a cell quoted, in `t.r`: its texts put together (`textos`, computed by the query below
 * it). Only a row that has one runs a regular expression per cell (bench/README.md, "Exportação a 100.000 linhas/s":
 * the expressions per cell were most of the database's time).
 */
function registro(formato: FormatoDoFluxo, colunas: readonly Coluna[], tipos: readonly string[]): { linha: string; textos?: string } | null {
  if (formato === 'json') {
    const partes: string[] = [];
    for (const [i, coluna] of colunas.entries()) {
      const parte = valorJson(coluna, `t.v${i}`, tipos[i]!);
      if (!parte) return null;
      partes.push(`${literalSql(`${i ? ',' : ''}${JSON.stringify(coluna.campo)}:`)} || ${parte}`);
    }
    return { linha: `E',\\n{' || ${partes.join(' || ')} || '}'` };
  }
  const celulas: CelulaCsv[] = [];
  for (const [i, coluna] of colunas.entries()) {
    const celula = celulaCsv(coluna, `t.v${i}`, tipos[i]!);
    if (!celula) return null;
    celulas.push(celula);
  }
  const juntar = (qual: 'rapida' | 'completa') => celulas.map((c) => c[qual]).join(" || ';' || ");
  const textos = celulas.flatMap((c) => c.texto ?? []);
  if (!textos.length) return { linha: `${juntar('completa')} || E'\\r\\n'` };
  const limpa = `strpos(t.r, '"') = 0 and strpos(t.r, ';') = 0 and strpos(t.r, E'\\r') = 0 and strpos(t.r, E'\\n') = 0`;
  return { linha: `case when ${limpa} then ${juntar('rapida')} else ${juntar('completa')} end || E'\\r\\n'`, textos: textos.join(' || ') };
}

/** What one export reads: the columns of a catalog dataset written as a file, or the fields asked for as NDJSON. */
export type PedidoDeExportacao = { formato: FormatoDoFluxo; colunas: readonly Coluna[] } | { campos: readonly string[] };

/**
 * The statements of one export: the exact count and the rows, for one snapshot; each row is one text value (a line
 * of JSON, or the file's bytes for the row). Null when not streamable.
 */
export function consultasDaExportacao(em: EntityManager, raiz: string, filtro: unknown, pedido: PedidoDeExportacao): { contagem: string; linhas: string } | null {
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
  const calculadas: string[] = [];
  const tipos: string[] = [];
  let c = 0;
  for (const [i, coluna] of pedido.colunas.entries()) {
    const refs = fontes[i]!.map(() => `s.c${c++}`);
    if (!coluna.calculada) {
      calculadas.push(`${refs[0]} as v${i}`);
      tipos.push(valores[c - 1]!.tipo);
    } else if (coluna.calculada.sql) {
      calculadas.push(`${coluna.calculada.sql(...refs)} as v${i}`);
      tipos.push(TIPO_DO_CALCULO[coluna.tipo]);
    } else return null;
  }
  const linha = registro(pedido.formato, pedido.colunas, tipos);
  if (!linha) return null;
  // `offset 0` keeps a computed value (a formatted CNPJ, the row's texts) computed once, not once per place using it.
  const valoresDaLinha = `select ${calculadas.join(', ')} from (${ordenadas}) s offset 0`;
  const origem = linha.textos ? `select t.*, ${linha.textos} as r from (${valoresDaLinha}) t offset 0` : valoresDaLinha;
  return { contagem, linhas: `select ${linha.linha} from (${origem}) t` };
}

/**
 * The rows of a `COPY … TO STDOUT (format binary)` of one text column, as the bytes of the texts one after another:
 * no escaping (CSV and text modes would quote or escape a CR, an LF or a backslash), only the framing taken off
 * (a header, then per row a field count and the field's length; -1 at the end). COPY hands over one chunk per row;
 * written as they come, each would be an HTTP chunk of its own, parsed and queued one by one by the gateway
 * (bench/README.md, "Exportação em fluxo": 1.6× the CPU), so the texts leave in blocks of ~64 KB. Each text is copied
 * straight into the block being filled: per row only two lengths are read, no Buffer object is made (bench/README.md,
 * "Exportação a 100.000 linhas/s"). `linhas` counts the rows.
 */
class SemMoldura extends Transform {
  linhas = 0;
  private resto: Buffer = Buffer.alloc(0);
  private cabecalho = true;
  private bloco: Buffer;
  private usados = 0;

  constructor(private readonly tamanho = 64 * 1024) {
    super();
    this.bloco = Buffer.allocUnsafe(tamanho);
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
      if (campos !== 1 || dados.length - p < 6) break;
      const tamanho = dados.readInt32BE(p + 2);
      if (tamanho < 0) return pronto(new Error('exportação em fluxo: linha nula'));
      if (dados.length - p - 6 < tamanho) break;
      if (this.usados + tamanho > this.bloco.length) this.enviar(tamanho);
      this.usados += dados.copy(this.bloco, this.usados, p + 6, p + 6 + tamanho);
      this.linhas++;
      p += 6 + tamanho;
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

  /** Sends the filled part of the block and starts another, with room for a row of `minimo` bytes. */
  private enviar(minimo: number): void {
    if (this.usados) this.push(this.bloco.subarray(0, this.usados));
    this.bloco = Buffer.allocUnsafe(Math.max(this.tamanho + minimo, minimo * 2));
    this.usados = 0;
  }
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
      const linhas = new SemMoldura();
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
