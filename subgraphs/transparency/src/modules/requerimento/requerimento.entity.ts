import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroDoDia } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Requerimento apresentado por deputado: tipo, autor, ementa e etapa da tramitação.' })
@Index({ properties: ['data', 'id'] })
@Entity({ tableName: 'requerimentos' })
export class Requerimento extends RegistroDoDia {
  @Field({ description: 'Tipo do requerimento (ver /requerimentos/tipos).' })
  @Property({ length: 30 })
  tipo!: string;

  @Field({ description: 'Deputado ou deputados autores.' })
  @Property({ length: 200 })
  autor!: string;

  @Field({ description: 'O que se requer.' })
  @Property({ type: 'text' })
  ementa!: string;

  @Field({ description: 'Etapa da tramitação (ver /requerimentos/etapas).' })
  @Property({ length: 20 })
  etapa!: string;
}
