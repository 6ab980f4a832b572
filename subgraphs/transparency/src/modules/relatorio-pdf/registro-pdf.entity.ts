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

/**
 * A PDF register of acts dated and numbered on a day (gazette editions, minutes, sessions, requests, expedientes): the
 * month is kept beside the date for the year-and-month filters and lookups, and the catalog checks it is the date's.
 */
@ObjectType()
export abstract class RegistroDoDia extends RegistroPdf {
  @Field(() => Int, { description: 'Mês de 1 a 12 (o da data).' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field({ description: 'Data (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field(() => Int)
  @Property()
  numero!: number;
}

/** A PDF register of documents known by a title (balance sheets, procurement plans, management reports, compliance). */
@ObjectType()
export abstract class RegistroComTitulo extends RegistroPdf {
  @Field()
  @Property({ length: 200 })
  titulo!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 500, nullable: true })
  descricao?: string | null;
}
