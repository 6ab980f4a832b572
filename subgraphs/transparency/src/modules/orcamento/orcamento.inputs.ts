import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType, Int } from 'type-graphql';
import { DESCRICAO_TIPO_ORCAMENTO } from './orcamento.entity.js';

@InputType()
export class OrcamentoFiltro {
  @Field({ nullable: true, description: 'Busca na descrição.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;

  @Field({ nullable: true, description: DESCRICAO_TIPO_ORCAMENTO })
  tipo?: string;
}

@InputType()
export class OrcamentoInput {
  @Field(() => Int, { description: 'Do ano atual − 12 ao ano atual + 2.' })
  ano!: number;

  @Field({ description: DESCRICAO_TIPO_ORCAMENTO })
  tipo!: string;

  @Field(() => String, { nullable: true, description: 'Valor em reais: "1234.56" ou "1.234,56". Obrigatório salvo no ppa.' })
  autorizadoComPessoal?: string | null;

  @Field({ nullable: true })
  descricao?: string;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF enviado por multipart; obrigatório ao criar.' })
  arquivo?: ReferenciaDeArquivo;
}
