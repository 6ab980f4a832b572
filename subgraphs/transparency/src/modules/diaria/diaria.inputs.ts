import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class DiariaFiltro {
  @Field({ nullable: true, description: 'Busca no beneficiário, no cargo, no destino e no motivo.' })
  termo?: string;

  @Field(() => Int, { nullable: true, description: 'Ano de competência.' })
  ano?: number;

  @Field(() => Int, { nullable: true, description: 'Mês de competência (1 a 12); exige o ano.' })
  mes?: number;

  @Field(() => ID, { nullable: true })
  tipoSolicitacaoId?: string;

  @Field({ nullable: true, description: 'Saídas a partir desta data (AAAA-MM-DD).' })
  dataInicio?: string;

  @Field({ nullable: true, description: 'Saídas até esta data, inclusive (AAAA-MM-DD).' })
  dataFim?: string;
}
