import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class DemonstrativoDespesasComPessoalFiltro {
  @Field({ nullable: true, description: 'Busca na descrição.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;
}

@InputType()
export class DemonstrativoDespesasComPessoalInput {
  @Field(() => Int, { description: 'Do ano atual − 12 ao ano atual + 1.' })
  ano!: number;

  @Field({ nullable: true })
  descricao?: string;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF enviado por multipart; obrigatório ao criar.' })
  arquivo?: ReferenciaDeArquivo;
}
