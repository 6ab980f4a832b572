import type { ArquivoGuardado } from '@alego/kit';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Arquivo do repositório geral da equipe (docs/institucional.md): servido no endereço público enquanto ativo.' })
@Entity({ tableName: 'arquivos' })
@Index({ properties: ['ativo'] })
export class ArquivoDoPortal {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'ativo' | 'arquivo';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 200 })
  titulo!: string;

  @Field({ description: 'Inativo, o arquivo fica no admin e o endereço público responde 404.' })
  @Property({ default: true })
  ativo: boolean = true;

  /** Always present in a record saved by the admin; the demo records only get one where the portal stores files. */
  @Property({ type: 'json', nullable: true })
  arquivo?: ArquivoGuardado | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
