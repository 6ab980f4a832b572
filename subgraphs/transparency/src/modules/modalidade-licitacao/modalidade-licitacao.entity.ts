import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Modalidade de licitação (pregão eletrônico, concorrência...).' })
@Entity({ tableName: 'modalidades_licitacao' })
export class ModalidadeLicitacao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 120 })
  descricao!: string;
}
