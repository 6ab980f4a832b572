import { Field, InputType } from 'type-graphql';

// Required fields are nullable here: the catalog's rules refuse a missing one with the field's own message.

@InputType()
export class MembroCorpoTecnicoInput {
  @Field(() => String, { nullable: true })
  nome?: string | null;

  @Field(() => String, { nullable: true })
  cargo?: string | null;

  @Field(() => String, { nullable: true })
  area?: string | null;

  @Field(() => String, { nullable: true })
  formacao?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;
}

@InputType()
export class MembroCorpoTecnicoFiltro {
  @Field({ nullable: true, description: 'Busca no nome e na área.' })
  termo?: string;
}
