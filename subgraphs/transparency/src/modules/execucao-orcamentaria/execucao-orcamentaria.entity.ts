import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Relatório mensal da execução orçamentária da Assembleia, em PDF.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'execucoes_orcamentarias' })
export class ExecucaoOrcamentaria extends RegistroPdf {
  @Field(() => Int, { description: 'Mês de 1 a 12.' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field(() => String, { nullable: true })
  @Property({ length: 300, nullable: true })
  descricao?: string | null;
}
