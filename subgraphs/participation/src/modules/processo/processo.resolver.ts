import { createCrudResolver, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Processo, SITUACOES_PROCESSO } from './processo.entity.js';
import { ProcessoFiltro, ProcessoInput } from './processo.inputs.js';
import { processoParaEntidade, regrasProcesso, situacaoValida } from './processo.rules.js';

function onde(filtro: ProcessoFiltro | undefined): FilterQuery<Processo> {
  return todas<Processo>(termoEm<Processo>(filtro?.termo, ['numero', 'titulo', 'ementa']), filtro?.situacao ? { situacao: filtro.situacao } : undefined);
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
