import { Field, ID, InputType } from 'type-graphql';
import { CategoriaNoticia } from './noticia.entity.js';

@InputType()
export class NoticiaFiltro {
  @Field({ nullable: true, description: 'Busca no título e no resumo.' })
  termo?: string;

  @Field(() => CategoriaNoticia, { nullable: true })
  categoria?: CategoriaNoticia;

  @Field(() => ID, { nullable: true })
  deputadoId?: string;
}

@InputType()
export class NoticiaInput {
  @Field()
  titulo!: string;

  @Field({ nullable: true })
  resumo?: string;

  @Field()
  conteudo!: string;

  @Field({ nullable: true })
  fonte?: string;

  @Field(() => CategoriaNoticia, { defaultValue: CategoriaNoticia.assembleia })
  categoria!: CategoriaNoticia;

  @Field(() => ID, { nullable: true })
  deputadoId?: string;
}
