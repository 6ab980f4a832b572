import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Deputado } from '../deputado/deputado.entity.js';

/** A past or present president of the assembly; former ones need not be deputies in this database. */
@ObjectType({ description: 'Presidente da Assembleia (galeria de presidentes).' })
@Entity({ tableName: 'presidentes_assembleia' })
export class PresidenteAssembleia {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 200 })
  nome!: string;

  @Field(() => Int)
  @Property()
  anoInicio!: number;

  @Field(() => Int, { nullable: true, description: 'null para o presidente em exercício.' })
  @Property({ type: 'integer', nullable: true })
  anoFim?: number | null;

  @ManyToOne(() => Deputado, { nullable: true, deleteRule: 'set null' })
  deputado?: Rel<Deputado> | null;
}
