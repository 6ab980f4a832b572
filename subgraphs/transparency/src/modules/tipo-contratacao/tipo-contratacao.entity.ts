import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

export const GRUPOS_TIPO_CONTRATACAO = ['contrato', 'outra_contratacao'] as const;

@ObjectType({ description: 'Tipo de contratação: de contratos (prestação de serviços, fornecimento...) ou de outras contratações (dispensa, inexigibilidade...).' })
@Entity({ tableName: 'tipos_contratacao' })
export class TipoContratacao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 120 })
  descricao!: string;

  @Field({ description: 'contrato ou outra_contratacao.' })
  @Property({ length: 30 })
  grupo!: string;
}
