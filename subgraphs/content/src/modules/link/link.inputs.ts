import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class LinkFiltro {
  @Field({ nullable: true, description: 'Parte do título ou do endereço.' })
  termo?: string;

  @Field(() => ID, { nullable: true, description: 'Categoria (categoriasLinks).' })
  categoriaLinkId?: string;
}

@InputType()
export class LinkInput {
  @Field()
  titulo!: string;

  @Field()
  url!: string;

  @Field(() => ID, { nullable: true })
  categoriaLinkId?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  ordem!: number;
}
