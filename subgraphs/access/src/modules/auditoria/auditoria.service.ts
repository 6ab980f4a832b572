import { mascararCampo, type AlteracaoAuditada, type RegistroDeAuditoria, type ValorAuditado } from '@alego/kit';
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { RegistroAuditoria } from './auditoria.entity.js';

function texto(valor: unknown, maximo: number): string | null {
  return typeof valor === 'string' && valor ? valor.slice(0, maximo) : null;
}

function inteiro(valor: unknown): number | null {
  return typeof valor === 'number' && Number.isSafeInteger(valor) && valor > 0 ? valor : null;
}

/** The masking again, here where it is stored: a caller that forgot it cannot put personal data in the trail. */
function alteracoesMascaradas(valor: unknown): AlteracaoAuditada[] {
  if (!Array.isArray(valor)) return [];
  return valor.slice(0, 500).flatMap((a: Partial<AlteracaoAuditada>) => {
    if (!a || typeof a !== 'object' || typeof a.entidade !== 'string') return [];
    const campos: AlteracaoAuditada['campos'] = {};
    for (const [nome, par] of Object.entries(a.campos ?? {})) {
      campos[nome] = mascararCampo(nome, { antes: (par?.antes ?? null) as ValorAuditado, depois: (par?.depois ?? null) as ValorAuditado });
    }
    return [{ entidade: a.entidade.slice(0, 100), id: texto(a.id, 100), tipo: texto(a.tipo, 20) ?? 'outra', campos }];
  });
}

/** Appends records as sent by the gateway (or by the session route), each field checked. */
export async function gravarAuditoria(em: EntityManager, registros: readonly Partial<Record<keyof RegistroDeAuditoria, unknown>>[]): Promise<number> {
  for (const r of registros.slice(0, 100)) {
    const operacao = texto(r.operacao, 100);
    if (!operacao) continue;
    em.create(RegistroAuditoria, {
      usuarioId: inteiro(r.usuarioId),
      usuarioNome: texto(r.usuarioNome, 200),
      lotacaoId: inteiro(r.lotacaoId),
      origem: texto(r.origem, 20) ?? 'graphql',
      operacao,
      entidade: texto(r.entidade, 100),
      entidadeId: texto(r.entidadeId, 100),
      sucesso: r.sucesso === true,
      requestId: texto(r.requestId, 100),
      alteracoes: alteracoesMascaradas(r.alteracoes),
    });
  }
  const gravados = em.getUnitOfWork().getPersistStack().size;
  await em.flush();
  return gravados;
}

export interface FiltroAuditoria {
  usuarioId?: number | null;
  entidade?: string | null;
  operacao?: string | null;
  desde?: Date | null;
  ate?: Date | null;
}

export function ondeAuditoria(filtro: FiltroAuditoria | undefined): FilterQuery<RegistroAuditoria> {
  const onde: FilterQuery<RegistroAuditoria> & Record<string, unknown> = {};
  if (filtro?.usuarioId) onde.usuarioId = filtro.usuarioId;
  if (filtro?.entidade) onde.entidade = filtro.entidade;
  if (filtro?.operacao) onde.operacao = filtro.operacao;
  if (filtro?.desde || filtro?.ate) onde.ocorridoEm = { ...(filtro.desde ? { $gte: filtro.desde } : {}), ...(filtro.ate ? { $lte: filtro.ate } : {}) };
  return onde;
}
