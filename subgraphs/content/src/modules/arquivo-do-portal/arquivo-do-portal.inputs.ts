import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType } from 'type-graphql';

@InputType()
export class ArquivoDoPortalInput {
  @Field(() => String, { nullable: true, description: 'Em branco, o nome do arquivo.' })
  titulo?: string | null;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF, imagem ou documento enviado por multipart; obrigatório ao criar.' })
  arquivo?: ReferenciaDeArquivo | null;

  @Field(() => String, { nullable: true, description: 'true ou false (também 1 ou 0); sem ele, num registro novo, true.' })
  ativo?: string | null;
}

@InputType()
export class ArquivoDoPortalFiltro {
  @Field({ nullable: true, description: 'Busca no título.' })
  termo?: string;
}
