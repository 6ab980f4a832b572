import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

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
