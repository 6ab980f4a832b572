import { Field, InputType } from 'type-graphql';

@InputType()
export class ConfiguracaoInput {
  @Field({ description: 'Área: noticias.' })
  area!: string;

  @Field()
  fontePadrao!: string;

  @Field({ description: 'assembleia, especiais ou discurso.' })
  categoriaPadrao!: string;
}

@InputType()
export class ConfiguracaoFiltro {
  @Field({ nullable: true, description: 'Uma área.' })
  area?: string;
}
