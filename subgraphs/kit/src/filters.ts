import { raw, UnderscoreNamingStrategy, type FilterQuery } from '@mikro-orm/core';
import { SEM_ACENTO } from './db/database.js';
import { likeContains } from './text.js';

const nomes = new UnderscoreNamingStrategy();

/** The column of a property, as MikroORM's default naming writes it (no entity here renames a searched field). */
const colunaDe = (propriedade: string) => nomes.propertyToColumnName(propriedade);

/** The searched expression of a column: what `termoEm` compares and `indiceDoTermo` indexes, character for character. */
const semAcento = (coluna: string) => `${SEM_ACENTO}(${coluna})`;

/** "The column contains the `?` pattern", ignoring case and accents. */
const comparacao = (coluna: string) => `${semAcento(coluna)} ilike ${semAcento('?')}`;

/**
 * The `termo` of a list filter: "contains" over the given text fields, ignoring case and accents ("calendario" finds
 * "Calendário" and the reverse; a `%` or `_` typed is searched literally); nothing for an empty term. On a large table
 * the fields carry the trigram index `indiceDoTermo` declares, which this very expression uses.
 */
export function termoEm<T>(termo: string | null | undefined, campos: readonly (keyof T & string)[]): FilterQuery<T> | undefined {
  const limpo = termo?.trim();
  if (!limpo) return undefined;
  const padrao = likeContains(limpo);
  return { $or: campos.map((campo) => ({ [raw((alias) => comparacao(`${alias}."${colunaDe(campo)}"`), [padrao])]: [] })) } as FilterQuery<T>;
}

/** `termoEm` over SQL columns (`c."objeto"`), for a hand-written subquery: its condition and parameters. */
export function termoEmColunas(termo: string | null | undefined, colunas: readonly string[]): { sql: string; parametros: string[] } | undefined {
  const limpo = termo?.trim();
  if (!limpo) return undefined;
  const padrao = likeContains(limpo);
  return { sql: `(${colunas.map(comparacao).join(' or ')})`, parametros: colunas.map(() => padrao) };
}

/**
 * The `@Index` of a large table's `termo` fields: one GIN index of trigrams (pg_trgm) over the accent-free text of
 * each, which serves `termoEm`'s `ilike '%…%'` on any of them (docs/decisions.md, "O termo das listas").
 */
export function indiceDoTermo(subgrafo: string, tabela: string, campos: readonly string[]): { name: string; expression: string } {
  const nome = `${tabela}_termo_index`;
  const expressoes = campos.map((campo) => `${semAcento(`"${colunaDe(campo)}"`)} public.gin_trgm_ops`).join(', ');
  return { name: nome, expression: `create index "${nome}" on "${subgrafo}"."${tabela}" using gin (${expressoes})` };
}

/** Combines the conditions that apply (undefined ones are skipped) into one query. */
export function todas<T>(...condicoes: (FilterQuery<T> | undefined)[]): FilterQuery<T> {
  const presentes = condicoes.filter((condicao): condicao is FilterQuery<T> => condicao !== undefined);
  if (presentes.length === 0) return {} as FilterQuery<T>;
  return presentes.length === 1 ? presentes[0]! : ({ $and: presentes } as FilterQuery<T>);
}
