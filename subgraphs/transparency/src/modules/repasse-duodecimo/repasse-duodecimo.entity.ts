import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

const DINHEIRO = 'Valor exato em reais: "12345.67".';

@ObjectType({ description: 'Repasse mensal do duodécimo do Tesouro Estadual à Assembleia.' })
@Entity({ tableName: 'repasses_duodecimos' })
@Unique({ properties: ['ano', 'mes'] })
export class RepasseDuodecimo {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => Int)
  @Property()
  ano!: number;

  @Field(() => Int, { description: 'Mês de referência, 1 a 12.' })
  @Property()
  mes!: number;

  @Field({ description: 'Data em que o repasse foi creditado (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  dataRepasse!: string;

  @Field({ description: `Duodécimo previsto no orçamento. ${DINHEIRO}` })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorPrevisto!: string;

  @Field({ description: `Valor efetivamente repassado. ${DINHEIRO}` })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorRepassado!: string;
}
