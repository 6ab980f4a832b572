import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** People owns `Deputado`; transparency only points at one by id and the gateway resolves the rest. */
@ObjectType('Deputado')
@Directive('@key(fields: "id", resolvable: false)')
export class DeputadoRef {
  @Field(() => ID)
  id!: string;
}

export function deputadoRef(id: number): DeputadoRef {
  return { id: String(id) };
}
