import { UploadScalar, type LinhaAninhada, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, ID, InputType, Int } from 'type-graphql';
import { SituacaoGaleria, TipoRelacionadoGaleria } from './galeria.entity.js';

@InputType()
export class GaleriaCategoriaFiltro {
  @Field({ nullable: true, description: 'Parte do nome.' })
  termo?: string;

  @Field(() => TipoRelacionadoGaleria, { nullable: true })
  tipoRelacionado?: TipoRelacionadoGaleria;
}

@InputType()
export class GaleriaCategoriaInput {
  @Field()
  nome!: string;

  @Field(() => TipoRelacionadoGaleria, { nullable: true })
  tipoRelacionado?: TipoRelacionadoGaleria | null;
}

@InputType()
export class GaleriaAdminFiltro {
  @Field({ nullable: true, description: 'Parte do título ou da descrição.' })
  termo?: string;

  @Field({ nullable: true, description: 'Dia de criação (AAAA-MM-DD).' })
  data?: string;

  @Field(() => ID, { nullable: true })
  categoriaId?: string;

  @Field(() => ID, { nullable: true })
  relacionadoId?: string;

  @Field({ nullable: true, description: 'Parte do nome do relacionado.' })
  relacionadoNome?: string;

  @Field(() => SituacaoGaleria, { nullable: true, description: 'Aba: revisao ou publicacao (padrão publicacao).' })
  situacao?: SituacaoGaleria;
}

@InputType()
export class GaleriasFiltro {
  @Field({ nullable: true, description: 'Parte do título ou da descrição.' })
  termo?: string;

  @Field(() => ID, { nullable: true })
  categoriaId?: string;
}

@InputType({ description: 'Uma imagem guardada do álbum: legenda, crédito, capa, ordem ou exclusão.' })
export class GaleriaImagemLinha implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true })
  _destroy?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Legenda (texto alternativo).' })
  titulo?: string | null;

  @Field(() => String, { nullable: true })
  credito?: string | null;

  @Field(() => Boolean, { nullable: true })
  capa?: boolean | null;

  @Field(() => Int, { nullable: true })
  ordem?: number | null;
}

@InputType({ description: 'Uma imagem que o formulário enviará depois de salvar o álbum (só para as regras do álbum).' })
export class NovaImagemGaleria {
  @Field(() => Boolean, { nullable: true })
  capa?: boolean | null;

  @Field(() => Int, { nullable: true })
  ordem?: number | null;

  @Field(() => String, { nullable: true })
  titulo?: string | null;

  @Field(() => String, { nullable: true })
  credito?: string | null;
}

@InputType()
export class GaleriaInput {
  @Field()
  titulo!: string;

  @Field(() => String, { nullable: true, description: 'Descrição em HTML (editor de texto rico).' })
  descricao?: string | null;

  @Field(() => ID)
  categoriaId!: string;

  @Field(() => ID, { nullable: true })
  relacionadoId?: string | null;

  @Field(() => String, { nullable: true })
  relacionadoNome?: string | null;

  @Field(() => String, { nullable: true })
  ultimoCredito?: string | null;

  @Field(() => [GaleriaImagemLinha], { nullable: true, description: 'Imagens guardadas (linhas aninhadas: id e _destroy).' })
  galeriaImagens?: GaleriaImagemLinha[] | null;

  @Field(() => [NovaImagemGaleria], { nullable: true, description: 'Imagens que serão enviadas uma a uma depois de salvar.' })
  novasImagens?: NovaImagemGaleria[] | null;
}

@InputType({ description: 'Uma imagem enviada para um álbum já salvo (POST galerias/salvar-imagens).' })
export class GaleriaImagemInput {
  @Field(() => ID)
  galeriaId!: string;

  // Optional in the schema, required by the service: a non-null Upload fails validation before the access check,
  // so a caller without the permission would get "invalid file" instead of FORBIDDEN.
  @Field(() => UploadScalar, { nullable: true, description: 'jpg, png ou gif até 3 MB (obrigatória).' })
  imagem!: ReferenciaDeArquivo | null;

  @Field(() => String, { nullable: true })
  titulo?: string | null;

  @Field(() => String, { nullable: true })
  credito?: string | null;

  @Field(() => Int, { nullable: true, description: 'Sem ordem, 999999 (o fim do álbum).' })
  ordem?: number | null;

  @Field(() => Boolean, { nullable: true })
  capa?: boolean | null;
}
