import type { ArquivoGuardado } from '@alego/kit';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Material do assessoramento temático: artigo, estudo, relatório, livro ou painel interativo.' })
@Entity({ tableName: 'materiais_assessoramento' })
@Index({ properties: ['tipo', 'data'] })
export class MaterialAssessoramento {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'resumo' | 'url' | 'arquivo';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 300 })
  titulo!: string;

  @Field({ description: 'AAAA-MM-DD.' })
  @Property({ type: 'date' })
  data!: string;

  /** 0 Artigo, 1 Estudo, 2 Relatório, 3 Livro, 4 Painel interativo (exposed as text, the form's choice). */
  @Property({ type: 'smallint' })
  tipo!: number;

  @Field(() => String, { nullable: true })
  @Property({ length: 1000, nullable: true })
  resumo?: string | null;

  @Field(() => String, { nullable: true, description: 'Endereço externo (um painel interativo, um documento noutro site).' })
  @Property({ length: 500, nullable: true })
  url?: string | null;

  @Property({ type: 'json', nullable: true })
  arquivo?: ArquivoGuardado | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
