import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class CategoriaLinkFiltro {
  @Field({ nullable: true, description: 'Parte do nome.' })
  termo?: string;
}

@InputType()
export class CategoriaLinkInput {
  @Field()
  nome!: string;

  @Field(() => Int, { defaultValue: 0 })
  ordem!: number;
}
