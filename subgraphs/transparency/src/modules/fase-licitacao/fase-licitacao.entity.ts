import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Fase de uma licitação (aberta, em julgamento, homologada...).' })
@Entity({ tableName: 'fases_licitacao' })
export class FaseLicitacao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 120 })
  descricao!: string;

  /** Position of the phase in a bid's life, for listing them in order. */
  @Property({ default: 0 })
  ordem!: number;
}
