import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class QuadroRemuneracaoFiltro {
  @Field(() => Int, { nullable: true })
  ano?: number;

  @Field(() => Int, { nullable: true })
  mes?: number;
}

@InputType()
export class QuadroRemuneracaoInput {
  @Field(() => Int, { description: 'De 1992 a 2014.' })
  ano!: number;

  @Field(() => Int, { description: 'De 1 a 12.' })
  mes!: number;

  @Field({ nullable: true })
  descricao?: string;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF enviado por multipart; obrigatório ao criar.' })
  arquivo?: ReferenciaDeArquivo;
}
