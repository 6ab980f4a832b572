import { Field, ID, InputType } from 'type-graphql';

@InputType()
export class LotacaoFiltro {
  @Field({ nullable: true, description: 'Busca no nome ou na sigla.' })
  termo?: string;

  @Field({ nullable: true })
  ativa?: boolean;
}

@InputType()
export class LotacaoInput {
  @Field()
  nome!: string;

  @Field()
  sigla!: string;

  @Field({ defaultValue: true })
  ativa!: boolean;

  @Field(() => ID, { nullable: true, description: 'Deputado do gabinete, quando a lotação é um gabinete.' })
  deputadoId?: string | null;
}
