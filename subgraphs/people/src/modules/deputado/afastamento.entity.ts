import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Deputado } from './deputado.entity.js';

@ObjectType({ description: 'Afastamento de um deputado do exercício do mandato.' })
@Entity({ tableName: 'afastamentos' })
export class Afastamento {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Deputado, { deleteRule: 'cascade', index: true })
  deputado!: Rel<Deputado>;

  @Field(() => Int, { description: 'Tipo (tiposAfastamento).' })
  @Property({ type: 'smallint' })
  tipo!: number;

  @Field({ description: 'AAAA-MM-DD.' })
  @Property({ type: 'date' })
  dataAfastamento!: string;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD; null enquanto afastado.' })
  @Property({ type: 'date', nullable: true })
  dataRetorno?: string | null;
}
