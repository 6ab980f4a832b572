import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { PdfGuardado } from '../relatorio-pdf/relatorio-pdf.js';

@ObjectType({ description: 'Quadro de remuneração de um mês (tabela de vencimentos em PDF), de 1992 a 2014.' })
@Entity({ tableName: 'quadros_remuneracao' })
@Unique({ properties: ['ano', 'mes'] })
export class QuadroRemuneracao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => Int)
  @Property()
  ano!: number;

  @Field(() => Int, { description: 'Mês de 1 a 12.' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  descricao?: string | null;

  /** Exposed as `arquivo: RelatorioPdf`. */
  @Property({ type: 'json', nullable: true })
  arquivo?: PdfGuardado | null;
}
