import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** Staff permissions are held per assignment: a token's `recursos[].lotacao_id` points here. */
@ObjectType({ description: 'Lotação: unidade administrativa à qual servidores são vinculados.' })
@Directive('@key(fields: "id")')
@Entity({ tableName: 'lotacoes' })
export class Lotacao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 200 })
  nome!: string;

  @Field({ description: 'Sigla única, por exemplo "DTI".' })
  @Property({ unique: true, length: 30 })
  sigla!: string;

  @Field({ description: 'Se a unidade ainda recebe servidores.' })
  @Property({ default: true })
  ativa: boolean = true;

  /** A cabinet (gabinete) works for one deputy: its news are signed with that deputy's name. */
  @Property({ type: 'integer', nullable: true })
  deputadoId?: number | null;
}
