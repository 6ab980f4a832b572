import { createCrudResolver, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { RelatorioPdf, relatorioDe } from '../relatorio-pdf/relatorio-pdf.js';
import { GestaoFiscalAnual } from './gestao-fiscal-anual.entity.js';
import { GestaoFiscalAnualFiltro, GestaoFiscalAnualInput } from './gestao-fiscal-anual.inputs.js';
import { gestaoParaEntidade, regrasGestaoFiscalAnual } from './gestao-fiscal-anual.rules.js';
import { validarPeriodo } from '../../lib/consultas.js';

export function ondeGestaoFiscalAnual(filtro: GestaoFiscalAnualFiltro | undefined): FilterQuery<GestaoFiscalAnual> {
  validarPeriodo(filtro);
  return todas<GestaoFiscalAnual>(termoEm<GestaoFiscalAnual>(filtro?.termo, ['descricao']), filtro?.ano ? { ano: filtro.ano } : undefined);
}

@Resolver(() => GestaoFiscalAnual)
export class GestaoFiscalAnualResolver extends createCrudResolver({
  entity: GestaoFiscalAnual,
  nomes: { singular: 'gestaoFiscalAnual', plural: 'gestoesFiscaisAnuais' },
  recurso: 'gestao_fiscal_anuais',
  filtro: GestaoFiscalAnualFiltro,
  criar: GestaoFiscalAnualInput,
  atualizar: GestaoFiscalAnualInput,
  ordem: { ano: 'desc', id: 'desc' },
  onde: ondeGestaoFiscalAnual,
  regras: regrasGestaoFiscalAnual,
  paraEntidade: gestaoParaEntidade,
}) {
  @FieldResolver(() => RelatorioPdf, { nullable: true })
  arquivo(@Root() gestao: GestaoFiscalAnual): RelatorioPdf | null {
    return relatorioDe(gestao.arquivo);
  }
}
