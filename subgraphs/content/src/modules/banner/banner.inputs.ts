import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType } from 'type-graphql';
import { TipoBanner } from './banner.entity.js';

@InputType()
export class BannerFiltro {
  @Field({ nullable: true, description: 'Parte do título ou do endereço.' })
  termo?: string;

  @Field(() => TipoBanner, { nullable: true })
  tipo?: TipoBanner;
}

@InputType()
export class BannerInput {
  @Field(() => TipoBanner)
  tipo!: TipoBanner;

  @Field()
  titulo!: string;

  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  exibirAte?: string | null;

  @Field(() => UploadScalar, { nullable: true, description: 'Imagem 2:1 de ao menos 300 × 150 pixels (jpg, png ou gif até 3 MB); obrigatória ao criar.' })
  imagem?: ReferenciaDeArquivo | null;
}
