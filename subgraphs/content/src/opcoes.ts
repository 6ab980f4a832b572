import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Item de uma lista de opções (objetivos, situações, tipos).' })
export class OpcaoConteudo {
  @Field()
  valor!: string;

  @Field()
  rotulo!: string;
}

/** `{ valor: rotulo }` of the catalog → the option list the admin forms and the REST option paths read. */
export function opcoes<T extends string>(rotulos: Readonly<Record<T, string>>): OpcaoConteudo[] {
  return (Object.entries(rotulos) as [T, string][]).map(([valor, rotulo]) => ({ valor, rotulo }));
}
