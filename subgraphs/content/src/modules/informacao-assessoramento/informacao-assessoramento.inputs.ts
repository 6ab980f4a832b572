import { Field, InputType, Int } from 'type-graphql';

// Required fields are nullable here: the catalog's rules refuse a missing one with the field's own message.

@InputType()
export class InformacaoAssessoramentoInput {
  @Field(() => String, { nullable: true, description: 'apresentacao, contato ou outras.' })
  secao?: string | null;

  @Field(() => String, { nullable: true })
  titulo?: string | null;

  @Field(() => Int, { nullable: true, description: 'Menor primeiro; sem ela, 1.' })
  ordem?: number | null;

  @Field(() => String, { nullable: true, description: 'HTML do editor (saneado ao guardar).' })
  conteudo?: string | null;
}

@InputType()
export class InformacaoAssessoramentoFiltro {
  @Field({ nullable: true, description: 'Busca no título e no conteúdo.' })
  termo?: string;

  @Field({ nullable: true })
  secao?: string;
}
