import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Deputado } from '../deputado/deputado.entity.js';

@ObjectType({ description: 'Frente parlamentar (ativa ou inativa).' })
@Entity({ tableName: 'frentes_parlamentares' })
export class FrenteParlamentar {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 200 })
  nome!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  descricao?: string | null;

  @Field()
  @Property({ default: true })
  ativa: boolean = true;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  @Property({ type: 'date', nullable: true })
  dataCriacao?: string | null;

  @ManyToOne(() => Deputado, { nullable: true, deleteRule: 'set null' })
  coordenador?: Rel<Deputado> | null;
}

/** A deputy in a front: an explicit row so a page of fronts loads its members in one batched query. */
@Entity({ tableName: 'frentes_parlamentares_deputados' })
export class MembroFrente {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => FrenteParlamentar, { deleteRule: 'cascade', index: true })
  frente!: Rel<FrenteParlamentar>;

  @ManyToOne(() => Deputado, { deleteRule: 'cascade', index: true })
  deputado!: Rel<Deputado>;
}
