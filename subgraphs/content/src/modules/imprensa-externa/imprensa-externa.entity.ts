import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Pedido de credenciamento de um profissional de imprensa externa.' })
@Entity({ tableName: 'imprensa_externas' })
@Index({ properties: ['veiculo'] })
export class ImprensaExterna {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  nome!: string;

  /** Digits only; exposed masked unless the caller holds PERMISSAO_CPF_IMPRENSA (resolver). */
  @Property({ length: 11 })
  cpf!: string;

  @Field()
  @Property({ length: 255 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  telefone?: string | null;

  @Field({ description: 'Nome do veículo de imprensa.' })
  @Property({ length: 255 })
  veiculo!: string;

  @Field({ description: 'jornal, revista, radio, televisao, portal, agencia ou outro.' })
  @Property({ length: 20 })
  tipoVeiculo!: string;

  @Field()
  @Property({ length: 120 })
  funcao!: string;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
