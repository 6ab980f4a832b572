import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

const DINHEIRO = 'Valor exato em reais: "12345.67".';

@ObjectType({ description: 'Obra ou reforma contratada pela Assembleia, com a situação, os valores e o percentual executado.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'obras' })
export class Obra extends RegistroPdf {
  @Field()
  @Property({ length: 300 })
  objeto!: string;

  @Field()
  @Property({ length: 200 })
  local!: string;

  @Field()
  @Property({ length: 200 })
  empresa!: string;

  @Field()
  @Property({ length: 20 })
  contrato!: string;

  @Field({ description: 'em_licitacao, em_execucao, paralisada ou concluida.' })
  @Property({ length: 20 })
  situacao!: string;

  @Field({ description: DINHEIRO })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorContratado!: string;

  @Field({ description: DINHEIRO })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorPago!: string;

  @Field(() => Int, { description: 'De 0 a 100.' })
  @Property({ type: 'smallint' })
  percentualExecutado!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  dataInicio?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  previsaoTermino?: string | null;
}
