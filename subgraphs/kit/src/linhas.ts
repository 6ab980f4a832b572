import { ReferenceKind, type EntityMetadata, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { consultaMoldada, executarConsulta, type Consulta } from './moldes.js';

/**
 * Rows read for display only (a list page, the children of each item), as plain objects instead of managed
 * entities. MikroORM 7 builds each entity with an accessor per property, a helper and an identity-map entry: for a page
 * of 50 contracts that cost 8.8 ms against 1.7 ms for the same query mapped to property names (bench/README.md,
 * "Linhas sem entidades"). Nothing read here is ever written back, so nothing needs change tracking.
 *
 * Only entities whose plain row means the same as the entity are read this way (`planoDe`): scalar properties and
 * many-to-one references to a single-key entity, no collections, no embeddables, no getters or methods of their own.
 * A many-to-one becomes `{ id }`, as an unloaded reference is (`linha.tipo.id` reads the same). Every other entity is
 * read by `em.find`; `test/linhas.test.ts` compares both readings over every entity of every subgraph.
 */
export interface Plano {
  /** The properties a read selects (lazy ones, such as the search vector, are left out as `em.find` does). */
  campos: string[];
  /** Many-to-one properties and the key of their target: the raw foreign key becomes `{ [chave]: valor }`. */
  referencias: [propriedade: string, chave: string][];
  /** Properties whose database value is converted to JavaScript by their type (dates, JSON), as hydration does. */
  convertidos: [propriedade: string, converter: (valor: unknown) => unknown][];
}

const planos = new WeakMap<EntityMetadata, Plano | null>();

/** Whether the class (or a parent of it) declares getters or methods: those need the entity itself. */
function temComportamentoProprio(meta: EntityMetadata): boolean {
  for (let prototipo = meta.class?.prototype as object | null; prototipo && prototipo !== Object.prototype; prototipo = Object.getPrototypeOf(prototipo) as object | null) {
    for (const [nome, descritor] of Object.entries(Object.getOwnPropertyDescriptors(prototipo))) {
      // MikroORM's own additions (`__helper`, `toJSON`) are guarded too, and a plain row needs neither.
      if (nome === 'constructor' || nome === 'toJSON' || nome.startsWith('__')) continue;
      // MikroORM marks the getters and methods it found on the class (it guards them against the prototype itself).
      const funcao: unknown = descritor.get ?? descritor.value;
      if (typeof funcao === 'function' && (funcao as { __guarded?: boolean }).__guarded) return true;
    }
  }
  return false;
}

export function planoDe(em: EntityManager, meta: EntityMetadata): Plano | null {
  const guardado = planos.get(meta);
  if (guardado !== undefined) return guardado;
  const plano = montarPlano(em, meta);
  planos.set(meta, plano);
  return plano;
}

function montarPlano(em: EntityManager, meta: EntityMetadata): Plano | null {
  // Table-per-type rows need the QueryBuilder's own column mapping (none of ours inherit that way).
  if (meta.primaryKeys.length !== 1 || meta.embeddable || meta.virtual || meta.discriminatorColumn || meta.inheritanceType || temComportamentoProprio(meta)) return null;
  const plataforma = em.getPlatform();
  const plano: Plano = { campos: [], referencias: [], convertidos: [] };
  for (const prop of meta.props) {
    if (prop.persist === false || prop.lazy) continue;
    if (prop.kind === ReferenceKind.SCALAR) {
      if (prop.embedded || prop.formula) return null;
      plano.campos.push(prop.name);
      const tipo = prop.customType;
      if (tipo) plano.convertidos.push([prop.name, (valor) => (valor === null || valor === undefined ? valor : tipo.convertToJSValue(valor, plataforma))]);
      continue;
    }
    if (prop.kind === ReferenceKind.MANY_TO_ONE && !prop.ref && !prop.mapToPk && prop.targetMeta?.primaryKeys.length === 1) {
      plano.campos.push(prop.name);
      plano.referencias.push([prop.name, prop.targetMeta.primaryKeys[0]!]);
      continue;
    }
    // Collections, one-to-one, embedded objects and `Ref` wrappers: the entity itself is needed.
    return null;
  }
  return plano;
}

const restritos = new WeakMap<Plano, Map<string, Plano>>();

/**
 * The plan narrowed to `propriedades` and the key: the columns a list asked only for them reads (leituras.ts,
 * `propriedadesPedidas`). The plan itself without `propriedades`. A property the plan does not read stays unread.
 */
export function planoRestrito(meta: EntityMetadata, plano: Plano, propriedades: readonly string[] | undefined): Plano {
  if (!propriedades) return plano;
  let porChave = restritos.get(plano);
  if (!porChave) restritos.set(plano, (porChave = new Map()));
  const chave = propriedades.join('\u0000');
  let restrito = porChave.get(chave);
  if (!restrito) {
    const lidas = new Set([...propriedades, ...meta.primaryKeys]);
    restrito = {
      campos: plano.campos.filter((campo) => lidas.has(campo)),
      referencias: plano.referencias.filter(([campo]) => lidas.has(campo)),
      convertidos: plano.convertidos.filter(([campo]) => lidas.has(campo)),
    };
    porChave.set(chave, restrito);
  }
  return restrito;
}

export interface OpcoesDeLeitura<T> {
  limit?: number;
  offset?: number;
  orderBy?: QueryOrderMap<T> | QueryOrderMap<T>[];
  /** Only these properties (and the key) are read, where the rows are plain; every one otherwise. */
  propriedades?: readonly string[];
}

/**
 * `em.find(entidade, onde, opcoes)` for display: plain rows where the entity allows it (see above), entities
 * otherwise. Never for something that will be changed and flushed.
 */
export async function lerLinhas<T extends object>(em: EntityManager, entidade: EntityName<T>, onde: FilterQuery<T>, opcoes: OpcoesDeLeitura<T> = {}): Promise<T[]> {
  const meta = em.getMetadata().get(entidade as EntityName<object>);
  const { limit, offset, orderBy, propriedades } = opcoes;
  const completo = planoDe(em, meta);
  // MikroORM's FilterQuery<T> and QueryOrderMap<T> cannot be matched against their NoInfer<T> for a generic T.
  if (!completo) return em.find(entidade, onde as never, { limit, offset, orderBy } as never);
  const plano = planoRestrito(meta, completo, propriedades);
  const numeros = [...(limit === undefined ? [] : [limit]), ...(offset ? [offset] : [])];
  // The SQL is built once per filter shape, order, limit form and columns (moldes.ts); each request only binds its values.
  const tipo = `linhas\u0000${JSON.stringify(orderBy ?? null)}\u0000${limit !== undefined}\u0000${Boolean(offset)}\u0000${plano.campos.join(',')}`;
  const consulta = consultaMoldada(em, meta, tipo, onde, numeros, (filtro, valores) => montarLinhas(em, entidade, plano, filtro, opcoes, valores));
  return comoLinhas(em, meta, plano, await executarConsulta<Record<string, unknown>[]>(em, consulta, 'all'));
}

/** The SQL of a page of plain rows (`lerLinhas`): the planned fields, the filter, the order and limit/offset. */
export function montarLinhas<T extends object>(
  em: EntityManager,
  entidade: EntityName<T>,
  plano: Plano,
  filtro: FilterQuery<T>,
  { limit, offset, orderBy }: { limit?: number; offset?: number; orderBy?: QueryOrderMap<T> | QueryOrderMap<T>[] },
  [primeiro, segundo]: readonly number[],
): Consulta {
  const qb = em.createQueryBuilder(entidade).select(plano.campos as never).where(filtro as QBFilterQuery<T>);
  if (orderBy) qb.orderBy(orderBy as never);
  if (limit !== undefined) qb.limit(primeiro);
  if (offset) qb.offset(limit === undefined ? primeiro : segundo);
  return qb.toQuery();
}

/** Database rows as `lerLinhas` returns them: property names, converted values, references as `{ id }`. */
export function comoLinhas<T>(em: EntityManager, meta: EntityMetadata, plano: Plano, brutas: Record<string, unknown>[]): T[] {
  const driver = em.getDriver();
  const linhas = brutas.map((bruta) => driver.mapResult(bruta, meta) as Record<string, unknown>);
  for (const linha of linhas) {
    for (const [propriedade, chave] of plano.referencias) {
      const valor = linha[propriedade];
      if (valor !== null && valor !== undefined) linha[propriedade] = { [chave]: valor };
    }
    for (const [propriedade, converter] of plano.convertidos) linha[propriedade] = converter(linha[propriedade]);
    // An instance of the class for type-graphql, which otherwise copies a plain `@Root()` into a new entity for every
    // field resolver of every row. The row's own properties shadow MikroORM's accessors on the prototype.
    Object.setPrototypeOf(linha, meta.prototype);
  }
  return linhas as T[];
}

/** Rows of a related entity read with the rows that point at them (`lerLinhasComReferencias`), by key. */
export interface Relacionadas {
  meta: EntityMetadata;
  porChave: Map<unknown, object>;
}

/**
 * `lerLinhas(em, entidade, onde)` with the rows some of its many-to-one relations point at, read in the same statement
 * (a left join per relation): a deputy and their party in one round trip instead of two, for a federation reference
 * that asks for both (context.ts). The related rows come as `lerLinhas` would read them from their own entity (the
 * same plan, the same mapping). Null when the entity or a target is not read as plain rows, or a name is not a
 * many-to-one relation of it: the caller reads as before. `propriedades`: only those of the entity are read (and the
 * relations), as in `lerLinhas`.
 */
export async function lerLinhasComReferencias<T extends object>(
  em: EntityManager,
  entidade: EntityName<T>,
  onde: FilterQuery<T>,
  relacoes: readonly string[],
  propriedades?: readonly string[],
): Promise<{ linhas: T[]; relacionadas: Map<string, Relacionadas> } | null> {
  const meta = em.getMetadata().get(entidade as EntityName<object>);
  const completo = planoDe(em, meta);
  if (!completo) return null;
  // Only the asked properties of the entity itself (the relations among them); the related rows come whole.
  const plano = planoRestrito(meta, completo, propriedades && [...propriedades, ...relacoes]);
  const juntas: { propriedade: string; coluna: string; meta: EntityMetadata; plano: Plano; prefixo: string; colunas: [propriedade: string, coluna: string][] }[] = [];
  for (const [indice, propriedade] of relacoes.entries()) {
    const prop = meta.properties[propriedade as keyof typeof meta.properties] as EntityMetadata['props'][number] | undefined;
    const alvo = prop?.targetMeta;
    const planoAlvo = alvo && plano.referencias.some(([nome]) => nome === propriedade) ? planoDe(em, alvo) : null;
    if (!prop || !alvo || !planoAlvo || prop.fieldNames.length !== 1) return null;
    const colunas: [string, string][] = [];
    for (const campo of planoAlvo.campos) {
      const nomes = alvo.properties[campo as keyof typeof alvo.properties]?.fieldNames;
      if (nomes?.length !== 1) return null;
      colunas.push([campo, nomes[0]!]);
    }
    juntas.push({ propriedade, coluna: prop.fieldNames[0]!, meta: alvo, plano: planoAlvo, prefixo: `r${indice}__`, colunas });
  }
  const montar = (filtro: FilterQuery<T>): Consulta => {
    const qb = em.createQueryBuilder(entidade, 'e0').select(plano.campos.map((campo) => `e0.${campo}`) as never);
    for (const [indice, junta] of juntas.entries()) {
      // A joined relation leaves the select list (MikroORM reads it from the join): its own column comes back by name.
      qb.leftJoin(`e0.${junta.propriedade}` as never, `r${indice}`).addSelect([
        `e0.${junta.coluna} as ${junta.coluna}`,
        ...junta.colunas.map(([campo, coluna]) => `r${indice}.${campo} as ${junta.prefixo}${coluna}`),
      ] as never);
    }
    return qb.where(filtro as QBFilterQuery<T>).toQuery();
  };
  const tipo = `referencias\u0000${relacoes.join(',')}\u0000${plano.campos.join(',')}`;
  const consulta = consultaMoldada(em, meta, tipo, onde, [], (filtro) => montar(filtro));
  const brutas = await executarConsulta<Record<string, unknown>[]>(em, consulta, 'all');
  const relacionadas = new Map<string, Relacionadas>();
  for (const junta of juntas) {
    const chave = junta.meta.primaryKeys[0]!;
    const colunaDaChave = junta.colunas.find(([campo]) => campo === chave)?.[1];
    const porChave = new Map<unknown, object>();
    const alvos: Record<string, unknown>[] = [];
    for (const bruta of brutas) {
      const alvo: Record<string, unknown> = {};
      for (const [, coluna] of junta.colunas) {
        alvo[coluna] = bruta[junta.prefixo + coluna];
        delete bruta[junta.prefixo + coluna];
      }
      if (colunaDaChave !== undefined && alvo[colunaDaChave] !== null && alvo[colunaDaChave] !== undefined) alvos.push(alvo);
    }
    for (const linha of comoLinhas<Record<string, unknown>>(em, junta.meta, junta.plano, alvos)) if (!porChave.has(linha[chave])) porChave.set(linha[chave], linha);
    relacionadas.set(junta.propriedade, { meta: junta.meta, porChave });
  }
  return { linhas: comoLinhas<T>(em, meta, plano, brutas), relacionadas };
}
