import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Conteúdo em texto rico da procuradoria: um por aba (página) e campo (seção).' })
@Entity({ tableName: 'procuradorias' })
@Unique({ properties: ['aba', 'campo'] })
export class Procuradoria {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'titulo' | 'data';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'conteudo (Procuradoria-Geral) ou mulher (Procuradoria Especial da Mulher).' })
  @Property({ length: 20 })
  aba!: string;

  @Field({ description: 'A seção da página: institucional, competencias, equipe, atendimento, legislacao ou servicos.' })
  @Property({ length: 30 })
  campo!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  titulo?: string | null;

  @Field(() => String, { nullable: true, description: 'Data de atualização mostrada na página (AAAA-MM-DD).' })
  @Property({ type: 'date', nullable: true })
  data?: string | null;

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
