import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Partido político.' })
@Directive('@key(fields: "id")')
@Entity({ tableName: 'partidos' })
export class Partido {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Sigla, por exemplo "PSD".' })
  @Property({ unique: true, length: 20 })
  sigla!: string;

  @Field()
  @Property({ length: 120 })
  nome!: string;
}
