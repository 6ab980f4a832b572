import { createCrudResolver } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { RelatorioPdf, relatorioDe } from '../relatorio-pdf/relatorio-pdf.js';
import { QuadroRemuneracao } from './quadro-remuneracao.entity.js';
import { QuadroRemuneracaoFiltro, QuadroRemuneracaoInput } from './quadro-remuneracao.inputs.js';
import { quadroRemuneracaoParaEntidade, regrasQuadroRemuneracao } from './quadro-remuneracao.rules.js';
import { validarPeriodo } from '../../lib/consultas.js';

export function ondeQuadroRemuneracao(filtro: QuadroRemuneracaoFiltro | undefined): FilterQuery<QuadroRemuneracao> {
  validarPeriodo(filtro);
  const onde: FilterQuery<QuadroRemuneracao> = {};
  if (filtro?.ano) Object.assign(onde, { ano: filtro.ano });
  if (filtro?.mes) Object.assign(onde, { mes: filtro.mes });
  return onde;
}

@Resolver(() => QuadroRemuneracao)
export class QuadroRemuneracaoResolver extends createCrudResolver({
  entity: QuadroRemuneracao,
  nomes: { singular: 'quadroRemuneracao', plural: 'quadrosRemuneracao' },
  recurso: 'quadro_remuneracoes',
  filtro: QuadroRemuneracaoFiltro,
  criar: QuadroRemuneracaoInput,
  atualizar: QuadroRemuneracaoInput,
  ordem: { ano: 'desc', mes: 'desc', id: 'desc' },
  onde: ondeQuadroRemuneracao,
  regras: regrasQuadroRemuneracao,
  paraEntidade: quadroRemuneracaoParaEntidade,
}) {
  @FieldResolver(() => RelatorioPdf, { nullable: true })
  arquivo(@Root() quadro: QuadroRemuneracao): RelatorioPdf | null {
    return relatorioDe(quadro.arquivo);
  }
}
