import type { LinhaAninhada } from '@alego/kit';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class LegislaturaFiltro {
  @Field({ nullable: true })
  termo?: string;

  @Field({ nullable: true })
  atual?: boolean;
}

@InputType({ description: 'Deputado da legislatura: com `id` e `_destroy` sai; sem `id` entra, com o partido atual dele.' })
export class LegislaturaDeputadoInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true })
  _destroy?: boolean | null;

  @Field(() => ID, { nullable: true })
  deputadoId?: string | null;
}

@InputType()
export class LegislaturaInput {
  @Field(() => Int)
  numero!: number;

  @Field()
  descricao!: string;

  @Field(() => Int)
  anoInicio!: number;

  @Field(() => Int)
  anoFim!: number;

  @Field({ defaultValue: false })
  atual!: boolean;

  @Field(() => Int, { defaultValue: 1, description: 'Tipo (tiposLegislatura).' })
  tipo!: number;

  @Field(() => [LegislaturaDeputadoInput], { nullable: true })
  deputadoLegislaturas?: LegislaturaDeputadoInput[] | null;
}
