import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Receita da Assembleia num mês, por origem: o previsto e o arrecadado.' })
@Index({ properties: ['ano', 'mes'] })
@Entity({ tableName: 'receitas' })
export class Receita extends RegistroPdf {
  @Field(() => Int, { description: 'Mês de 1 a 12.' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field({ description: 'duodecimo, rendimentos, femal, restituicoes, convenios ou outras.' })
  @Property({ length: 20 })
  origem!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  descricao?: string | null;

  @Field({ description: 'Valor previsto para o mês, exato em reais: "12345.67".' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorPrevisto!: string;

  @Field({ description: 'Valor recebido no mês, exato em reais.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorArrecadado!: string;
}
