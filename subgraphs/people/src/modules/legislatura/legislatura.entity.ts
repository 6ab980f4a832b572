import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Legislatura: o período de quatro anos de um mandato.' })
@Entity({ tableName: 'legislaturas' })
export class Legislatura {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => Int, { description: 'Número ordinal, por exemplo 20 para a 20ª Legislatura.' })
  @Property()
  numero!: number;

  @Field()
  @Property({ length: 120 })
  descricao!: string;

  @Field(() => Int)
  @Property()
  anoInicio!: number;

  @Field(() => Int)
  @Property()
  anoFim!: number;

  @Field(() => Int, { description: 'Tipo (tiposLegislatura).' })
  @Property({ type: 'smallint', default: 1 })
  tipo: number = 1;

  @Field({ description: 'Se é a legislatura em curso.' })
  @Property({ default: false })
  atual: boolean = false;
}
