import { ORCAMENTOS, TIPOS_ORCAMENTO, tipoOrcamentoValido } from '@alego/catalog';
import { FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Orcamento, TipoOrcamento } from './orcamento.entity.js';

@Resolver(() => Orcamento)
export class OrcamentoResolver extends createCadastroPdfResolver({ entity: Orcamento, admin: ORCAMENTOS, ordem: { ano: 'desc', tipo: 'asc', id: 'desc' } }) {
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
