import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Edição do Diário Oficial da Assembleia, em PDF.' })
@Index({ properties: ['data', 'id'] })
@Entity({ tableName: 'diarios' })
export class Diario extends RegistroPdf {
  @Field(() => Int, { description: 'Mês de 1 a 12 (o da data).' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field({ description: 'Data (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field(() => Int)
  @Property()
  numero!: number;

  @Field({ description: 'normal, suplementar ou extra.' })
  @Property({ length: 20 })
  tipo!: string;

  @Field(() => String, { nullable: true, description: 'Resumo do conteúdo da edição.' })
  @Property({ length: 300, nullable: true })
  descricao!: string | null;
}
