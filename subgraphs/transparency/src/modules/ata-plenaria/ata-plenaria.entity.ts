import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Ata de uma sessão plenária, em PDF.' })
@Index({ properties: ['data', 'id'] })
@Entity({ tableName: 'atas_plenarias' })
export class AtaPlenaria extends RegistroPdf {
  @Field(() => Int, { description: 'Mês de 1 a 12 (o da data).' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field({ description: 'Data (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field(() => Int)
  @Property()
  numero!: number;

  @Field({ description: 'ordinaria, extraordinaria, solene ou especial.' })
  @Property({ length: 20 })
  tipoSessao!: string;

  @Field(() => String, { nullable: true, description: 'Resumo da sessão.' })
  @Property({ length: 300, nullable: true })
  descricao!: string | null;
}
