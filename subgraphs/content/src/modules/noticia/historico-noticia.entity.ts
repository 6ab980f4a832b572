import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';

export type AcaoHistorico = 'criar' | 'editar' | 'publicar' | 'despublicar' | 'excluir';

/**
 * One action on a news item. `noticiaId` is a plain column, not a foreign key: the history of a deleted item
 * (its `excluir` row included) is kept for auditing.
 */
@ObjectType({ description: 'Ação registrada sobre uma notícia.' })
@Entity({ tableName: 'historico_noticias' })
@Index({ properties: ['noticiaId', 'createdAt'] })
export class HistoricoNoticia {
  @PrimaryKey()
  id!: number;

  @Property()
  noticiaId!: number;

  @Field(() => String, { description: 'criar, editar, publicar, despublicar ou excluir.' })
  @Property({ type: 'string', length: 20 })
  acao!: AcaoHistorico;

  @Field({ description: 'Nome do usuário que realizou a ação.' })
  @Property({ length: 255 })
  usuario!: string;

  @Property({ type: 'integer', nullable: true })
  usuarioId?: number | null;

  /** Why an action happened when it was not the user's own (e.g. a highlight slot freed by another item). */
  @Property({ type: 'text', nullable: true })
  detalhe?: string | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
