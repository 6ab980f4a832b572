import { Field, InputType } from 'type-graphql';

@InputType()
export class PartidoFiltro {
  @Field({ nullable: true, description: 'Busca na sigla ou no nome.' })
  termo?: string;
}

@InputType()
export class PartidoInput {
  @Field()
  sigla!: string;

  @Field()
  nome!: string;
}
