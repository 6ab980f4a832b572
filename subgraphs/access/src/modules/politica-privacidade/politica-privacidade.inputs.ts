import { Field, InputType } from 'type-graphql';

/** The catalog's form (POLITICAS_PRIVACIDADE): the version number is given by the server. */
@InputType()
export class PoliticaPrivacidadeInput {
  @Field({ description: 'Dia (AAAA-MM-DD) a partir do qual a versão vale.' })
  vigenteDesde!: string;

  @Field(() => String, { nullable: true })
  resumoAlteracoes?: string | null;

  @Field({ description: 'HTML do editor (saneado ao guardar).' })
  conteudo!: string;
}

@InputType()
export class PoliticaPrivacidadeFiltro {
  @Field({ nullable: true, description: 'Busca no texto e no resumo das alterações.' })
  termo?: string;
}
