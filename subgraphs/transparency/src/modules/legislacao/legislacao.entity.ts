import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Norma publicada na tela Legislação: o texto num link de outro site ou num PDF guardado.' })
@Index({ properties: ['ano', 'id'] })
@Index({ properties: ['tipo', 'data'] })
@Entity({ tableName: 'legislacoes' })
export class Legislacao extends RegistroPdf {
  @Field({ description: 'Espécie da norma (opcoesDoCadastro(cadastro: LEGISLACAO, campo: "tipo")).' })
  @Property({ length: 30 })
  tipo!: string;

  @Field({ description: 'Número, como a norma é citada (21.345).' })
  @Property({ length: 30 })
  numero!: string;

  @Field({ description: 'Data da norma (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field()
  @Property({ length: 1000 })
  ementa!: string;

  @Field(() => String, { nullable: true, description: 'Endereço do texto em outro site (http/https).' })
  @Property({ length: 500, nullable: true })
  link?: string | null;
}
