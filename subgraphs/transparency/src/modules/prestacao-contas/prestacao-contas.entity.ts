import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { PdfGuardado } from '../relatorio-pdf/relatorio-pdf.js';

/** The kinds of register live in the catalog (`TIPOS_PRESTACAO_CONTAS`), shared with the admin form. */
export const DESCRICAO_TIPO_CADASTRO = 'Tipo: receita_presidencia, receita_femal, ordem ou detalhamento.';

@ObjectType({ description: 'Tipo de cadastro da prestação de contas.' })
export class TipoPrestacaoContas {
  @Field()
  valor!: string;

  @Field()
  descricao!: string;
}

@ObjectType({ description: 'Documento de prestação de contas (receitas, ordem cronológica de pagamentos, execução), em PDF.' })
@Entity({ tableName: 'prestacoes_contas' })
export class PrestacaoContas {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => Int)
  @Index()
  @Property()
  ano!: number;

  @Field(() => Int, { nullable: true, description: 'Mês de 1 a 12, quando o documento é mensal.' })
  @Property({ type: 'smallint', nullable: true })
  mes?: number | null;

  @Field({ description: DESCRICAO_TIPO_CADASTRO })
  @Property({ length: 30 })
  tipoCadastro!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 300, nullable: true })
  descricao?: string | null;

  @Property({ type: 'json', nullable: true })
  arquivo?: PdfGuardado | null;
}
