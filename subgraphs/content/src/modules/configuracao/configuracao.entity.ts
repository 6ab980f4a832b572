import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Configurações de uma área do portal (uma por área), editadas no admin.' })
@Entity({ tableName: 'configuracoes' })
export class Configuracao {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Área: noticias.' })
  @Unique()
  @Property({ length: 30 })
  area!: string;

  @Field({ description: 'Fonte que o formulário de uma notícia nova sugere.' })
  @Property({ length: 120 })
  fontePadrao!: string;

  @Field({ description: 'Categoria que o formulário de uma notícia nova sugere: assembleia, especiais ou discurso.' })
  @Property({ length: 30 })
  categoriaPadrao!: string;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
