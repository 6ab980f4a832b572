import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType } from 'type-graphql';

// Required fields are nullable here: the catalog's rules refuse a missing one with the field's own message.

@InputType()
export class MaterialAssessoramentoInput {
  @Field(() => String, { nullable: true })
  titulo?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  data?: string | null;

  @Field(() => String, { nullable: true, description: '0 Artigo, 1 Estudo, 2 Relatório, 3 Livro, 4 Painel interativo.' })
  tipo?: string | null;

  @Field(() => String, { nullable: true })
  resumo?: string | null;

  @Field(() => String, { nullable: true, description: 'Endereço http(s); sem ele, o PDF.' })
  url?: string | null;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF enviado por multipart; sem ele, informe o endereço.' })
  arquivo?: ReferenciaDeArquivo | null;
}

@InputType()
export class MaterialAssessoramentoFiltro {
  @Field({ nullable: true, description: 'Busca no título e no resumo.' })
  termo?: string;

  @Field({ nullable: true, description: '0 a 4 (o tipo).' })
  tipo?: string;
}
