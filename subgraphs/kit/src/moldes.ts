import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';

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
  if (molde) return { sql: molde.sql, params: molde.posicoes.map((posicao) => valores[posicao]) };
  const real = montar(onde, numeros);
  const outros = valores.map(outroValor);
  const outra = montar(comValores(onde, outros, { i: 0 }) as F, outros.slice(quantos) as V[]);
  const posicoes = posicoesDe(real, outra, valores, outros);
  if (posicoes === 'nunca') doTipo.set(chave, SEM_MOLDE);
  else if (posicoes) doTipo.set(chave, { sql: real.sql, posicoes });
  return real;
}

/**
 * Runs a built query as MikroORM's own reads do: inside the request's transaction when there is one, else on the
 * connection its driver picks (a read replica, or the primary under `somenteNoPrimario`, orm.ts).
 */
export function executarConsulta<R>(em: EntityManager, { sql, params }: Consulta, metodo: 'all' | 'get'): Promise<R> {
  // `resolveConnectionType` is protected, and the one orm.ts wraps to honour `somenteNoPrimario`.
  const driver = em.getDriver() as unknown as {
    resolveConnectionType(args: { ctx?: unknown }): 'read' | 'write';
    getConnection(tipo: 'read' | 'write'): ReturnType<EntityManager['getConnection']>;
  };
  const ctx = em.getTransactionContext();
  return driver.getConnection(driver.resolveConnectionType({ ctx })).execute(sql, [...params], metodo, ctx) as Promise<R>;
}
