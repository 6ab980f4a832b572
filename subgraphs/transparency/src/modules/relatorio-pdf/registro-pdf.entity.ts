import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ArquivoGuardado } from '@alego/kit';

/**
 * What every PDF register has (mapped superclass: each register keeps its own table): the id, the year and the stored
 * PDF, exposed as `arquivo: RelatorioPdf` by `createCadastroPdfResolver`. The year's index is declared by each
 * register, since the monthly table's is its unique (ano, mes).
 */
@ObjectType()
export abstract class RegistroPdf {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => Int)
  @Property()
  ano!: number;

  @Property({ type: 'json', nullable: true })
  arquivo?: ArquivoGuardado | null;
}
