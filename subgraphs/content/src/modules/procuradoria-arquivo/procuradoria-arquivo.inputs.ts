import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType } from 'type-graphql';

@InputType()
export class ProcuradoriaArquivoInput {
  @Field(() => String, { nullable: true, description: 'arquivo (Procuradoria-Geral) ou mulher; sem ela, num registro novo, arquivo.' })
  aba?: string | null;

  @Field(() => String, { nullable: true, description: 'Em branco, o nome do arquivo.' })
  titulo?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD: a data do documento.' })
  data?: string | null;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF enviado por multipart; obrigatório ao criar.' })
  arquivo?: ReferenciaDeArquivo | null;
}

@InputType()
export class ProcuradoriaArquivoFiltro {
  @Field({ nullable: true, description: 'Busca no título.' })
  termo?: string;

  @Field({ nullable: true })
  aba?: string;

  @Field({ nullable: true, description: 'true: só os registros com o PDF guardado (a página pública).' })
  comArquivo?: boolean;
}
