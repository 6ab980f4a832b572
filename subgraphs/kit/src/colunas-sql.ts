import { ReferenceKind, type EntityMetadata, type EntityName, type EntityProperty } from '@mikro-orm/core';
import type { QueryBuilder } from '@mikro-orm/postgresql';

/**
 * Reading a list's fields straight in SQL, shared by the streamed export (exportacao.ts: one JSON array per row) and
 * the REST pages the subgraph answers (lista-rest.ts: one JSON object per row). A field is a scalar property of the
 * entity, or a property of a many-to-one of the same subgraph (one left join per relation, added to the query).
 */

/**
 * The SQL expression of one scalar property, as the public API writes its value in JSON: exact decimals and dates as
 * text, instants in ISO 8601 (UTC). Null for a type the API turns into something else (JSON documents, arrays).
 */
export function expressaoEscalar(tabela: string, coluna: string, tipo: string): string | null {
  const ref = `"${tabela}"."${coluna}"`;
  if (tipo === 'date') return `to_char(${ref}, 'YYYY-MM-DD')`;
  if (/^(numeric|decimal)/.test(tipo) || tipo === 'bigint' || tipo === 'int8') return `${ref}::text`;
  if (tipo.startsWith('timestamp')) return `to_char(${ref} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (/^(json|jsonb)$|\[\]$/.test(tipo)) return null;
  return ref;
}

/** A property stored in one column of the entity's own table; null for anything else. */
export function propriedadeEscalar(meta: EntityMetadata, nome: string): EntityProperty | null {
  const prop = meta.properties[nome];
  if (!prop || prop.kind !== ReferenceKind.SCALAR || prop.persist === false || prop.formula || prop.embedded || prop.fieldNames.length !== 1) return null;
  return prop;
}

/** The column type of a scalar property, as `expressaoEscalar` reads it. */
export function tipoDaColuna(prop: EntityProperty): string {
  return prop.columnTypes[0] ?? String(prop.type);
}

/** A many-to-one of the entity, joined once per query under its own alias. */
export interface Juncao {
  alias: string;
  meta: EntityMetadata;
}

/** The fields of one query's rows: its root alias (`e`) and the relations joined so far. */
export class LeitorDeColunas {
  private readonly juncoes = new Map<string, Juncao>();

  constructor(
    private readonly qb: QueryBuilder<object>,
    readonly meta: EntityMetadata,
  ) {}

  /** The join of a many-to-one of the same subgraph (added the first time it is asked for); null for anything else. */
  juncao(relacao: string): Juncao | null {
    const existente = this.juncoes.get(relacao);
    if (existente) return existente;
    const rel = this.meta.properties[relacao];
    if (!rel || rel.kind !== ReferenceKind.MANY_TO_ONE || !rel.targetMeta || rel.targetMeta.primaryKeys.length !== 1) return null;
    const juncao = { alias: `x${this.juncoes.size}`, meta: rel.targetMeta };
    this.juncoes.set(relacao, juncao);
    // The path is built at run time; MikroORM types join paths from a known entity type.
    this.qb.leftJoin(`e.${relacao}` as never, juncao.alias);
    return juncao;
  }

  /** The JSON-ready expression of `campo` (`valorPago`) or `relacao.campo` (`tipoSolicitacao.descricao`); null when neither. */
  escalar(campo: string): string | null {
    const partes = campo.split('.');
    if (partes.length === 1) {
      const coluna = propriedadeEscalar(this.meta, campo);
      return coluna && expressaoEscalar('e', coluna.fieldNames[0]!, tipoDaColuna(coluna));
    }
    if (partes.length !== 2) return null;
    const juncao = this.juncao(partes[0]!);
    const prop = juncao && propriedadeEscalar(juncao.meta, partes[1]!);
    return prop && expressaoEscalar(juncao.alias, prop.fieldNames[0]!, tipoDaColuna(prop));
  }
}

/** A text as an SQL literal. */
export function literalSql(texto: string): string {
  return `'${texto.replace(/'/g, "''")}'`;
}

/**
 * An API field a resolver computes, declared once in SQL beside the list's registration (lista-rest.ts):
 * - `expressao`: a value from the row's own columns (`coluna('cnpj')` is `"e"."cnpj"`), written as the field's type;
 * - `juncao`: a many-to-one whose resolver only loads the related record (a join gives the same object);
 * - `filhos`: the records pointing at the row (`fiscais` by `contrato`), in the order the resolver loads them.
 */
export type CampoEmSql =
  | { expressao: (coluna: (propriedade: string) => string) => string }
  | { juncao: true }
  | { filhos: { entidade: EntityName<object>; chave: string; ordem: Readonly<Record<string, 'asc' | 'desc'>> } };
export type CamposEmSql = Readonly<Record<string, CampoEmSql>>;
