import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroDoDia } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Sessão plenária com a sua pauta (um item por linha) e, quando há, a pauta em PDF.' })
@Index({ properties: ['data', 'id'] })
@Entity({ tableName: 'sessoes_plenarias' })
export class SessaoPlenaria extends RegistroDoDia {
  @Field({ description: 'Hora de início, por exemplo 15:00.' })
  @Property({ length: 5 })
  horario!: string;

  @Field({ description: 'ordinaria, extraordinaria, solene ou especial.' })
  @Property({ length: 20 })
  tipo!: string;

  @Field({ description: 'agendada, realizada ou cancelada.' })
  @Property({ length: 20 })
  situacao!: string;

  @Field({ description: 'Itens da pauta, um por linha, na ordem da votação.' })
  @Property({ type: 'text' })
  pauta!: string;
}
