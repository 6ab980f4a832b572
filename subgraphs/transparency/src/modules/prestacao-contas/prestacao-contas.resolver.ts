import { PRESTACOES_CONTAS, TIPOS_PRESTACAO_CONTAS, tipoCadastroValido } from '@alego/catalog';
import { FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { PrestacaoContas, TipoPrestacaoContas } from './prestacao-contas.entity.js';

@Resolver(() => PrestacaoContas)
export class PrestacaoContasResolver extends createCadastroPdfResolver({ entity: PrestacaoContas, admin: PRESTACOES_CONTAS, ordem: { ano: 'desc', mes: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String)
  tipoCadastroDescricao(@Root() prestacao: PrestacaoContas): string {
    return tipoCadastroValido(prestacao.tipoCadastro) ? TIPOS_PRESTACAO_CONTAS[prestacao.tipoCadastro] : prestacao.tipoCadastro;
  }

  @Query(() => [TipoPrestacaoContas], { description: 'Tipos de cadastro da prestação de contas.' })
  prestacoesContasTipos(): TipoPrestacaoContas[] {
    return Object.entries(TIPOS_PRESTACAO_CONTAS).map(([valor, descricao]) => Object.assign(new TipoPrestacaoContas(), { valor, descricao }));
  }
}
