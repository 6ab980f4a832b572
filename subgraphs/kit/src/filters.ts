import type { FilterQuery } from '@mikro-orm/core';
import { likeContains } from './text.js';

/** The `termo` of a list filter: case-insensitive "contains" over the given fields; nothing for an empty term. */
export function termoEm<T>(termo: string | null | undefined, campos: readonly (keyof T & string)[]): FilterQuery<T> | undefined {
  const limpo = termo?.trim();
  if (!limpo) return undefined;
  const padrao = likeContains(limpo);
  return { $or: campos.map((campo) => ({ [campo]: { $ilike: padrao } })) } as FilterQuery<T>;
}

/** Combines the conditions that apply (undefined ones are skipped) into one query. */
export function todas<T>(...condicoes: (FilterQuery<T> | undefined)[]): FilterQuery<T> {
  const presentes = condicoes.filter((condicao): condicao is FilterQuery<T> => condicao !== undefined);
  if (presentes.length === 0) return {} as FilterQuery<T>;
  return presentes.length === 1 ? presentes[0]! : ({ $and: presentes } as FilterQuery<T>);
}
