import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class EmpenhoFiltro {
  @Field({ nullable: true, description: 'Busca no número, no credor, no CNPJ, no elemento de despesa e no histórico.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;

  @Field(() => Int, { nullable: true, description: 'Mês (1 a 12); exige o ano.' })
  mes?: number;

  @Field({ nullable: true, description: 'Empenhados a partir desta data (AAAA-MM-DD).' })
  dataInicio?: string;

  @Field({ nullable: true, description: 'Empenhados até esta data, inclusive (AAAA-MM-DD).' })
  dataFim?: string;
}
