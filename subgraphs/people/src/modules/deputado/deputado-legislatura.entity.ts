import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Legislatura } from '../legislatura/legislatura.entity.js';
import { Partido } from '../partido/partido.entity.js';
import { Deputado } from './deputado.entity.js';

/**
 * A deputy's party in a legislature. Several rows in one legislature are party changes, each from its `dataInicio`;
 * rows made from the legislature form may have no party yet.
 */
@ObjectType({ description: 'Partido de um deputado numa legislatura (histórico partidário).' })
@Entity({ tableName: 'deputado_legislaturas' })
export class DeputadoLegislatura {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Deputado, { deleteRule: 'cascade', index: true })
  deputado!: Rel<Deputado>;

  @ManyToOne(() => Legislatura, { deleteRule: 'cascade', index: true })
  legislatura!: Rel<Legislatura>;

  @ManyToOne(() => Partido, { nullable: true, deleteRule: 'set null' })
  partido?: Partido | null;

  @Field(() => String, { nullable: true, description: 'Início no partido (mudança de partido), AAAA-MM-DD.' })
  @Property({ type: 'date', nullable: true })
  dataInicio?: string | null;
}
