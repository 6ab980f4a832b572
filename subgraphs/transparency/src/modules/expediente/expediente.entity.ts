import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroDoDia } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Expediente lido em plenário: ofícios, mensagens e comunicados recebidos pela Assembleia.' })
@Index({ properties: ['data', 'id'] })
@Entity({ tableName: 'expedientes' })
export class Expediente extends RegistroDoDia {
  @Field({ description: 'Tipo do expediente (ver /expedientes/tipos).' })
  @Property({ length: 20 })
  tipo!: string;

  @Field({ description: 'Quem enviou.' })
  @Property({ length: 200 })
  origem!: string;

  @Field({ description: 'A quem se dirige.' })
  @Property({ length: 200 })
  destinatario!: string;

  @Field({ description: 'Assunto.' })
  @Property({ length: 200 })
  assunto!: string;

  @Field({ description: 'Sessão em que foi lido.' })
  @Property({ length: 100 })
  sessao!: string;

  @Field(() => String, { nullable: true, description: 'Resumo do expediente.' })
  @Property({ type: 'text', nullable: true })
  descricao!: string | null;
}
