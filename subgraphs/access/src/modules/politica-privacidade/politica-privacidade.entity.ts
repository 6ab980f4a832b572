import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * One version of the privacy policy (back-office §2: rich-text HTML records). Versions are numbered in the order they
 * are created; the one in force is the newest whose `vigenteDesde` has come (docs/institucional.md). It lives beside
 * the acceptances so sign-up and acceptance check the version in the same database.
 */
@ObjectType({ description: 'Uma versão da Política de Privacidade do portal.' })
@Entity({ tableName: 'politicas_privacidade' })
export class PoliticaPrivacidade {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => Int, { description: 'Número da versão (1, 2, 3...), dado ao criar; é o que o aceite do cidadão guarda.' })
  @Property({ unique: true })
  versao!: number;

  @Field({ description: 'Dia (AAAA-MM-DD) a partir do qual a versão vale.' })
  @Property({ type: 'date' })
  vigenteDesde!: string;

  @Field(() => String, { nullable: true, description: 'O que mudou em relação à versão anterior.' })
  @Property({ length: 500, nullable: true })
  resumoAlteracoes?: string | null;

  @Field({ description: 'Texto da política (HTML saneado).' })
  @Property({ type: 'text' })
  conteudo!: string;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
