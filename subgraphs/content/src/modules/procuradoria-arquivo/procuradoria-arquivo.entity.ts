import type { ArquivoGuardado } from '@alego/kit';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Arquivo (PDF) da Procuradoria-Geral ou da Procuradoria da Mulher.' })
@Entity({ tableName: 'procuradoria_arquivos' })
@Index({ properties: ['aba', 'data'] })
export class ProcuradoriaArquivo {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'data' | 'arquivo';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'arquivo (Procuradoria-Geral) ou mulher (Procuradoria Especial da Mulher).' })
  @Property({ length: 20 })
  aba!: string;

  @Field()
  @Property({ length: 200 })
  titulo!: string;

  @Field(() => String, { nullable: true, description: 'Data do documento (AAAA-MM-DD).' })
  @Property({ type: 'date', nullable: true })
  data?: string | null;

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
