import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class AvisoLicitacaoFiltro {
  @Field({ nullable: true, description: 'Busca no título e no texto.' })
  termo?: string;

  @Field(() => Int, { nullable: true, description: 'Ano de publicação.' })
  ano?: number;

  @Field(() => ID, { nullable: true })
  editalId?: string;

  @Field({ nullable: true, description: 'Publicados a partir desta data (AAAA-MM-DD).' })
  dataInicio?: string;

  @Field({ nullable: true, description: 'Publicados até esta data, inclusive (AAAA-MM-DD).' })
  dataFim?: string;
}
