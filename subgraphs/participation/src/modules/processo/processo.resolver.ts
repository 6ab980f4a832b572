import { createCrudResolver, likeContains } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Processo, SITUACOES_PROCESSO } from './processo.entity.js';
import { ProcessoFiltro, ProcessoInput } from './processo.inputs.js';
import { processoParaEntidade, regrasProcesso, situacaoValida } from './processo.rules.js';

function onde(filtro: ProcessoFiltro | undefined): FilterQuery<Processo> {
  const where: FilterQuery<Processo> = {};
  const termo = filtro?.termo?.trim();
  if (termo) {
    const padrao = likeContains(termo);
    where.$or = [{ numero: { $ilike: padrao } }, { titulo: { $ilike: padrao } }, { ementa: { $ilike: padrao } }];
  }
  if (filtro?.situacao) where.situacao = filtro.situacao;
  return where;
}

@Resolver(() => Processo)
export class ProcessoResolver extends createCrudResolver({
  entity: Processo,
  nomes: { singular: 'processo', plural: 'processos' },
  recurso: 'processos',
  filtro: ProcessoFiltro,
  criar: ProcessoInput,
  atualizar: ProcessoInput,
  // Most recent first; the id breaks ties between processes opened in the same instant.
  ordem: { createdAt: 'desc', id: 'desc' },
  onde,
  regras: regrasProcesso,
  paraEntidade: processoParaEntidade,
}) {
  @FieldResolver(() => String, { description: 'Situação para exibição, por exemplo "Em tramitação".' })
  situacaoDescricao(@Root() processo: Processo): string {
    return situacaoValida(processo.situacao) ? SITUACOES_PROCESSO[processo.situacao] : processo.situacao;
  }
}
