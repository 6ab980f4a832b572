import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class VotacaoFiltro {
  @Field({ nullable: true, description: 'Palavras da matéria votada.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;

  @Field(() => Int, { nullable: true, description: 'Mês (1 a 12); exige o ano.' })
  mes?: number;

  @Field({ nullable: true, description: 'aprovado ou rejeitado.' })
  resultado?: string;

  @Field({ nullable: true, description: 'Votações da sessão deste dia (AAAA-MM-DD).' })
  data?: string;
}

@InputType()
export class VotoDeputadoFiltro {
  @Field(() => ID, { nullable: true, description: 'As posições de todos os deputados numa votação.' })
  votacaoId?: string;

  @Field(() => ID, { nullable: true, description: 'As posições de um deputado (id do subgrafo people) em todas as votações.' })
  deputadoId?: string;

  @Field({ nullable: true, description: 'sim, nao, abstencao, obstrucao ou ausente.' })
  posicao?: string;

  @Field(() => Int, { nullable: true, description: 'Ano da votação.' })
  ano?: number;
}
