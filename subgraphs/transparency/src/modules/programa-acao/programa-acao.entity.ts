import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Programa e ação do plano plurianual executados pela Assembleia num ano, com o previsto e o executado.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'programas_acoes' })
export class ProgramaAcao extends RegistroPdf {
  @Field(() => Int, { description: 'Primeiro ano do plano plurianual.' })
  @Property({ type: 'smallint' })
  anoInicio!: number;

  @Field(() => Int, { description: 'Último ano do plano plurianual (não anterior ao de início).' })
  @Property({ type: 'smallint' })
  anoFim!: number;

  @Field({ description: 'Código e nome do programa.' })
  @Property({ length: 150 })
  programa!: string;

  @Field({ description: 'Código e nome da ação.' })
  @Property({ length: 200 })
  acao!: string;

  @Field({ description: 'projeto, atividade ou operacao_especial.' })
  @Property({ length: 20 })
  tipo!: string;

  @Field()
  @Property({ length: 500 })
  objetivo!: string;

  @Field({ description: 'Dotação prevista no ano, exata em reais: "12345.67".' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorPrevisto!: string;

  @Field(() => String, { nullable: true, description: 'Valor executado (liquidado) no ano; null quando ainda não há.' })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  valorExecutado?: string | null;
}
