import { EXPEDIENTES, TIPOS_EXPEDIENTE } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Expediente } from './expediente.entity.js';

@Resolver(() => Expediente)
export class ExpedienteResolver extends createCadastroPdfResolver({ entity: Expediente, admin: EXPEDIENTES, ordem: { data: 'desc', numero: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Tipo do expediente, por extenso.' })
  tipoDescricao(@Root() registro: Expediente): string {
    return TIPOS_EXPEDIENTE[registro.tipo as keyof typeof TIPOS_EXPEDIENTE] ?? registro.tipo;
  }
}
