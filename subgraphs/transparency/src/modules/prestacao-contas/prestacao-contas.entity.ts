import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

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
@Index({ properties: ['ano'] })
@Entity({ tableName: 'prestacoes_contas' })
export class PrestacaoContas extends RegistroPdf {
  @Field(() => Int, { nullable: true, description: 'Mês de 1 a 12, quando o documento é mensal.' })
  @Property({ type: 'smallint', nullable: true })
  mes?: number | null;

  @Field({ description: DESCRICAO_TIPO_CADASTRO })
  @Property({ length: 30 })
  tipoCadastro!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 300, nullable: true })
  descricao?: string | null;
}
