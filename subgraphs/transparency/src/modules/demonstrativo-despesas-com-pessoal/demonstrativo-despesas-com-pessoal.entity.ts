import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { PdfGuardado } from '../relatorio-pdf/relatorio-pdf.js';

@ObjectType({ description: 'Demonstrativo de despesas com pessoal de um ano, em PDF.' })
@Entity({ tableName: 'demonstrativos_despesas_com_pessoal' })
export class DemonstrativoDespesasComPessoal {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => Int)
  @Index()
  @Property()
  ano!: number;

  @Field(() => String, { nullable: true, description: 'Por exemplo "1º quadrimestre".' })
  @Property({ length: 300, nullable: true })
  descricao?: string | null;

  /** Exposed as `arquivo: RelatorioPdf`. */
  @Property({ type: 'json', nullable: true })
  arquivo?: PdfGuardado | null;
}
