import { Field, InputType } from 'type-graphql';

@InputType()
export class ProcuradoriaInput {
  @Field(() => String, { nullable: true, description: 'conteudo (Procuradoria-Geral) ou mulher; sem ela, num registro novo, conteudo.' })
  aba?: string | null;

  @Field(() => String, { nullable: true, description: 'institucional, competencias, equipe, atendimento, legislacao ou servicos; sem ele, num registro novo, institucional.' })
  campo?: string | null;

  @Field(() => String, { nullable: true, description: 'Em branco, o nome do campo.' })
  titulo?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD: a data de atualização mostrada na página.' })
  data?: string | null;

  @Field(() => String, { nullable: true, description: 'HTML do editor (saneado ao guardar).' })
  conteudo?: string | null;
}

@InputType()
export class ProcuradoriaFiltro {
  @Field({ nullable: true, description: 'Busca no título e no conteúdo.' })
  termo?: string;

  @Field({ nullable: true })
  aba?: string;

  @Field({ nullable: true })
  campo?: string;
}
