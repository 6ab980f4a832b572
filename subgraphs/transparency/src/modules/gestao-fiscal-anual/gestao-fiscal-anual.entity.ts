import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Relatório de gestão fiscal de um ano (LRF), em PDF.' })
@Index({ properties: ['ano'] })
@Entity({ tableName: 'gestoes_fiscais_anuais' })
export class GestaoFiscalAnual extends RegistroPdf {
  @Field(() => String, { nullable: true, description: 'Por exemplo "1º quadrimestre".' })
  @Property({ length: 300, nullable: true })
  descricao?: string | null;
}
