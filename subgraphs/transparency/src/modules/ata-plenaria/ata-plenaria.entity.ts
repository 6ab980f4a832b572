import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroDoDia } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Ata de uma sessão plenária, em PDF.' })
@Index({ properties: ['data', 'id'] })
@Entity({ tableName: 'atas_plenarias' })
export class AtaPlenaria extends RegistroDoDia {
  @Field({ description: 'ordinaria, extraordinaria, solene ou especial.' })
  @Property({ length: 20 })
  tipoSessao!: string;

  @Field(() => String, { nullable: true, description: 'Resumo da sessão.' })
  @Property({ length: 300, nullable: true })
  descricao!: string | null;
}
