import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

/** The spec shows no fields: these are what a sanction notice publishes (who, what, which process, when). */
@ObjectType({ description: 'Sanção administrativa aplicada a um fornecedor, com a publicação em PDF.' })
@Index({ properties: ['ano'] })
@Entity({ tableName: 'sancoes_administrativas' })
export class SancaoAdministrativa extends RegistroPdf {
  @Field({ description: 'Razão social do fornecedor sancionado.' })
  @Property({ length: 200 })
  empresa!: string;

  @Field(() => String, { nullable: true, description: 'CNPJ: 14 dígitos, sem pontuação.' })
  @Property({ columnType: 'char(14)', nullable: true })
  cnpj?: string | null;

  @Field({ description: 'A sanção, por exemplo "Multa de 10% e impedimento de licitar por 2 anos".' })
  @Property({ type: 'text' })
  sancao!: string;

  @Field(() => String, { nullable: true, description: 'Número do processo administrativo.' })
  @Property({ length: 60, nullable: true })
  processo?: string | null;

  @Field(() => String, { nullable: true, description: 'Data da publicação, AAAA-MM-DD.' })
  @Property({ type: 'date', nullable: true })
  dataPublicacao?: string | null;
}
