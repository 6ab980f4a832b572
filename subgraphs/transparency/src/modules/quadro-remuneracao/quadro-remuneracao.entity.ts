import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Quadro de remuneração de um mês (tabela de vencimentos em PDF), de 1992 a 2014.' })
@Entity({ tableName: 'quadros_remuneracao' })
@Unique({ properties: ['ano', 'mes'] })
export class QuadroRemuneracao extends RegistroPdf {
  @Field(() => Int, { description: 'Mês de 1 a 12.' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  descricao?: string | null;
}
