import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, ID, InputType, Int } from 'type-graphql';
import { CategoriaNoticia, DestaqueNivel, StatusNoticia } from './noticia.entity.js';

@InputType()
export class NoticiaFiltro {
  @Field({ nullable: true, description: 'Busca textual em português (sem acentos, singular e plural), por relevância.' })
  termo?: string;

  @Field(() => CategoriaNoticia, { nullable: true })
  categoria?: CategoriaNoticia;

  @Field(() => ID, { nullable: true })
  deputadoId?: string;

  @Field(() => DestaqueNivel, { nullable: true })
  destaque?: DestaqueNivel;
}

@InputType()
export class NoticiaAdminFiltro {
  @Field(() => StatusNoticia, { defaultValue: StatusNoticia.a_revisar, description: 'a_revisar: não publicadas; publicadas: publicadas ou agendadas.' })
  status: StatusNoticia = StatusNoticia.a_revisar;

  @Field({ nullable: true, description: 'Parte do título.' })
  titulo?: string;

  @Field({ nullable: true, description: 'Parte do nome do usuário que criou a notícia.' })
  autor?: string;

  @Field({ nullable: true, description: 'Dia de publicação, dd/mm/aaaa (horário de Brasília).' })
  dataPublicacao?: string;

  @Field(() => CategoriaNoticia, { nullable: true })
  categoria?: CategoriaNoticia;

  @Field(() => DestaqueNivel, { nullable: true })
  destaque?: DestaqueNivel;

  @Field(() => ID, { nullable: true })
  id?: string;
}

@InputType()
export class NoticiaInput {
  @Field()
  titulo!: string;

  @Field({ nullable: true })
  resumo?: string;

  @Field({ description: 'Corpo em HTML; saneado ao salvar.' })
  conteudo!: string;

  @Field({ nullable: true })
  fonte?: string;

  @Field(() => CategoriaNoticia, { nullable: true, defaultValue: CategoriaNoticia.assembleia, description: 'Usuários de gabinete sempre gravam gabinete.' })
  categoria?: CategoriaNoticia | null;

  @Field(() => DestaqueNivel, { nullable: true })
  destaqueNivel?: DestaqueNivel;

  @Field(() => Int, { nullable: true, description: 'primario: 1; secundario: 1 a 2; terciario: 1 a 3.' })
  destaqueSlot?: number;

  @Field({ nullable: true })
  destaqueDescricao?: string;

  @Field(() => ID, { nullable: true })
  deputadoId?: string;

  @Field(() => ID, { nullable: true })
  galeriaId?: string;

  @Field({ nullable: true, description: 'Texto alternativo da imagem.' })
  imagemAlt?: string;

  @Field({ nullable: true, description: 'Legenda da imagem.' })
  imagemLegenda?: string;

  @Field(() => UploadScalar, { nullable: true, description: 'Envio multipart; o gateway troca pelo arquivo guardado.' })
  imagem?: ReferenciaDeArquivo;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Remove a imagem atual.' })
  removerImagem?: boolean | null = false;
}
