import type { ArquivoGuardado } from '@alego/kit';
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

@ObjectType({ description: 'Membro do corpo técnico do assessoramento temático.' })
@Entity({ tableName: 'membros_corpo_tecnico' })
export class MembroCorpoTecnico {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'cargo' | 'area' | 'formacao' | 'email';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 200 })
  nome!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  cargo?: string | null;

  @Field(() => String, { nullable: true, description: 'Área de atuação.' })
  @Property({ length: 200, nullable: true })
  area?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 1000, nullable: true })
  formacao?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  email?: string | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

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
