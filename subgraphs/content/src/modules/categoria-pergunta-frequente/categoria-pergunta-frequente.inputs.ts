import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class CategoriaPerguntaFrequenteInput {
  @Field()
  nome!: string;

  @Field(() => Int, { nullable: true, description: 'Sem ela, num registro novo, a próxima posição livre.' })
  ordem?: number | null;
}

@InputType()
export class CategoriaPerguntaFrequenteFiltro {
  @Field({ nullable: true, description: 'Parte do nome.' })
  termo?: string;
}
