import type { ChangeSet, FlushEventArgs } from '@mikro-orm/core';
import type { GraphQLRequestListener } from '@apollo/server';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ALTERACOES_DETALHADAS, AlteracoesParaAuditoria, anunciarAlteracoes, coletarAlteracoes } from './alteracoes.js';

function changeSet(id: number): ChangeSet<object> {
  return { type: 'create', entity: { id, cpf: '52998224725', nome: `Linha ${id}` }, payload: { cpf: '52998224725', nome: `Linha ${id}` }, meta: { className: 'Linha' }, getPrimaryKey: () => id } as unknown as ChangeSet<object>;
}

/** One request: a flush of `quantas` rows, then the response the subgraph would send. */
async function requisicao(quantas: number): Promise<Record<string, unknown> | undefined> {
  const resposta = { body: { kind: 'single', singleResult: { data: {} } } } as { body: { kind: 'single'; singleResult: { data: object; extensions?: Record<string, unknown> } } };
  await new Promise<void>((pronto) => {
    coletarAlteracoes({} as Request, {} as Response, async () => {
      new AlteracoesParaAuditoria().onFlush({ uow: { getChangeSets: () => Array.from({ length: quantas }, (_, i) => changeSet(i + 1)) } } as unknown as FlushEventArgs);
      const ouvinte = (await anunciarAlteracoes.requestDidStart!({} as never)) as GraphQLRequestListener<object>;
      await ouvinte.willSendResponse!({ response: resposta } as never);
      pronto();
    });
  });
  return resposta.body.singleResult.extensions;
}

describe('alterações relatadas para a auditoria', () => {
  it('reports each row with personal data masked', async () => {
    const extensoes = await requisicao(2);
    expect(extensoes?.alegoAlteracoes).toEqual([
      { entidade: 'Linha', id: '1', tipo: 'criar', campos: { cpf: { antes: null, depois: '***' }, nome: { antes: null, depois: 'Linha 1' } } },
      { entidade: 'Linha', id: '2', tipo: 'criar', campos: { cpf: { antes: null, depois: '***' }, nome: { antes: null, depois: 'Linha 2' } } },
    ]);
  });

  it('a bulk write reports the first rows in detail and how many more there were', async () => {
    const alteracoes = (await requisicao(ALTERACOES_DETALHADAS + 250))?.alegoAlteracoes as unknown[];
    expect(alteracoes).toHaveLength(ALTERACOES_DETALHADAS + 1);
    expect(alteracoes.at(-1)).toEqual({ entidade: 'demais', id: null, tipo: 'omitidas', campos: { quantidade: { antes: null, depois: 250 } } });
  });

  it('nothing outside a GraphQL request (seeders, internal routes) and nothing when nothing was written', async () => {
    new AlteracoesParaAuditoria().onFlush({ uow: { getChangeSets: () => [changeSet(1)] } } as unknown as FlushEventArgs);
    expect(await requisicao(0)).toBeUndefined();
  });
});
