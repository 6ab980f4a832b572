import { Field, InputType } from 'type-graphql';
import { DESCRICAO_SITUACAO } from './processo.entity.js';

@InputType()
export class ProcessoFiltro {
  @Field({ nullable: true, description: 'Busca no número, no título e na ementa.' })
  termo?: string;

  @Field({ nullable: true, description: DESCRICAO_SITUACAO })
  situacao?: string;
}

/** Votes are counted by the citizens' operations, never typed in: they are not part of the input. */
@InputType()
export class ProcessoInput {
  @Field({ description: 'AAAA/NNNN, por exemplo "2025/1234".' })
  numero!: string;

  @Field()
  titulo!: string;

  @Field()
  ementa!: string;

  @Field({ defaultValue: 'em_tramitacao', description: DESCRICAO_SITUACAO })
  situacao!: string;
}
