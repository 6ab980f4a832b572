import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class LegislaturaFiltro {
  @Field({ nullable: true })
  termo?: string;

  @Field({ nullable: true })
  atual?: boolean;
}

@InputType()
export class LegislaturaInput {
  @Field(() => Int)
  numero!: number;

  @Field()
  descricao!: string;

  @Field(() => Int)
  anoInicio!: number;

  @Field(() => Int)
  anoFim!: number;

  @Field({ defaultValue: false })
  atual!: boolean;
}
