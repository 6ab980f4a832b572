import { SITUACOES_VEICULO, TIPOS_VEICULO, VEICULOS } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Veiculo } from './veiculo.entity.js';

@Resolver(() => Veiculo)
export class VeiculoResolver extends createCadastroPdfResolver({ entity: Veiculo, admin: VEICULOS, ordem: { placa: 'asc', id: 'asc' } }) {
  @FieldResolver(() => String, { description: 'Tipo por extenso.' })
  tipoDescricao(@Root() veiculo: Veiculo): string {
    return TIPOS_VEICULO[veiculo.tipo as keyof typeof TIPOS_VEICULO] ?? veiculo.tipo;
  }

  @FieldResolver(() => String, { description: 'Situação por extenso.' })
  situacaoDescricao(@Root() veiculo: Veiculo): string {
    return SITUACOES_VEICULO[veiculo.situacao as keyof typeof SITUACOES_VEICULO] ?? veiculo.situacao;
  }
}
