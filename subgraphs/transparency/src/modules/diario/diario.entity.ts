import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroDoDia } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Edição do Diário Oficial da Assembleia, em PDF.' })
@Index({ properties: ['data', 'id'] })
@Entity({ tableName: 'diarios' })
export class Diario extends RegistroDoDia {
  @Field({ description: 'normal, suplementar ou extra.' })
  @Property({ length: 20 })
  tipo!: string;

  @Field(() => String, { nullable: true, description: 'Resumo do conteúdo da edição.' })
  @Property({ length: 300, nullable: true })
  descricao!: string | null;
}
