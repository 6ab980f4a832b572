import { raw, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { versaoDasTabelas } from './db/versoes.js';
import { lerLinhas } from './linhas.js';
import { consultaMoldada, executarConsulta, type Consulta } from './moldes.js';

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
  return consultaMoldada(em, meta, 'contagem', onde, [], (filtro) => {
    const qb = em.createQueryBuilder(entidade).where(filtro as QBFilterQuery<T>);
    // As `em.count` does: a filter that joins a to-many relation counts distinct keys (the check is private).
    const distinta = (qb as unknown as { hasToManyJoins(): boolean }).hasToManyJoins();
    return qb.count(undefined, distinta).toQuery();
  });
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
  // The count's own SQL, values inlined, is the key: the same filter always formats the same.
  const chave = em.getPlatform().formatQuery(consulta.sql, [...consulta.params]);
  return emCachePorVersao(em, tabelasDaEntidade(em, entidade as EntityName<object>, tambem), chave, () => contar(em, entidade, onde, consulta));
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
 * One page and the exact total: the rows read as plain rows (`lerLinhas`) and the cached count. A deep page
 * (`pagina=1000`) walks only the index for the keys it skips, in the same statement (`ondeDaPaginaFunda`). `totalGuardado:
 * false` counts on every call: for a filter that depends on the clock (news whose publication time has come), whose
 * count changes with no write and whose SQL, the cache's key, changes with every call. `filtroTambemLe`: the entities
 * a hand-written subquery of `onde` reads, whose writes must renew the cached total too.
 */
export async function listarComTotal<T extends object>(
  em: EntityManager,
  entidade: EntityName<T>,
  onde: FilterQuery<T>,
  {
    limit,
    offset,
    orderBy,
    totalGuardado = true,
    filtroTambemLe = [],
  }: { limit: number; offset: number; orderBy: QueryOrderMap<T>; totalGuardado?: boolean; filtroTambemLe?: readonly EntityName<object>[] },
): Promise<[T[], number]> {
  const linhas =
    offset < OFFSET_PROFUNDO ? lerLinhas(em, entidade, onde, { limit, offset, orderBy }) : lerLinhas(em, entidade, ondeDaPaginaFunda(em, entidade, onde, { limit, offset, orderBy }), { orderBy });
  const [itens, total] = await Promise.all([linhas, totalGuardado ? contarEmCache(em, entidade, onde, filtroTambemLe) : contar(em, entidade, onde)]);
  return [itens, total];
}
