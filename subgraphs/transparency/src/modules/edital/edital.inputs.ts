import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class EditalFiltro {
  @Field({ nullable: true, description: 'Busca no objeto, no número e no processo.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;

  @Field(() => ID, { nullable: true })
  modalidadeId?: string;

  @Field(() => ID, { nullable: true })
  faseId?: string;

  @Field({ nullable: true, description: 'Abertura a partir desta data (AAAA-MM-DD).' })
  dataInicio?: string;

  @Field({ nullable: true, description: 'Abertura até esta data, inclusive (AAAA-MM-DD).' })
  dataFim?: string;
}
