import { createCrudResolver, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { RelatorioPdf, relatorioDe } from '../relatorio-pdf/relatorio-pdf.js';
import { PrestacaoContas, TIPOS_PRESTACAO_CONTAS, TipoPrestacaoContas } from './prestacao-contas.entity.js';
import { PrestacaoContasFiltro, PrestacaoContasInput } from './prestacao-contas.inputs.js';
import { prestacaoContasParaEntidade, regrasPrestacaoContas, tipoCadastroValido } from './prestacao-contas.rules.js';
import { validarPeriodo } from '../../lib/consultas.js';

export function ondePrestacaoContas(filtro: PrestacaoContasFiltro | undefined): FilterQuery<PrestacaoContas> {
  validarPeriodo(filtro);
  return todas<PrestacaoContas>(
    termoEm<PrestacaoContas>(filtro?.termo, ['descricao']),
    filtro?.ano ? { ano: filtro.ano } : undefined,
    filtro?.tipoCadastro ? { tipoCadastro: filtro.tipoCadastro } : undefined,
  );
}

@Resolver(() => PrestacaoContas)
export class PrestacaoContasResolver extends createCrudResolver({
  entity: PrestacaoContas,
  nomes: { singular: 'prestacaoContas', plural: 'prestacoesContas' },
  recurso: 'prestacao_contas',
  filtro: PrestacaoContasFiltro,
  criar: PrestacaoContasInput,
  atualizar: PrestacaoContasInput,
  ordem: { ano: 'desc', mes: 'desc', id: 'desc' },
  onde: ondePrestacaoContas,
  regras: regrasPrestacaoContas,
  paraEntidade: prestacaoContasParaEntidade,
}) {
  @FieldResolver(() => RelatorioPdf, { nullable: true })
  arquivo(@Root() prestacao: PrestacaoContas): RelatorioPdf | null {
    return relatorioDe(prestacao.arquivo);
  }

  @FieldResolver(() => String)
  tipoCadastroDescricao(@Root() prestacao: PrestacaoContas): string {
    return tipoCadastroValido(prestacao.tipoCadastro) ? TIPOS_PRESTACAO_CONTAS[prestacao.tipoCadastro] : prestacao.tipoCadastro;
  }

  @Query(() => [TipoPrestacaoContas], { description: 'Tipos de cadastro da prestação de contas.' })
  prestacoesContasTipos(): TipoPrestacaoContas[] {
    return Object.entries(TIPOS_PRESTACAO_CONTAS).map(([valor, descricao]) => Object.assign(new TipoPrestacaoContas(), { valor, descricao }));
  }
}
