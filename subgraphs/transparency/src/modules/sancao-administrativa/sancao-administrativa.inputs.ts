import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class SancaoAdministrativaFiltro {
  @Field({ nullable: true, description: 'Busca na empresa, na sanção e no processo.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;
}

@InputType()
export class SancaoAdministrativaInput {
  @Field(() => Int)
  ano!: number;

  @Field()
  empresa!: string;

  @Field(() => String, { nullable: true, description: 'Com ou sem pontuação.' })
  cnpj?: string | null;

  @Field()
  sancao!: string;

  @Field(() => String, { nullable: true })
  processo?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  dataPublicacao?: string | null;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF da publicação (opcional).' })
  arquivo?: ReferenciaDeArquivo;
}
