import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Categoria que agrupa os links do portal.' })
@Entity({ tableName: 'categorias_links' })
export class CategoriaLink {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  nome!: string;

  @Field(() => Int, { description: 'Posição na lista (menor primeiro).' })
  @Property({ default: 0 })
  ordem: number = 0;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
