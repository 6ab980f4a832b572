import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeSet, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { EXTENSAO_ALTERACOES, mascararCampo, type AlteracaoAuditada, type ValorAuditado } from './mascara.js';

/** Change sets reported in detail per request; a bulk write reports only how many more there were. */
export const ALTERACOES_DETALHADAS = 100;

interface Coleta {
  changeSets: ChangeSet<object>[];
  omitidas: number;
}

/** Where one GraphQL request's flushes are collected (see docs/auditoria.md). */
const coletor = new AsyncLocalStorage<Coleta>();

/** Opens the request's collection; mounted after the body parser, whose stream callbacks would lose the context. */
export const coletarAlteracoes: RequestHandler = (_req, _res, next) => coletor.run({ changeSets: [], omitidas: 0 }, next);

/** Every flush of the request's entity managers (forks and transactions included) adds its change sets. */
export class AlteracoesParaAuditoria implements EventSubscriber {
  onFlush({ uow }: FlushEventArgs): void {
    const coleta = coletor.getStore();
    if (!coleta) return;
    const novas = uow.getChangeSets() as ChangeSet<object>[];
    const cabem = Math.max(0, ALTERACOES_DETALHADAS - coleta.changeSets.length);
    coleta.changeSets.push(...novas.slice(0, cabem));
    coleta.omitidas += Math.max(0, novas.length - cabem);
  }
}

const TIPOS = { create: 'criar', update: 'atualizar', delete: 'excluir', delete_early: 'excluir' } as const;

/** A value as JSON can carry it: entities by their key, dates as ISO text, long texts cut. */
function valorAuditado(valor: unknown): ValorAuditado {
  if (valor === null || valor === undefined) return null;
  if (valor instanceof Date) return valor.toISOString();
  if (typeof valor === 'number' || typeof valor === 'boolean') return valor;
  if (typeof valor === 'string') return valor.length > 500 ? `${valor.slice(0, 500)}…` : valor;
  if (Array.isArray(valor)) return valor.slice(0, 50).map(valorAuditado);
  if (typeof valor === 'object' && 'id' in valor) return valorAuditado((valor as { id: unknown }).id);
  return valorAuditado(JSON.stringify(valor));
}

/** Read after the flush: a created row has its id only once it was inserted. */
export function alteracoesAuditadas(changeSets: readonly ChangeSet<object>[]): AlteracaoAuditada[] {
  return changeSets.map((cs) => {
    const original = (cs.originalEntity ?? {}) as Record<string, unknown>;
    const entidade = cs.entity as Record<string, unknown>;
    const nomes = cs.type === 'delete' || cs.type === 'delete_early' ? Object.keys(original) : Object.keys(cs.payload as object);
    const campos: AlteracaoAuditada['campos'] = {};
    for (const nome of nomes) {
      const antes = cs.type === 'create' ? null : valorAuditado(original[nome]);
      const depois = cs.type === 'delete' || cs.type === 'delete_early' ? null : valorAuditado(entidade[nome]);
      campos[nome] = mascararCampo(nome, { antes, depois });
    }
    const id = cs.getPrimaryKey?.() ?? entidade.id ?? original.id;
    return { entidade: cs.meta.className, id: id === null || id === undefined ? null : String(id), tipo: TIPOS[cs.type as keyof typeof TIPOS] ?? cs.type, campos };
  });
}

/** The changes this request flushed, as the gateway's audit trail reads them; undefined when it wrote nothing. */
export function alteracoesDaRequisicao(): AlteracaoAuditada[] | undefined {
  const coleta = coletor.getStore();
  if (!coleta?.changeSets.length) return undefined;
  const alteracoes = alteracoesAuditadas(coleta.changeSets);
  if (coleta.omitidas) alteracoes.push({ entidade: 'demais', id: null, tipo: 'omitidas', campos: { quantidade: { antes: null, depois: coleta.omitidas } } });
  return alteracoes;
}

/** Reports the request's changes to the gateway, which writes the audit trail. */
export const anunciarAlteracoes: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const alteracoes = alteracoesDaRequisicao();
        if (!alteracoes) return;
        const resultado = response.body.singleResult;
        resultado.extensions = { ...resultado.extensions, [EXTENSAO_ALTERACOES]: alteracoes };
      },
    };
  },
};
