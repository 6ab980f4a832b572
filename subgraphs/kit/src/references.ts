import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * People owns `Deputado`; other subgraphs (news authorship, cabinets, allowances, process authors) only point at one
 * by id and the gateway resolves the rest. One stub for all of them.
 */
@ObjectType('Deputado')
@Directive('@key(fields: "id", resolvable: false)')
export class DeputadoRef {
  @Field(() => ID)
  id!: string;
}

export function deputadoRef(id: number): DeputadoRef;
export function deputadoRef(id: number | null | undefined): DeputadoRef | null;
export function deputadoRef(id: number | null | undefined): DeputadoRef | null {
  return id === null || id === undefined ? null : { id: String(id) };
}

/** Participation owns `Processo`; a roll-call vote (transparency) points at the process voted by id. */
@ObjectType('Processo')
@Directive('@key(fields: "id", resolvable: false)')
export class ProcessoRef {
  @Field(() => ID)
  id!: string;
}

export function processoRef(id: number | null | undefined): ProcessoRef | null {
  return id === null || id === undefined ? null : { id: String(id) };
}
