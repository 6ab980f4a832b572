import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Demonstrativo de despesas com pessoal de um ano, em PDF.' })
@Index({ properties: ['ano'] })
@Entity({ tableName: 'demonstrativos_despesas_com_pessoal' })
export class DemonstrativoDespesasComPessoal extends RegistroPdf {
  @Field(() => String, { nullable: true, description: 'Por exemplo "1º quadrimestre".' })
  @Property({ length: 300, nullable: true })
  descricao?: string | null;
}
