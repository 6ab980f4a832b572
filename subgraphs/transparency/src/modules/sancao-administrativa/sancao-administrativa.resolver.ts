import { createCrudResolver, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { formatarCnpj } from '../../lib/cnpj.js';
import { RelatorioPdf, relatorioDe } from '../relatorio-pdf/relatorio-pdf.js';
import { SancaoAdministrativa } from './sancao-administrativa.entity.js';
import { SancaoAdministrativaFiltro, SancaoAdministrativaInput } from './sancao-administrativa.inputs.js';
import { regrasSancaoAdministrativa, sancaoAdministrativaParaEntidade } from './sancao-administrativa.rules.js';
import { validarPeriodo } from '../../lib/consultas.js';

export function ondeSancaoAdministrativa(filtro: SancaoAdministrativaFiltro | undefined): FilterQuery<SancaoAdministrativa> {
  validarPeriodo(filtro);
  return todas<SancaoAdministrativa>(
    termoEm<SancaoAdministrativa>(filtro?.termo, ['empresa', 'sancao', 'processo']),
    filtro?.ano ? { ano: filtro.ano } : undefined,
  );
}

@Resolver(() => SancaoAdministrativa)
export class SancaoAdministrativaResolver extends createCrudResolver({
  entity: SancaoAdministrativa,
  nomes: { singular: 'sancaoAdministrativa', plural: 'sancoesAdministrativas' },
  recurso: 'sancao_administrativa',
  filtro: SancaoAdministrativaFiltro,
  criar: SancaoAdministrativaInput,
  atualizar: SancaoAdministrativaInput,
  ordem: { ano: 'desc', id: 'desc' },
  onde: ondeSancaoAdministrativa,
  regras: regrasSancaoAdministrativa,
  paraEntidade: sancaoAdministrativaParaEntidade,
}) {
  @FieldResolver(() => RelatorioPdf, { nullable: true })
  arquivo(@Root() sancao: SancaoAdministrativa): RelatorioPdf | null {
    return relatorioDe(sancao.arquivo);
  }

  @FieldResolver(() => String, { nullable: true, description: 'CNPJ no formato 12.345.678/0001-95.' })
  cnpjFormatado(@Root() sancao: SancaoAdministrativa): string | null {
    return sancao.cnpj ? formatarCnpj(sancao.cnpj) : null;
  }
}
