import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * A roll-call vote of the plenary (the electronic voting panel): what was voted, the process (participation's
 * `Processo`, by id) and the tally, kept equal to the deputies' positions (`VotoDeputado`) by whoever writes them.
 */
@ObjectType({ description: 'Votação nominal do plenário: o que se votou, o processo, o resultado e a contagem dos votos.' })
@Index({ properties: ['data', 'id'] })
@Entity({ tableName: 'votacoes' })
export class Votacao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => Int)
  @Property()
  ano!: number;

  @Field(() => Int, { description: 'Número da votação no ano.' })
  @Property()
  numero!: number;

  @Field({ description: 'Data da sessão (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field({ description: 'O que se votou: a fase da proposição (primeira discussão, veto, urgência...).' })
  @Property({ length: 300 })
  materia!: string;

  /** Id of participation's `Processo`: another subgraph's entity, so no foreign key. */
  @Field(() => Int, { nullable: true, description: 'Id do processo votado no subgrafo participation (o cadastro do admin o informa).' })
  @Property({ nullable: true })
  processoId?: number | null;

  @Field({ description: 'aprovado ou rejeitado.' })
  @Property({ length: 20 })
  resultado!: string;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  sim!: number;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  nao!: number;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  abstencao!: number;

  @Field(() => Int, { description: 'Deputados ausentes da votação.' })
  @Property({ type: 'smallint' })
  ausentes!: number;
}

@ObjectType({ description: 'A posição de um deputado numa votação nominal.' })
@Index({ properties: ['deputadoId', 'votacao'] })
@Entity({ tableName: 'votos_deputados' })
export class VotoDeputado {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => Votacao)
  @ManyToOne(() => Votacao, { deleteRule: 'cascade' })
  votacao!: Votacao;

  /** Id of people's `Deputado`: another subgraph's entity, so no foreign key. */
  @Property()
  deputadoId!: number;

  @Field({ description: 'sim, nao, abstencao, obstrucao ou ausente.' })
  @Property({ length: 20 })
  posicao!: string;
}
