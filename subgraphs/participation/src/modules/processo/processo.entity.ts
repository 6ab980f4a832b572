import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

/** The stages a proposal goes through, with the label each one is shown with. */
export const SITUACOES_PROCESSO = {
  em_tramitacao: 'Em tramitação',
  aprovado: 'Aprovado',
  arquivado: 'Arquivado',
} as const;

export type SituacaoProcesso = keyof typeof SITUACOES_PROCESSO;

export const DESCRICAO_SITUACAO = 'Situação: em_tramitacao, aprovado ou arquivado.';

@ObjectType({ description: 'Proposição que os cidadãos podem acompanhar e votar.' })
@Directive('@key(fields: "id")')
@Entity({ tableName: 'processos' })
export class Processo {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Número do processo legislativo, por exemplo "2025/1234".' })
  @Property({ unique: true, length: 20 })
  numero!: string;

  @Field()
  @Property({ length: 255 })
  titulo!: string;

  @Field()
  @Property({ type: 'text' })
  ementa!: string;

  @Field({ description: DESCRICAO_SITUACAO })
  @Property({ length: 20, default: 'em_tramitacao' })
  situacao: string = 'em_tramitacao';

  /** Counters kept by the voting operations of a later issue; not editable in the back office. */
  @Field(() => Int)
  @Property({ default: 0 })
  votosFavoraveis: number = 0;

  @Field(() => Int)
  @Property({ default: 0 })
  votosContrarios: number = 0;

  @Field({ description: 'Quando o processo foi aberto à participação.' })
  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
