import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Informação do assessoramento temático: a apresentação, o contato ou outro texto, em ordem.' })
@Entity({ tableName: 'informacoes_assessoramento' })
@Index({ properties: ['secao', 'ordem'] })
export class InformacaoAssessoramento {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'ordem';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'apresentacao, contato ou outras.' })
  @Property({ length: 20 })
  secao!: string;

  @Field()
  @Property({ length: 200 })
  titulo!: string;

  @Field(() => Int, { description: 'Posição na seção (menor primeiro).' })
  @Property({ type: 'smallint' })
  ordem: number = 1;

  @Field({ description: 'HTML saneado.' })
  @Property({ type: 'text' })
  conteudo!: string;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
