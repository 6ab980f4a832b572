import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class RemuneracaoFiltro {
  @Field({ nullable: true, description: 'Busca no nome e na matrícula.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;

  @Field(() => Int, { nullable: true })
  mes?: number;

  @Field({ nullable: true })
  vinculo?: string;

  @Field({ nullable: true })
  categoria?: string;

  @Field({ nullable: true })
  gabinete?: string;

  @Field({ nullable: true })
  lotacao?: string;
}

@InputType()
export class RemuneracaoInput {
  @Field()
  matricula!: string;

  @Field()
  nome!: string;

  @Field()
  cargo!: string;

  @Field()
  vinculo!: string;

  @Field()
  categoria!: string;

  @Field()
  lotacao!: string;

  @Field(() => String, { nullable: true })
  gabinete?: string | null;

  @Field(() => Int, { description: 'De 2013 ao ano atual.' })
  ano!: number;

  @Field(() => Int)
  mes!: number;

  @Field({ description: 'Valor em reais: "1234.56" ou "1.234,56".' })
  remuneracaoBasica!: string;

  @Field()
  vantagens!: string;

  @Field()
  indenizacoes!: string;

  @Field()
  bruto!: string;

  @Field()
  descontos!: string;

  @Field({ description: 'Deve ser bruto − descontos.' })
  liquido!: string;
}
