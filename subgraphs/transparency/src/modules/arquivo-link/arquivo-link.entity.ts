import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Documento (PDF) ou endereço em outro site publicado pela transparência, num tipo.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'arquivos_links' })
export class ArquivoLink extends RegistroPdf {
  @Field({ description: 'carta_servicos, planejamento, ouvidoria, controle_interno, dados_abertos ou link_externo.' })
  @Property({ length: 30 })
  tipo!: string;

  @Field()
  @Property({ length: 200 })
  titulo!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 500, nullable: true })
  descricao?: string | null;

  @Field(() => String, { nullable: true, description: 'Endereço em outro site (http/https), quando é um link.' })
  @Property({ length: 500, nullable: true })
  link?: string | null;
}
