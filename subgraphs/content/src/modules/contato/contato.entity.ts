import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Contato de um setor da Assembleia ou do gabinete de um deputado (página Contatos).' })
@Entity({ tableName: 'contatos' })
@Index({ properties: ['tipo', 'ordem'] })
export class Contato {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Nome do setor ou do gabinete.' })
  @Property({ length: 255 })
  nome!: string;

  @Field({ description: 'departamento ou gabinete.' })
  @Property({ length: 20 })
  tipo!: string;

  @Field(() => String, { nullable: true, description: 'Responsável (o deputado, no caso de um gabinete).' })
  @Property({ type: 'string', length: 255, nullable: true })
  responsavel?: string | null;

  @Field(() => [String], { description: 'Telefones (sem o fax).' })
  @Property({ type: 'json' })
  telefones: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  fax?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Andar e sala.' })
  @Property({ type: 'string', length: 255, nullable: true })
  localizacao?: string | null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  ordem: number = 0;
}
