import { indiceDoTermo } from '@alego/kit';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

const VALOR = 'Valor exato em reais, com ponto e duas casas decimais: "12345.67".';

@ObjectType({ description: 'Remuneração de um servidor em um mês (folha de pagamento).' })
@Entity({ tableName: 'remuneracoes' })
@Unique({ properties: ['ano', 'mes', 'matricula'] })
@Index({ properties: ['ano', 'mes', 'nome'] })
@Index(indiceDoTermo('transparency', 'remuneracoes', ['nome', 'matricula']))
export class Remuneracao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 20 })
  matricula!: string;

  @Field()
  @Property({ length: 200 })
  nome!: string;

  @Field()
  @Property({ length: 200 })
  cargo!: string;

  @Field({ description: 'Vínculo: Efetivo, Comissionado, Cedido...' })
  @Property({ length: 100 })
  vinculo!: string;

  @Field({ description: 'Categoria funcional.' })
  @Property({ length: 100 })
  categoria!: string;

  @Field({ description: 'Unidade de lotação.' })
  @Property({ length: 200 })
  lotacao!: string;

  @Field(() => String, { nullable: true, description: 'Gabinete de deputado, quando lotado em um.' })
  @Property({ length: 200, nullable: true })
  gabinete?: string | null;

  @Field(() => Int)
  @Property()
  ano!: number;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  mes!: number;

  @Field({ description: VALOR })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  remuneracaoBasica!: string;

  @Field({ description: `Vantagens pessoais, funções e gratificações. ${VALOR}` })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  vantagens!: string;

  @Field({ description: `Verbas indenizatórias. ${VALOR}` })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  indenizacoes!: string;

  @Field({ description: `Remuneração bruta. ${VALOR}` })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  bruto!: string;

  @Field({ description: `Descontos obrigatórios. ${VALOR}` })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  descontos!: string;

  @Field({ description: `Líquido: bruto − descontos. ${VALOR}` })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  liquido!: string;
}
