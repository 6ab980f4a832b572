import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType, Int } from 'type-graphql';
import { DESCRICAO_TIPO_CADASTRO } from './prestacao-contas.entity.js';

@InputType()
export class PrestacaoContasFiltro {
  @Field({ nullable: true, description: 'Busca na descrição.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;

  @Field({ nullable: true, description: DESCRICAO_TIPO_CADASTRO })
  tipoCadastro?: string;
}

@InputType()
export class PrestacaoContasInput {
  @Field(() => Int, { description: 'Do ano atual − 12 ao ano atual + 2.' })
  ano!: number;

  @Field(() => Int, { nullable: true })
  mes?: number | null;

  @Field({ description: DESCRICAO_TIPO_CADASTRO })
  tipoCadastro!: string;

  @Field({ nullable: true })
  descricao?: string;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF enviado por multipart; obrigatório ao criar.' })
  arquivo?: ReferenciaDeArquivo;
}
