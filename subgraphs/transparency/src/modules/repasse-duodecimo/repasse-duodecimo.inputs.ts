import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class RepasseDuodecimoFiltro {
  @Field(() => Int, { nullable: true })
  ano?: number;

  @Field(() => Int, { nullable: true, description: 'Mês de referência (1 a 12).' })
  mes?: number;
}
