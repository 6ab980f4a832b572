import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager } from '@mikro-orm/core';
import { PoliticaPrivacidade } from './politica-privacidade.entity.js';


/** The version in force: the newest whose day has come; none before the first is published. */
export function politicaVigente(em: EntityManager): Promise<PoliticaPrivacidade | null> {
  return em.findOne(PoliticaPrivacidade, { vigenteDesde: { $lte: hojeEmBrasilia() } }, { orderBy: { vigenteDesde: 'desc', versao: 'desc' } });
}

/** A version a citizen may accept: one already in force at some time (not a scheduled one). */
export async function versaoPublicada(em: EntityManager, versao: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(versao)) return false;
  return (await em.count(PoliticaPrivacidade, { versao: Number(versao), vigenteDesde: { $lte: hojeEmBrasilia() } })) > 0;
}

/** What an acceptance records before any version is published (a database without the demo data). */
export const VERSAO_ANTES_DA_PRIMEIRA = '0';

/**
 * The version an acceptance records: the one the citizen was shown, which must be published, or else the one in
 * force. `null` means the version named does not exist or is not yet in force.
 */
export async function versaoParaAceite(em: EntityManager, versao: string | null | undefined): Promise<string | null> {
  const pedida = versao?.trim();
  if (pedida) return (await versaoPublicada(em, pedida)) ? pedida : null;
  const vigente = await politicaVigente(em);
  return vigente ? String(vigente.versao) : VERSAO_ANTES_DA_PRIMEIRA;
}
