import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Deputado } from './deputado.entity.js';

@ObjectType({ description: 'Ano de emendas parlamentares de um deputado (2021 a 2030).' })
@Entity({ tableName: 'deputado_ano_emendas' })
export class DeputadoAnoEmenda {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Deputado, { deleteRule: 'cascade', index: true })
  deputado!: Rel<Deputado>;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  ano!: number;

  @Field()
  @Property({ default: true })
  ativo: boolean = true;
}
