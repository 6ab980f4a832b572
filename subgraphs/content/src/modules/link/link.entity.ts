import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CategoriaLink } from '../categoria-link/categoria-link.entity.js';

@ObjectType({ description: 'Link do portal para outro site, numa categoria.' })
@Entity({ tableName: 'links' })
export class Link {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  titulo!: string;

  @Field({ description: 'Endereço http(s).' })
  @Property({ length: 500 })
  url!: string;

  @ManyToOne(() => CategoriaLink, { deleteRule: 'cascade', index: true })
  categoriaLink!: Rel<CategoriaLink>;

  @Field(() => Int, { description: 'Posição dentro da categoria (menor primeiro).' })
  @Property({ default: 0 })
  ordem: number = 0;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
