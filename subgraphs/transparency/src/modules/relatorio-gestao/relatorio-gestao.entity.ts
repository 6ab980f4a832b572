import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Relatório anual de gestão da Assembleia, em PDF.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'relatorios_gestao' })
export class RelatorioGestao extends RegistroPdf {
  @Field()
  @Property({ length: 200 })
  titulo!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 500, nullable: true })
  descricao?: string | null;
}
