import { ETAPAS_REQUERIMENTO, REQUERIMENTOS, TIPOS_REQUERIMENTO } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Requerimento } from './requerimento.entity.js';

@Resolver(() => Requerimento)
export class RequerimentoResolver extends createCadastroPdfResolver({ entity: Requerimento, admin: REQUERIMENTOS, ordem: { data: 'desc', numero: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Tipo do requerimento, por extenso.' })
  tipoDescricao(@Root() registro: Requerimento): string {
    return TIPOS_REQUERIMENTO[registro.tipo as keyof typeof TIPOS_REQUERIMENTO] ?? registro.tipo;
  }

  @FieldResolver(() => String, { description: 'Etapa da tramitação, por extenso.' })
  etapaDescricao(@Root() registro: Requerimento): string {
    return ETAPAS_REQUERIMENTO[registro.etapa as keyof typeof ETAPAS_REQUERIMENTO] ?? registro.etapa;
  }
}
