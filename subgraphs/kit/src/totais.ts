import { raw, type EntityMetadata, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { propriedadeEscalar } from './colunas-sql.js';
import { sqlDaVersao, versaoDasTabelas } from './db/versoes.js';
import { comoLinhas, lerLinhas, montarLinhas, planoDe, planoRestrito } from './linhas.js';
import { chaveDaConsulta, consultaMoldada, executarConsulta, type Consulta } from './moldes.js';

/**
 * Exact totals (a list's count, the sums of its money columns, the years it has) cached per filter, reused while
 * none of the tables they read was written (DESIGN.md, "Performance budget": a crawler paging through a year must not
 * make PostgreSQL recount the table on every page). The stamps come from triggers (`db/versoes.ts`), so imports by
 * SQL and writes from another replica invalidate them too; checking costs one lookup by primary key.
 */
const guardados = new LRUCache<string, { versao: string; valor: unknown }>({ max: 20_000 });

/**
 * The tables a filter on this entity can read: its own, those of its relations (joins, pivot tables) and those of
 * `tambem`, the entities a hand-written subquery of the filter reads (`filtroTambemLe` of the CRUD lists).
 */
export function tabelasDaEntidade(em: EntityManager, entidade: EntityName<object>, tambem: readonly EntityName<object>[] = []): string[] {
  const metadados = em.getMetadata();
  const meta = metadados.get(entidade);
  const tabelas = new Set([meta.tableName, ...tambem.map((outra) => metadados.get(outra).tableName)]);
  for (const relacao of meta.relations) {
    if (relacao.targetMeta) tabelas.add(relacao.targetMeta.tableName);
    if (relacao.pivotEntity) tabelas.add(metadados.get(relacao.pivotEntity).tableName);
  }
  return [...tabelas];
}

/**
 * Stamps a request already read in its own statement (lista-rest.ts reads them with a page's rows), by table set: its
 * count and its totals are then checked without another statement. Kept by the request's `EntityManager`, which
 * writes nothing after the read, and gone with it.
 */
const versoesLidas = new WeakMap<EntityManager, Map<string, string>>();
const chaveDasTabelas = (tabelas: readonly string[]) => [...tabelas].sort().join('\u0000');

/** Remembers, for this request's `em`, the stamps of `tabelas` read as `versao` (`emCachePorVersao` uses them). */
export function lembrarVersao(em: EntityManager, tabelas: readonly string[], versao: string): void {
  let lidas = versoesLidas.get(em);
  if (!lidas) versoesLidas.set(em, (lidas = new Map()));
  lidas.set(chaveDasTabelas(tabelas), versao);
}

/**
 * `calcular()`'s answer for `chave`, computed again only when one of `tabelas` was written since. Inside a
 * transaction it always computes: its own uncommitted writes must neither be served to others nor hidden from it.
 */
export async function emCachePorVersao<T>(em: EntityManager, tabelas: readonly string[], chave: string, calcular: () => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return calcular();
  const schema = em.config.get('schema') ?? 'public';
  // The stamps are read before the figure, so a figure is never older than the stamps it is kept under.
  const versao = versoesLidas.get(em)?.get(chaveDasTabelas(tabelas)) ?? (await versaoDasTabelas(em, schema, tabelas));
  const completa = `${schema}\u0000${chave}`;
  const guardado = guardados.get(completa);
  if (guardado && guardado.versao === versao) return guardado.valor as T;
  const valor = await calcular();
  guardados.set(completa, { versao, valor });
  return valor;
}

/** The count's SQL for a filter, built once per filter shape (moldes.ts). */
function consultaDeContagem<T extends object>(em: EntityManager, entidade: EntityName<T>, onde: FilterQuery<T>): Consulta {
  const meta = em.getMetadata().get(entidade as EntityName<object>);
  return consultaMoldada(em, meta, 'contagem', onde, [], (filtro) => montarContagem(em, entidade, filtro));
}

function montarContagem<T extends object>(em: EntityManager, entidade: EntityName<T>, filtro: FilterQuery<T>): Consulta {
  const qb = em.createQueryBuilder(entidade).where(filtro as QBFilterQuery<T>);
  // As `em.count` does: a filter that joins a to-many relation counts distinct keys (the check is private).
  const distinta = (qb as unknown as { hasToManyJoins(): boolean }).hasToManyJoins();
  return qb.count(undefined, distinta).toQuery();
}

/**
 * The exact number of rows a filter matches. Inside a transaction by `em.count`, which first flushes the changes
 * pending on the entity: a count there may follow the transaction's own writes.
 */
export async function contar<T extends object>(em: EntityManager, entidade: EntityName<T>, onde: FilterQuery<T>, consulta?: Consulta): Promise<number> {
  // MikroORM's FilterQuery<T> cannot be matched against its own NoInfer<T> for a generic T.
  if (em.isInTransaction()) return em.count(entidade, onde as never);
  const linha = await executarConsulta<{ count: string | number } | undefined>(em, consulta ?? consultaDeContagem(em, entidade, onde), 'get');
  return Number(linha?.count ?? 0);
}

/**
 * The exact number of rows a filter matches, counted again only after a write to the tables it reads (`tambem`: as in
 * `tabelasDaEntidade`).
 */
export function contarEmCache<T extends object>(
  em: EntityManager,
  entidade: EntityName<T>,
  onde: FilterQuery<T>,
  tambem: readonly EntityName<object>[] = [],
): Promise<number> {
  const consulta = consultaDeContagem(em, entidade, onde);
  // The count's own SQL is the key.
  return emCachePorVersao(em, tabelasDaEntidade(em, entidade as EntityName<object>, tambem), chaveDaConsulta(em, consulta), () => contar(em, entidade, onde, consulta));
}

/** From this offset on, a page is found by its keys first (an index-only walk), then read by primary key. */
export const OFFSET_PROFUNDO = 500;

/**
 * A deep page as a condition on the primary key: `id in (select id … order by … limit … offset …)`. The subquery
 * walks only the index of the order for the keys it skips, instead of reading every skipped row, and travels in the
 * page's own statement (the GraphQL list through `lerLinhas`, the REST list in lista-rest.ts); the outer query keeps
 * the page's order. The subquery's SQL is built once per filter shape (moldes.ts) and enters the condition as a raw
 * fragment with its values as parameters, which moldes.ts never templates: the outer query is built every time.
 */
export function ondeDaPaginaFunda<T extends object>(
  em: EntityManager,
  entidade: EntityName<T>,
  onde: FilterQuery<T>,
  { limit, offset, orderBy }: { limit: number; offset: number; orderBy: QueryOrderMap<T> },
): FilterQuery<T> {
  const meta = em.getMetadata().get(entidade as EntityName<object>);
  const chave = meta.primaryKeys[0]!;
  const { sql, params } = consultaMoldada(em, meta, `chaves\u0000${JSON.stringify(orderBy)}`, onde, [limit, offset], (filtro, [limite, salto]) =>
    em
      .createQueryBuilder(entidade, 'k')
      .select([chave] as never)
      .where(filtro as QBFilterQuery<T>)
      .orderBy(orderBy as never)
      .limit(limite!)
      .offset(salto!)
      .toQuery(),
  );
  return { [chave]: { $in: raw(sql, [...params]) } } as FilterQuery<T>;
}

/**
 * Bookmarks of deep pages (#23): for one filter (its values included) and one order, the order's columns of the row
 * that starts every `espaco`-th offset. A deep page then seeks from the nearest bookmark at or before its offset, by a
 * keyset condition the order's index starts from, and skips fewer than `espaco` keys, instead of walking `offset`
 * keys on every request (~50,000 at `pagina=1000`). Bookmarks are found lazily, by the first deep page that needs
 * them, in one key-only statement that also reads the tables' stamps (`db/versoes.ts`); each page that uses them
 * checks those stamps in its own statement, so a bookmark found before a write is never used after it.
 */
export const ESPACO_DOS_MARCADORES = 2_000;

/** A page of a list: its place, its order and the entities a hand-written subquery of the filter also reads. */
interface OpcoesDaPagina<T> {
  limit: number;
  offset: number;
  orderBy: QueryOrderMap<T>;
  filtroTambemLe?: readonly EntityName<object>[];
}

interface Marcadores {
  /** The tables' stamps, read in the statement that found the bookmarks. */
  versao: string;
  /** The bookmarks are known up to offset `ate` × `espaco` (fewer when the list ends before it). */
  ate: number;
  /** `chaves[i]`: the order's columns, as PostgreSQL writes them in text, of the row at offset (i + 1) × `espaco`. */
  chaves: readonly (readonly string[])[];
}

/**
 * Kept per (schema, entity, filter with its values, order). The filters come from visitors (terms, dates, ids), so
 * the keys have no bound: the cache is capped by the bookmarks it holds (each a few short strings; 50,000 are a
 * few MB), the least recently used dropped first, so a crawler trying filters cannot grow the process.
 */
const marcadores = new LRUCache<string, Marcadores>({ maxSize: 50_000, sizeCalculation: (guardados) => guardados.chaves.length + 1 });

interface ColunaDaOrdem {
  coluna: string;
  desc: boolean;
}

/**
 * The order's columns when a keyset condition can follow it exactly: scalar columns that are never null (a NULL
 * compares to nothing), ending with the single primary key (so that no two rows tie). Otherwise null: the deep page
 * is read by offset (`ondeDaPaginaFunda`). Directions may mix.
 */
function colunasDaOrdem(meta: EntityMetadata, orderBy: QueryOrderMap<object>): ColunaDaOrdem[] | null {
  const entradas = Object.entries(orderBy);
  if (meta.primaryKeys.length !== 1 || entradas.at(-1)?.[0] !== meta.primaryKeys[0]) return null;
  const colunas: ColunaDaOrdem[] = [];
  for (const [nome, direcao] of entradas) {
    const prop = propriedadeEscalar(meta, nome);
    // 'desc', 'DESC', 'desc nulls last' (NULLS placement means nothing on a column without NULLs).
    const sentido = typeof direcao === 'string' ? direcao.trim().toLowerCase().split(/\s+/)[0] : undefined;
    if (!prop || (prop.nullable && !prop.primary) || (sentido !== 'asc' && sentido !== 'desc')) return null;
    colunas.push({ coluna: prop.fieldNames[0]!, desc: sentido === 'desc' });
  }
  return colunas;
}

/**
 * "At or after the bookmark in the order" over alias `k`, one `?` per value in `valores`' order (`marcador` gives
 * them). One direction: a row comparison, which the order's index takes as its start. Mixed: the first column's bound
 * (where the index starts), then the exact comparison column by column.
 */
function condicaoDoMarcador(colunas: readonly ColunaDaOrdem[]): { sql: string; indices: number[] } {
  const coluna = (i: number) => `"k"."${colunas[i]!.coluna}"`;
  const apos = (i: number, ouIgual: boolean) => `${coluna(i)} ${colunas[i]!.desc ? '<' : '>'}${ouIgual ? '=' : ''} ?`;
  if (colunas.every((c) => c.desc === colunas[0]!.desc)) {
    return { sql: `(${colunas.map((_, i) => coluna(i)).join(', ')}) ${colunas[0]!.desc ? '<=' : '>='} (${colunas.map(() => '?').join(', ')})`, indices: colunas.map((_, i) => i) };
  }
  let sql = apos(colunas.length - 1, true);
  let indices = [colunas.length - 1];
  for (let i = colunas.length - 2; i >= 0; i--) {
    sql = `(${apos(i, false)} or (${coluna(i)} = ? and ${sql}))`;
    indices = [i, i, ...indices];
  }
  return { sql: `${apos(0, true)} and ${sql}`, indices: [0, ...indices] };
}

/** The tables' stamps as one value (`sqlDaVersao`, which writes the table names in the text). */
function sqlDasVersoes(em: EntityManager, tabelas: readonly string[]): string {
  return `coalesce((${sqlDaVersao(em.config.get('schema') ?? 'public', tabelas)}), '')`;
}

/**
 * The bookmarks of this filter and order up to offset `ate` × `espaco`: from the last one of `base` (bookmarks found
 * under the same stamps, as the statement confirms) or from the first row. One statement walks only the keys between.
 */
async function acharMarcadores<T extends object>(
  em: EntityManager,
  entidade: EntityName<T>,
  onde: FilterQuery<T>,
  orderBy: QueryOrderMap<T>,
  { colunas, tabelas, espaco, ate }: { colunas: readonly ColunaDaOrdem[]; tabelas: readonly string[]; espaco: number; ate: number },
  base: Marcadores | undefined,
): Promise<Marcadores> {
  const ultimo = base?.chaves.at(-1);
  const desde = ultimo ? base!.chaves.length : 0;
  const ordem = colunas.map((c) => `"k"."${c.coluna}" ${c.desc ? 'desc' : 'asc'}`).join(', ');
  const qb = em
    .createQueryBuilder(entidade, 'k')
    .select([...colunas.map((c, i) => raw(`"k"."${c.coluna}"::text as c${i}`)), raw(`row_number() over (order by ${ordem}) as n`)] as never)
    .where(onde as QBFilterQuery<T>);
  // A filter through a to-many relation repeats a row per match: positions there are not the list's (as `contar`).
  if ((qb as unknown as { hasToManyJoins(): boolean }).hasToManyJoins()) return { versao: '', ate: Infinity, chaves: [] };
  if (ultimo) {
    const condicao = condicaoDoMarcador(colunas);
    qb.andWhere(condicao.sql, condicao.indices.map((i) => ultimo[i]));
  }
  const { sql, params } = qb
    .orderBy(orderBy as never)
    .limit((ate - desde) * espaco + 1)
    .toQuery();
  const linha = await executarConsulta<{ versao: string; chaves: string[][] | null }>(
    em,
    {
      // Row 1 is the bookmark started from (or the list's first row); every `espaco`-th after it is a new bookmark.
      sql: `select ${sqlDasVersoes(em, tabelas)} as versao, (select json_agg(json_build_array(${colunas.map((_, i) => `s.c${i}`).join(', ')}) order by s.n) from (${sql}) s where s.n > 1 and (s.n - 1) % ${espaco} = 0) as chaves`,
      params,
    },
    'get',
  );
  if (ultimo && linha.versao !== base!.versao) return acharMarcadores(em, entidade, onde, orderBy, { colunas, tabelas, espaco, ate }, undefined);
  return { versao: linha.versao, ate, chaves: [...(ultimo ? base!.chaves : []), ...(linha.chaves ?? [])] };
}

/**
 * A deep page as a condition on the primary key that seeks from a bookmark: `id in (select id … where <at or after the
 * bookmark> and <the stamps are still those of the bookmark> order by … limit … offset <less than espaco>)`. Built
 * once per filter shape (moldes.ts), the bookmark and the stamps bound as values.
 */
function ondeDoMarcador<T extends object>(
  em: EntityManager,
  meta: EntityMetadata,
  onde: FilterQuery<T>,
  { limit, offset, orderBy, colunas, tabelas, chaves, versao }: { limit: number; offset: number; orderBy: QueryOrderMap<T>; colunas: readonly ColunaDaOrdem[]; tabelas: readonly string[]; chaves: readonly string[]; versao: string },
): FilterQuery<T> {
  const chave = meta.primaryKeys[0]!;
  const condicao = condicaoDoMarcador(colunas);
  const tipo = `marcador\u0000${JSON.stringify(orderBy)}\u0000${tabelas.join(',')}\u0000${offset > 0}`;
  const { sql, params } = consultaMoldada<FilterQuery<T>, number | string>(em, meta, tipo, onde, [limit, offset, versao, ...chaves], (filtro, [limite, salto, estampa, ...valores]) => {
    const qb = em
      .createQueryBuilder(meta.class as EntityName<T>, 'k')
      .select([chave] as never)
      .where(filtro as QBFilterQuery<T>)
      .andWhere(condicao.sql, condicao.indices.map((i) => valores[i]))
      .andWhere(`${sqlDasVersoes(em, tabelas)} = ?`, [estampa])
      .orderBy(orderBy as never)
      .limit(limite as number);
    if (offset > 0) qb.offset(salto as number);
    return qb.toQuery();
  });
  return { [chave]: { $in: raw(sql, [...params]) } } as FilterQuery<T>;
}

/**
 * A deep page's rows, `ler` given the condition on the primary key that selects them (the GraphQL list reads it with
 * `lerLinhas`, the REST list in its own statement): from the nearest bookmark when the order allows one
 * (`colunasDaOrdem`), by offset otherwise (`ondeDaPaginaFunda`). An empty answer from a bookmark means the list ends
 * before the page or a table was written since the bookmarks were found: the stamps, read again, tell which, and the
 * bookmarks are found again. `marcar: false` for a filter that depends on the clock (`totalGuardado` of
 * `listarComTotal`): its values change with every call and its bookmarks would never be reused. Inside a transaction,
 * by offset: its own uncommitted writes must not reach the bookmarks others use.
 */
export async function lerPaginaFunda<T extends object, R>(
  em: EntityManager,
  entidade: EntityName<T>,
  onde: FilterQuery<T>,
  { limit, offset, orderBy, filtroTambemLe = [], marcar = true, espaco = ESPACO_DOS_MARCADORES }: OpcoesDaPagina<T> & { marcar?: boolean; espaco?: number },
  ler: (condicao: FilterQuery<T>) => Promise<R[]>,
): Promise<R[]> {
  const meta = em.getMetadata().get(entidade as EntityName<object>);
  const ate = Math.floor(offset / espaco);
  const colunas = marcar && ate > 0 && !em.isInTransaction() ? colunasDaOrdem(meta, orderBy as QueryOrderMap<object>) : null;
  const porOffset = () => ler(ondeDaPaginaFunda(em, entidade, onde, { limit, offset, orderBy }));
  if (!colunas) return porOffset();
  const schema = em.config.get('schema') ?? 'public';
  const tabelas = tabelasDaEntidade(em, entidade as EntityName<object>, filtroTambemLe);
  // The count's own SQL names the filter (as in `contarEmCache`).
  const chave = [schema, meta.className, JSON.stringify(orderBy), espaco, chaveDaConsulta(em, consultaDeContagem(em, entidade, onde))].join('\u0000');
  let guardados = marcadores.get(chave);
  for (let tentativa = 0; tentativa < 2; tentativa++) {
    if (!guardados || guardados.ate < ate) {
      guardados = await acharMarcadores(em, entidade, onde, orderBy, { colunas, tabelas, espaco, ate }, guardados);
      marcadores.set(chave, guardados);
    }
    const indice = Math.min(ate, guardados.chaves.length);
    // No bookmark: the list has no row at the first one's offset (or cannot be bookmarked), and the page is short.
    if (indice === 0) return porOffset();
    const linhas = await ler(
      ondeDoMarcador(em, meta, onde, { limit, offset: offset - indice * espaco, orderBy, colunas, tabelas, chaves: guardados.chaves[indice - 1]!, versao: guardados.versao }),
    );
    if (linhas.length || (await versaoDasTabelas(em, schema, tabelas)) === guardados.versao) return linhas;
    marcadores.delete(chave);
    guardados = undefined;
  }
  // Written again while the bookmarks were found: this request reads by offset.
  return porOffset();
}

/** The name of the count's column beside each row of `paginaComContagem` (no entity property starts with `__`). */
const COLUNA_DO_TOTAL = '__total';

/**
 * A page of plain rows with the count of its filter as one more column, in one statement: the count, a subquery that
 * does not depend on the row, is run once by PostgreSQL (an InitPlan). A request that counts on every call (the news,
 * `totalGuardado: false`) makes one round trip instead of two: each statement cost the content subgraph a socket write,
 * a read, a pooled connection and its logging, a third of its CPU on a page of news. An empty page carries no count,
 * which is then counted apart. Undefined, for the caller's usual path, when the entity is not read as plain rows or
 * the page's SQL is not the plain `select … from` this splices the count into.
 */
async function paginaComContagem<T extends object>(
  em: EntityManager,
  entidade: EntityName<T>,
  onde: FilterQuery<T>,
  { limit, offset, orderBy, propriedades }: { limit: number; offset: number; orderBy: QueryOrderMap<T>; propriedades?: readonly string[] },
): Promise<[T[], number] | undefined> {
  const meta = em.getMetadata().get(entidade as EntityName<object>);
  const completo = planoDe(em, meta);
  if (!completo) return undefined;
  const plano = planoRestrito(meta, completo, propriedades);
  const numeros = offset ? [limit, offset] : [limit];
  const tipo = `linhas+contagem\u0000${JSON.stringify(orderBy)}\u0000${Boolean(offset)}\u0000${plano.campos.join(',')}`;
  const consulta = consultaMoldada(em, meta, tipo, onde, numeros, (filtro, valores) => {
    const linhas = montarLinhas(em, entidade, plano, filtro, { limit, offset, orderBy }, valores);
    const contagem = montarContagem(em, entidade, filtro);
    const de = linhas.sql.indexOf(' from ');
    // Only the plain shape: the selected columns carry no value of their own, and the count is the last column.
    if (!linhas.sql.startsWith('select ') || de < 0 || linhas.sql.lastIndexOf('?', de) >= 0) return { sql: '', params: [] };
    return { sql: `${linhas.sql.slice(0, de)}, (${contagem.sql}) as "${COLUNA_DO_TOTAL}"${linhas.sql.slice(de)}`, params: [...contagem.params, ...linhas.params] };
  });
  if (!consulta.sql) return undefined;
  const brutas = await executarConsulta<Record<string, unknown>[]>(em, consulta, 'all');
  if (!brutas.length) return [[], await contar(em, entidade, onde)];
  const total = Number(brutas[0]![COLUNA_DO_TOTAL]);
  for (const bruta of brutas) delete bruta[COLUNA_DO_TOTAL];
  return [comoLinhas<T>(em, meta, plano, brutas), total];
}

/**
 * One page and the exact total: the rows read as plain rows (`lerLinhas`) and the cached count. A deep page
 * (`pagina=1000`) seeks from a bookmark of its order, or walks only the index for the keys it skips (`lerPaginaFunda`).
 * `totalGuardado: false` counts on every call (and keeps no bookmarks): for a filter that depends on the clock (news
 * whose publication time has come), whose count changes with no write and whose SQL, the cache's key, changes with
 * every call. `filtroTambemLe`: the entities a hand-written subquery of `onde` reads, whose writes must renew the
 * cached total (and the bookmarks) too.
 */
export async function listarComTotal<T extends object>(
  em: EntityManager,
  entidade: EntityName<T>,
  onde: FilterQuery<T>,
  { limit, offset, orderBy, totalGuardado = true, filtroTambemLe = [], propriedades }: OpcoesDaPagina<T> & { totalGuardado?: boolean; propriedades?: readonly string[] },
): Promise<[T[], number]> {
  if (!totalGuardado && offset < OFFSET_PROFUNDO && !em.isInTransaction()) {
    const juntos = await paginaComContagem(em, entidade, onde, { limit, offset, orderBy, propriedades });
    if (juntos) return juntos;
  }
  const linhas =
    offset < OFFSET_PROFUNDO
      ? lerLinhas(em, entidade, onde, { limit, offset, orderBy, propriedades })
      : lerPaginaFunda(em, entidade, onde, { limit, offset, orderBy, filtroTambemLe, marcar: totalGuardado }, (condicao) => lerLinhas(em, entidade, condicao, { orderBy, propriedades }));
  const [itens, total] = await Promise.all([linhas, totalGuardado ? contarEmCache(em, entidade, onde, filtroTambemLe) : contar(em, entidade, onde)]);
  return [itens, total];
}
