import { Field, ID, InputType } from 'type-graphql';

@InputType()
export class FiscalContratoFiltro {
  @Field({ nullable: true, description: 'Busca no nome, na matrícula, na portaria, no número e no objeto do contrato.' })
  termo?: string;

  @Field(() => ID, { nullable: true })
  contratoId?: string;

  @Field({ nullable: true, description: 'Só fiscais de contratos em vigência hoje (true) ou fora dela (false).' })
  vigente?: boolean;
}
