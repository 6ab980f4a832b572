import { Field, ID, InputType, Int } from 'type-graphql';
import { DESCRICAO_LIDER, Lideranca } from './deputado.entity.js';

@InputType()
export class DeputadoFiltro {
  @Field({ nullable: true, description: 'Busca no nome parlamentar ou no nome completo.' })
  termo?: string;

  @Field({ nullable: true })
  ativo?: boolean;

  @Field(() => ID, { nullable: true })
  partidoId?: string;

  @Field(() => Int, { nullable: true, description: DESCRICAO_LIDER })
  lider?: number;

  @Field({ nullable: true })
  mesaDiretora?: boolean;
}

@InputType()
export class DeputadoInput {
  @Field()
  nome!: string;

  @Field()
  nomeCompleto!: string;

  @Field({ defaultValue: true })
  ativo!: boolean;

  @Field(() => Int, { nullable: true })
  gabinete?: number;

  @Field({ nullable: true })
  email?: string;

  @Field({ nullable: true })
  telefone?: string;

  @Field(() => Int, { defaultValue: Lideranca.nenhuma, description: DESCRICAO_LIDER })
  lider!: number;

  @Field({ defaultValue: false })
  mesaDiretora!: boolean;

  @Field({ nullable: true })
  biografia?: string;

  @Field(() => ID, { nullable: true })
  partidoId?: string;
}
