import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class PerguntaFrequenteInput {
  @Field(() => ID)
  categoriaPerguntaFrequenteId!: string;

  @Field(() => Int, { nullable: true, description: 'Sem ela, num registro novo, a próxima posição livre da categoria.' })
  ordem?: number | null;

  @Field()
  pergunta!: string;

  @Field({ description: 'HTML do editor (saneado ao guardar).' })
  resposta!: string;
}

@InputType()
export class PerguntaFrequenteFiltro {
  @Field({ nullable: true, description: 'Busca na pergunta e na resposta.' })
  termo?: string;

  @Field(() => ID, { nullable: true })
  categoriaPerguntaFrequenteId?: string;
}
