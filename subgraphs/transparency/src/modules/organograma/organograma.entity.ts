import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroComTitulo } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Organograma da Assembleia em PDF, vigente desde um dia; o mais recente é o vigente.' })
@Index({ properties: ['vigenteDesde', 'id'] })
@Entity({ tableName: 'organogramas' })
export class Organograma extends RegistroComTitulo {
  @Field({ description: 'Dia a partir do qual a estrutura vale (AAAA-MM-DD); o ano do registro é o dele.' })
  @Property({ type: 'date' })
  vigenteDesde!: string;
}
