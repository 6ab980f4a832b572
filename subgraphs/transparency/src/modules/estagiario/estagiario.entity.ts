import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Estudante em estágio na Assembleia, com o termo de compromisso em PDF quando há.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'estagiarios' })
export class Estagiario extends RegistroPdf {
  @Field()
  @Property({ length: 150 })
  nome!: string;

  @Field()
  @Property({ length: 120 })
  curso!: string;

  @Field({ description: 'Instituição de ensino conveniada.' })
  @Property({ length: 150 })
  instituicao!: string;

  @Field()
  @Property({ length: 150 })
  lotacao!: string;

  @Field({ description: 'Primeiro dia do estágio (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  dataInicio!: string;

  @Field(() => String, { nullable: true, description: 'Último dia previsto (AAAA-MM-DD).' })
  @Property({ type: 'date', nullable: true })
  dataFim?: string | null;

  @Field({ description: 'Valor mensal da bolsa, exato em reais: "1234.56".' })
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  bolsa!: string;
}
