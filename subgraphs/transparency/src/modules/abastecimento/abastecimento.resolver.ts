import { ABASTECIMENTOS, COMBUSTIVEIS } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Abastecimento } from './abastecimento.entity.js';

@Resolver(() => Abastecimento)
export class AbastecimentoResolver extends createCadastroPdfResolver({ entity: Abastecimento, admin: ABASTECIMENTOS, ordem: { data: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Combustível por extenso.' })
  combustivelDescricao(@Root() abastecimento: Abastecimento): string {
    return COMBUSTIVEIS[abastecimento.combustivel as keyof typeof COMBUSTIVEIS] ?? abastecimento.combustivel;
  }

  @FieldResolver(() => String, { description: 'O valor em reais: "R$ 1.234,56".' })
  valorFormatado(@Root() abastecimento: Abastecimento): string {
    return formatarReais(abastecimento.valor);
  }
}
