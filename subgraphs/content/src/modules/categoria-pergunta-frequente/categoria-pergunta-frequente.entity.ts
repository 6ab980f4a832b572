import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Categoria das perguntas frequentes, em ordem.' })
@Entity({ tableName: 'categorias_perguntas_frequentes' })
export class CategoriaPerguntaFrequente {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  nome!: string;

  @Field(() => Int, { description: 'Posição na lista (menor primeiro).' })
  @Property()
  ordem!: number;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
