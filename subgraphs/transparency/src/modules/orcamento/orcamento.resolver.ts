import { createCrudResolver, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { formatarReais } from '../../lib/dinheiro.js';
import { RelatorioPdf, relatorioDe } from '../relatorio-pdf/relatorio-pdf.js';
import { Orcamento, TIPOS_ORCAMENTO, TipoOrcamento } from './orcamento.entity.js';
import { OrcamentoFiltro, OrcamentoInput } from './orcamento.inputs.js';
import { orcamentoParaEntidade, regrasOrcamento, tipoOrcamentoValido } from './orcamento.rules.js';
import { validarPeriodo } from '../../lib/consultas.js';

export function ondeOrcamento(filtro: OrcamentoFiltro | undefined): FilterQuery<Orcamento> {
  validarPeriodo(filtro);
  return todas<Orcamento>(
    termoEm<Orcamento>(filtro?.termo, ['descricao']),
    filtro?.ano ? { ano: filtro.ano } : undefined,
    filtro?.tipo ? { tipo: filtro.tipo } : undefined,
  );
}

@Resolver(() => Orcamento)
export class OrcamentoResolver extends createCrudResolver({
  entity: Orcamento,
  nomes: { singular: 'orcamento', plural: 'orcamentos' },
  recurso: 'orcamentos',
  filtro: OrcamentoFiltro,
  criar: OrcamentoInput,
  atualizar: OrcamentoInput,
  ordem: { ano: 'desc', tipo: 'asc', id: 'desc' },
  onde: ondeOrcamento,
  regras: regrasOrcamento,
  paraEntidade: orcamentoParaEntidade,
}) {
  @FieldResolver(() => RelatorioPdf, { nullable: true })
  arquivo(@Root() orcamento: Orcamento): RelatorioPdf | null {
    return relatorioDe(orcamento.arquivo);
  }

  @FieldResolver(() => String)
  tipoDescricao(@Root() orcamento: Orcamento): string {
    return tipoOrcamentoValido(orcamento.tipo) ? TIPOS_ORCAMENTO[orcamento.tipo].descricao : orcamento.tipo;
  }

  @FieldResolver(() => String, { nullable: true, description: '"R$ 12.345,67".' })
  autorizadoComPessoalFormatado(@Root() orcamento: Orcamento): string | null {
    return orcamento.autorizadoComPessoal ? formatarReais(orcamento.autorizadoComPessoal) : null;
  }

  @Query(() => [TipoOrcamento], { description: 'Tipos de orçamento, com o rótulo e se exigem o valor autorizado com pessoal.' })
  orcamentosTipos(): TipoOrcamento[] {
    return Object.entries(TIPOS_ORCAMENTO).map(([valor, tipo]) => Object.assign(new TipoOrcamento(), { valor, ...tipo }));
  }
}
