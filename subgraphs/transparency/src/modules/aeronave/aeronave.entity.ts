import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

/** The spec names the dataset only ("aeronaves"): docs/aeronaves.md says what a record is and why. */
@ObjectType({ description: 'Relatório mensal de uso de uma aeronave a serviço da Assembleia (voos, trechos e passageiros), em PDF.' })
@Index({ properties: ['ano', 'mes'] })
@Entity({ tableName: 'aeronaves' })
export class Aeronave extends RegistroPdf {
  @Field(() => Int, { description: 'Mês de 1 a 12.' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field({ description: 'Matrícula da aeronave no Registro Aeronáutico Brasileiro, por exemplo "PR-ALG".' })
  @Property({ length: 10 })
  prefixo!: string;

  @Field({ description: 'Fabricante e modelo, por exemplo "Beechcraft King Air C90".' })
  @Property({ length: 80 })
  modelo!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  descricao?: string | null;
}
