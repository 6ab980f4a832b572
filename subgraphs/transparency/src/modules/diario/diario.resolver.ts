import { DIARIOS, TIPOS_EDICAO_DIARIO } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Diario } from './diario.entity.js';

@Resolver(() => Diario)
export class DiarioResolver extends createCadastroPdfResolver({ entity: Diario, admin: DIARIOS, ordem: { data: 'desc', numero: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Edição normal, suplementar ou extra.' })
  tipoDescricao(@Root() registro: Diario): string {
    return TIPOS_EDICAO_DIARIO[registro.tipo as keyof typeof TIPOS_EDICAO_DIARIO] ?? registro.tipo;
  }
}
