import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Tipo de solicitação de diária (nacional, internacional...).' })
@Entity({ tableName: 'tipos_solicitacao_diaria' })
export class TipoSolicitacaoDiaria {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 120 })
  descricao!: string;
}
