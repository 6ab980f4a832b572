import { ESTAGIARIOS } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Estagiario } from './estagiario.entity.js';

@Resolver(() => Estagiario)
export class EstagiarioResolver extends createCadastroPdfResolver({ entity: Estagiario, admin: ESTAGIARIOS, ordem: { ano: 'desc', nome: 'asc', id: 'asc' } }) {
  @FieldResolver(() => String, { description: 'A bolsa em reais: "R$ 1.234,56".' })
  bolsaFormatada(@Root() estagiario: Estagiario): string {
    return formatarReais(estagiario.bolsa);
  }
}
