import { ValidacaoError } from '@alego/kit';
import type { EntityClass, EntityManager, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { formatoDeSegredo, hashSegredo, novoSegredo } from './senha.js';

/** The columns every single-use code table has: only the code's hash is stored. */
export interface CodigoDeUsoUnico {
  id: number;
  codigoHash: string;
  criadoEm: Date;
  expiraEm: Date;
  usadoEm?: Date | null;
}

/**
 * One kind of single-use code sent by e-mail (a citizen's confirmation or recovery, a staff member's password link):
 * the table, the owner relation, how long it works, how many an owner may get an hour, and the refusal message.
 */
export interface TipoDeCodigo<C extends CodigoDeUsoUnico> {
  entidade: EntityClass<C>;
  /** The relation to the owner (`cidadao`, `usuario`), loaded with the code. */
  dono: keyof C & string;
  /** Narrows the table to this kind, when one table holds several (the citizen's `finalidade`). */
  escopo?: Partial<C>;
  validadeMs: number;
  maximoPorHora: number;
  invalido: string;
  /** Whether the code's owner may still use it (a disabled staff account may not). */
  aceita?: (codigo: C) => boolean;
}

/** MikroORM cannot check a filter over a generic entity's columns; these name only `CodigoDeUsoUnico`'s and the owner's. */
function filtro<C>(campos: Record<string, unknown>): FilterQuery<C> {
  return campos as FilterQuery<C>;
}

/**
 * A new code for `dono` (256 bits, only its hash stored); older unused codes of the same kind stop working. `null`
 * when the owner already got `maximoPorHora` in the last hour. Call it in a transaction holding the owner's row lock,
 * so concurrent requests cannot race the hourly count.
 */
export async function emitirCodigo<C extends CodigoDeUsoUnico>(tx: EntityManager, tipo: TipoDeCodigo<C>, dono: object): Promise<string | null> {
  const agora = new Date();
  const doDono: Record<string, unknown> = { ...tipo.escopo, [tipo.dono]: dono };
  const recentes = await tx.count(tipo.entidade, filtro<C>({ ...doDono, criadoEm: { $gt: new Date(agora.getTime() - 60 * 60 * 1000) } }));
  if (recentes >= tipo.maximoPorHora) return null;
  await tx.nativeUpdate(tipo.entidade, filtro<C>({ ...doDono, usadoEm: null }), { usadoEm: agora } as Partial<C>);
  const novo = novoSegredo();
  tx.create(tipo.entidade, { ...tipo.escopo, [tipo.dono]: dono, codigoHash: novo.hash, expiraEm: new Date(agora.getTime() + tipo.validadeMs) } as RequiredEntityData<C>);
  return novo.segredo;
}

/** The code, with its owner loaded, when it still works: well formed, unused, unexpired and accepted. */
export async function codigoValido<C extends CodigoDeUsoUnico>(em: EntityManager, tipo: TipoDeCodigo<C>, codigo: unknown): Promise<C> {
  const encontrado = formatoDeSegredo(codigo)
    ? // MikroORM types `populate` as literal paths of a known entity; the owner key of a generic one cannot be proven one.
      await em.findOne(tipo.entidade, filtro<C>({ ...tipo.escopo, codigoHash: hashSegredo(codigo.trim()) }), { populate: [tipo.dono] as never })
    : null;
  if (!encontrado || encontrado.usadoEm || encontrado.expiraEm <= new Date() || (tipo.aceita && !tipo.aceita(encontrado))) throw new ValidacaoError([tipo.invalido]);
  return encontrado;
}

/** Marks the code used; a conditional update, so two requests racing with the same code cannot both win. */
export async function consumirCodigo<C extends CodigoDeUsoUnico>(em: EntityManager, tipo: TipoDeCodigo<C>, codigo: unknown): Promise<C> {
  const valido = await codigoValido(em, tipo, codigo);
  const agora = new Date();
  const marcados = await em.nativeUpdate(tipo.entidade, filtro<C>({ id: valido.id, usadoEm: null, expiraEm: { $gt: agora } }), { usadoEm: agora } as Partial<C>);
  if (marcados !== 1) throw new ValidacaoError([tipo.invalido]);
  return valido;
}
