import { formatarTelefone } from '@alego/catalog';
import { Collection } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
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

  /**
   * The columns before phones became rows (docs/contatos.md, expand only): copied to `telefones_contatos` by its
   * migration, no longer read or written, mapped so the schema diff does not drop them before a release does.
   */
  @Property({ type: 'json', fieldName: 'telefones', default: '[]', hidden: true })
  telefonesAnteriores?: string[] = [];

  @Property({ type: 'string', fieldName: 'fax', length: 30, nullable: true, hidden: true })
  faxAnterior?: string | null;

  /** Phones and faxes in the form's order; `telefones`, `fax` and `telefonesLotacao` are resolved from them. */
  @OneToMany(() => TelefoneContato, (telefone) => telefone.contato, { orderBy: { ordem: 'asc', id: 'asc' } })
  telefonesLotacao = new Collection<TelefoneContato>(this);

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

/** One phone of a contact, `telefone` or `fax` (the legacy `telefones_lotacao`, `tipo_cd`). */
@ObjectType({ description: 'Um telefone ou fax de um contato.' })
@Entity({ tableName: 'telefones_contatos' })
@Index({ properties: ['contato', 'ordem'] })
export class TelefoneContato {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Contato, { deleteRule: 'cascade' })
  contato!: Contato;

  @Field({ description: 'telefone ou fax.' })
  @Property({ length: 10 })
  tipoCd!: string;

  @Field({ description: 'O número: algarismos, ponto e hífen.' })
  @Property({ length: 30 })
  numero!: string;

  /** The order the form sent them in. */
  @Property({ type: 'integer', default: 0 })
  ordem: number = 0;
}

/** The numbers of one kind (`telefone` or `fax`), in the form's order. */
/** The numbers of one kind for reading (the public pages, the PDF): stored as digits, shown as "(62) 3221-3100". */
export function numerosDoTipo(telefones: readonly TelefoneContato[], tipo: string): string[] {
  return telefones.filter((t) => t.tipoCd === tipo).map((t) => formatarTelefone(t.numero));
}
