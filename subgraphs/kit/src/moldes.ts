import type { EntityMetadata, LogContext } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { PoolClient, QueryResult } from 'pg';

/**
 * SQL built once per query shape and reused with each request's values (DESIGN.md, "Performance budget"). MikroORM's
 * QueryBuilder spent ~31 % of the content subgraph's CPU building the same two statements of the news list on every
 * request (bench/README.md); the text depends only on the filter's structure (keys, operators, array lengths, nulls),
 * the order and which of limit/offset are given, never on the values, which travel as parameters.
 *
 * A shape's template is kept only when that holds, checked when it is first built: the query is built twice, with the
 * request's values and with each value changed, and both must give the same text with every parameter traced to one
 * value of the filter in both. A value MikroORM writes into the text, converts (custom types) or that comes from
 * elsewhere fails the check and that shape is built every time, as before.
 */
export interface Consulta {
  /** SQL with `?` placeholders, as MikroORM's connection takes it. */
  sql: string;
  params: readonly unknown[];
  /** The text is its shape's template, the same for every request of that shape: `executarConsulta` prepares it. */
  molde?: true;
}

/**
 * A built query as one text, its values inlined: the key of what is kept per filter (cached totals, bookmarks). The
 * same filter always formats the same.
 */
export function chaveDaConsulta(em: EntityManager, { sql, params }: Consulta): string {
  return em.getPlatform().formatQuery(sql, [...params]);
}

interface Molde {
  sql: string;
  /** For each parameter, the index of the value it takes, in the order `formaDe` walks them. */
  posicoes: number[];
}

/** What a shape that can never be kept (see `posicoesDe`) keeps instead of a template. */
const SEM_MOLDE: Molde = { sql: '', posicoes: [] };

/** Per entity (and so per ORM: a test may run several, each on its own schema). */
const moldes = new WeakMap<EntityMetadata, LRUCache<string, Molde>>();

/**
 * The filter's shape, its values pushed onto `valores` in walk order; undefined for anything but plain objects,
 * arrays and scalars (raw fragments, entities, regular expressions), which are then built every time.
 */
function formaDe(valor: unknown, valores: unknown[]): string | undefined {
  if (valor === null) return 'N';
  if (valor === undefined) return 'U';
  if (typeof valor === 'string') {
    valores.push(valor);
    // The empty string is its own shape, in case it is ever read as "no value".
    return valor === '' ? 'e' : 's';
  }
  if (typeof valor === 'number' || typeof valor === 'boolean' || typeof valor === 'bigint') {
    valores.push(valor);
    return typeof valor;
  }
  if (valor instanceof Date) {
    valores.push(valor);
    return 'D';
  }
  if (Array.isArray(valor)) {
    const partes: string[] = [];
    for (const item of valor) {
      const forma = formaDe(item, valores);
      if (forma === undefined) return undefined;
      partes.push(forma);
    }
    return `[${partes.join(',')}]`;
  }
  if (typeof valor !== 'object') return undefined;
  const prototipo = Object.getPrototypeOf(valor) as unknown;
  if ((prototipo !== Object.prototype && prototipo !== null) || Object.getOwnPropertySymbols(valor).length) return undefined;
  const partes: string[] = [];
  for (const [chave, item] of Object.entries(valor)) {
    const forma = formaDe(item, valores);
    if (forma === undefined) return undefined;
    partes.push(`${JSON.stringify(chave)}:${forma}`);
  }
  return `{${partes.join(',')}}`;
}

/** The same structure with its values taken from `valores`, in `formaDe`'s order. */
function comValores(valor: unknown, valores: readonly unknown[], proximo: { i: number }): unknown {
  if (valor === null || valor === undefined) return valor;
  if (typeof valor !== 'object' || valor instanceof Date) return valores[proximo.i++];
  if (Array.isArray(valor)) return valor.map((item) => comValores(item, valores, proximo));
  return Object.fromEntries(Object.entries(valor).map(([chave, item]) => [chave, comValores(item, valores, proximo)]));
}

/**
 * A value of the same type, different from the original and, by its index, most likely from the other changed values
 * (two values equal in both builds cannot be told apart, and the template waits for another request).
 */
function outroValor(valor: unknown, indice: number): unknown {
  if (typeof valor === 'string') return `${valor}\u0001${indice}`;
  if (typeof valor === 'number') return valor + 1_000_003 * (indice + 1);
  if (typeof valor === 'bigint') return valor + 1_000_003n * BigInt(indice + 1);
  if (typeof valor === 'boolean') return !valor;
  return new Date((valor as Date).getTime() + indice + 1);
}

function iguais(a: unknown, b: unknown): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}

/**
 * Each parameter's value index, if both builds have the same text and every parameter has one source in both;
 * `nunca` when the shape can never be kept (a value written into the text, or a parameter from no value of the
 * filter); undefined when this request cannot tell (two equal values), so a later one tries again.
 */
function posicoesDe(real: Consulta, outra: Consulta, valores: readonly unknown[], outros: readonly unknown[]): number[] | 'nunca' | undefined {
  if (real.sql !== outra.sql || real.params.length !== outra.params.length) return 'nunca';
  const posicoes: number[] = [];
  for (let p = 0; p < real.params.length; p++) {
    let achada = -1;
    for (let v = 0; v < valores.length; v++) {
      if (!iguais(real.params[p], valores[v]) || !iguais(outra.params[p], outros[v])) continue;
      // Two equal booleans, say: which one feeds this parameter is unknown until a request brings different ones.
      if (achada >= 0) return undefined;
      achada = v;
    }
    if (achada < 0) return 'nunca';
    posicoes.push(achada);
  }
  return posicoes;
}

/**
 * The query `montar` builds for `onde` and `numeros` (limit, offset, and any value the caller's own SQL binds, such as
 * a deep page's bookmark in totais.ts), from the template of its shape when there is one. `tipo` names everything else
 * the text depends on (which statement, the order, which numbers are given).
 */
export function consultaMoldada<F, V extends number | string = number>(
  em: EntityManager,
  meta: EntityMetadata,
  tipo: string,
  onde: F,
  numeros: readonly V[],
  montar: (onde: F, numeros: readonly V[]) => Consulta,
): Consulta {
  const valores: unknown[] = [];
  const forma = formaDe(onde, valores);
  if (forma === undefined) return montar(onde, numeros);
  const quantos = valores.length;
  valores.push(...numeros);
  let doTipo = moldes.get(meta);
  if (!doTipo) moldes.set(meta, (doTipo = new LRUCache<string, Molde>({ max: 500 })));
  const chave = `${em.schema ?? ''}\u0000${tipo}\u0000${forma}\u0000${numeros.length}`;
  const molde = doTipo.get(chave);
  // A shape that cannot be kept is built once per request, as before, not twice.
  if (molde === SEM_MOLDE) return montar(onde, numeros);
  if (molde) return { sql: molde.sql, params: molde.posicoes.map((posicao) => valores[posicao]), molde: true };
  const real = montar(onde, numeros);
  const outros = valores.map(outroValor);
  const outra = montar(comValores(onde, outros, { i: 0 }) as F, outros.slice(quantos) as V[]);
  const posicoes = posicoesDe(real, outra, valores, outros);
  if (posicoes === 'nunca') doTipo.set(chave, SEM_MOLDE);
  else if (posicoes) {
    doTipo.set(chave, { sql: real.sql, posicoes });
    return { ...real, molde: true };
  }
  return real;
}

/** A template as PostgreSQL prepares it: `$n` placeholders, the limit written in, and a name from its text. */
interface Preparado {
  nome: string;
  texto: string;
  /** The index of the value written into the text as the limit, or -1. */
  limite: number;
}

/**
 * By template text (the same string object every request), then by limit: converted once. Only a handful of limits
 * reach here (1 to `LIMITE_ESCRITO_MAXIMO`, in practice the page sizes of the screens).
 */
const preparados = new LRUCache<string, Map<unknown, Preparado | null>>({ max: 2000 });
/** The largest limit written in: pagination.ts's `POR_PAGINA_MAXIMO` (not imported: it carries the GraphQL types). */
const LIMITE_ESCRITO_MAXIMO = 100;

/**
 * How many statements one connection keeps prepared. The templates are bounded (an LRU per entity), but each kept
 * statement holds its parse tree (and perhaps a plan) in the PostgreSQL backend for the connection's life: past this
 * many, a connection runs new templates unnamed, parameters and all, as before.
 */
const PREPARADOS_POR_CONEXAO = 100;
const nomesPorConexao = new WeakMap<PoolClient, Set<string>>();

/**
 * The template as PostgreSQL prepares it, read exactly as `Platform.formatQuery` reads it today (`\?` is a literal
 * `?`, `??` an identifier, every other `?` a value, quotes or not), so the prepared statement means what the inlined
 * text meant. The first value after `limit ` is written in, when it is a page size: PostgreSQL plans a generic plan
 * for `limit $n` as if it returned a tenth of the table, too dear to be chosen over a custom plan (docs/decisions.md,
 * "Comandos preparados"). Null for an identifier placeholder or a count that does not match.
 */
export function converter(sql: string, params: readonly unknown[]): Preparado | null {
  let n = 0;
  let lido = 0;
  let limite = -1;
  let pos = 0;
  let texto = '';
  const valor = (antes: string) => {
    const indice = lido++;
    const numero = params[indice];
    if (limite < 0 && antes.endsWith('limit ') && Number.isInteger(numero) && (numero as number) >= 1 && (numero as number) <= LIMITE_ESCRITO_MAXIMO) {
      limite = indice;
      return String(numero);
    }
    return `$${++n}`;
  };
  if (sql.startsWith('?')) {
    if (sql[1] === '?') return null;
    texto += valor('');
    pos = 1;
  }
  while (pos < sql.length) {
    const idx = sql.indexOf('?', pos + 1);
    if (idx === -1) {
      texto += sql.substring(pos);
      break;
    }
    if (sql.substring(idx - 1, idx + 1) === '\\?') {
      texto += `${sql.substring(pos, idx - 1)}?`;
    } else if (sql.substring(idx, idx + 2) === '??') {
      return null;
    } else {
      const antes = sql.substring(pos, idx);
      texto += antes + valor(antes);
    }
    pos = idx + 1;
  }
  if (lido !== params.length) return null;
  return { nome: `m_${createHash('sha1').update(texto).digest('base64url').slice(0, 20)}`, texto, limite };
}

function preparadoDe(sql: string, params: readonly unknown[]): Preparado | null {
  let porLimite = preparados.get(sql);
  if (!porLimite) preparados.set(sql, (porLimite = new Map()));
  // The limit is the first value after `limit `: which one, the first conversion of this text tells.
  const qualquer = porLimite.values().next().value;
  const chave = qualquer && qualquer.limite >= 0 ? params[qualquer.limite] : undefined;
  let preparado = porLimite.get(chave);
  if (preparado === undefined) {
    preparado = converter(sql, params);
    const chaveReal = preparado && preparado.limite >= 0 ? params[preparado.limite] : undefined;
    if (porLimite.size < LIMITE_ESCRITO_MAXIMO + 1) porLimite.set(chaveReal, preparado);
  }
  return preparado;
}

/**
 * The values as `pg` sends them, with the meaning MikroORM's inlined literals had: text, integers (a fraction or a
 * number past int4 would be typed differently from its literal), booleans, null, and dates and bigints as the very
 * text MikroORM quotes. Undefined when any value is of another kind: that statement runs inlined, as before.
 */
function valoresPreparados(em: EntityManager, params: readonly unknown[], { limite }: Preparado): unknown[] | undefined {
  const valores: unknown[] = [];
  for (const [indice, valor] of params.entries()) {
    if (indice === limite) continue;
    if (valor === null || typeof valor === 'string' || typeof valor === 'boolean') valores.push(valor);
    else if (typeof valor === 'number' && Number.isInteger(valor) && Math.abs(valor) <= 2_147_483_647) valores.push(valor);
    else if (typeof valor === 'bigint' || valor instanceof Date) valores.push(String(em.getPlatform().quoteValue(valor)).slice(1, -1));
    else return undefined;
  }
  return valores;
}

/** What of MikroORM's connection the prepared path uses: its pool, and its logging of a statement. */
interface ConexaoDoPg {
  getNativeClient(): ReturnType<PostgreSqlConnection['getNativeClient']>;
  executeQuery<T>(query: string, cb: () => Promise<T>, context?: LogContext): Promise<T>;
  getSql(query: string, formatted: string): string;
}

/**
 * A template run as a named prepared statement of `pg` on a connection of the pool MikroORM's connection holds:
 * PostgreSQL parses it once per connection, not on every request (docs/decisions.md, "Comandos preparados"). Logged,
 * timed and counted by MikroORM's connection as its own statements are (`executeQuery`), with the same context.
 */
async function executarPreparada<R>(conexao: ConexaoDoPg, em: EntityManager, sql: string, params: readonly unknown[], preparado: Preparado, valores: unknown[], metodo: 'all' | 'get'): Promise<R> {
  const formatted = em.getPlatform().formatQuery(sql, [...params]);
  const pool = await conexao.getNativeClient();
  return conexao.executeQuery(
    conexao.getSql(sql, formatted),
    async () => {
      const cliente = await pool.connect();
      let nomes = nomesPorConexao.get(cliente);
      if (!nomes) nomesPorConexao.set(cliente, (nomes = new Set()));
      const nomeado = nomes.has(preparado.nome) || nomes.size < PREPARADOS_POR_CONEXAO;
      if (nomeado) nomes.add(preparado.nome);
      // Run with a callback and handed back to the pool inside it, as pg-pool's own `query` does: awaiting `query`'s
      // promise and releasing after it cost the content subgraph 0.2–0.3 ms more CPU per news list (A/B, same build).
      const { rows } = await new Promise<QueryResult>((resolve, reject) => {
        try {
          cliente.query({ name: nomeado ? preparado.nome : undefined, text: preparado.texto, values: valores }, (erro: Error | undefined, resultado: QueryResult) => {
            cliente.release();
            if (erro) reject(erro);
            else resolve(resultado);
          });
        } catch (erro) {
          cliente.release();
          throw erro;
        }
      });
      return (metodo === 'get' ? rows[0] : rows) as R;
    },
    { query: sql, params: [...params], formatted } as LogContext,
  );
}

/**
 * Runs a built query as MikroORM's own reads do: inside the request's transaction when there is one, else on the
 * connection its driver picks (a read replica, or the primary under `somenteNoPrimario`, orm.ts).
 */
export function executarConsulta<R>(em: EntityManager, { sql, params, molde }: Consulta, metodo: 'all' | 'get'): Promise<R> {
  // `resolveConnectionType` is protected, and the one orm.ts wraps to honour `somenteNoPrimario`.
  const driver = em.getDriver() as unknown as {
    resolveConnectionType(args: { ctx?: unknown }): 'read' | 'write';
    getConnection(tipo: 'read' | 'write'): ReturnType<EntityManager['getConnection']>;
  };
  const ctx = em.getTransactionContext();
  const conexao = driver.getConnection(driver.resolveConnectionType({ ctx }));
  // Inside a transaction the statement runs on the transaction's connection, which only MikroORM holds.
  const preparado = molde && !ctx ? preparadoDe(sql, params) : undefined;
  const valores = preparado && valoresPreparados(em, params, preparado);
  if (preparado && valores) return executarPreparada(conexao as unknown as ConexaoDoPg, em, sql, params, preparado, valores, metodo);
  return conexao.execute(sql, [...params], metodo, ctx) as Promise<R>;
}
