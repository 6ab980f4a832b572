import { OBRAS, SITUACOES_OBRA } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Obra } from './obra.entity.js';

@Resolver(() => Obra)
export class ObraResolver extends createCadastroPdfResolver({ entity: Obra, admin: OBRAS, ordem: { ano: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Situação por extenso.' })
  situacaoDescricao(@Root() obra: Obra): string {
    return SITUACOES_OBRA[obra.situacao as keyof typeof SITUACOES_OBRA] ?? obra.situacao;
  }

  @FieldResolver(() => String)
  valorContratadoFormatado(@Root() obra: Obra): string {
    return formatarReais(obra.valorContratado);
  }

  @FieldResolver(() => String)
  valorPagoFormatado(@Root() obra: Obra): string {
    return formatarReais(obra.valorPago);
  }
}
