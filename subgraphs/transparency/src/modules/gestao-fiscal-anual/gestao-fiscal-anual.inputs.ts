import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class GestaoFiscalAnualFiltro {
  @Field({ nullable: true, description: 'Busca na descrição.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;
}

@InputType()
export class GestaoFiscalAnualInput {
  @Field(() => Int, { description: 'Do ano atual − 10 ao ano atual + 2; o formulário sugere o ano atual.' })
  ano!: number;

  @Field({ nullable: true })
  descricao?: string;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF enviado por multipart; obrigatório ao criar.' })
  arquivo?: ReferenciaDeArquivo;
}
