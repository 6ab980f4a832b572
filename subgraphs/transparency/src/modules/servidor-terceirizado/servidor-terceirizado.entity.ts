import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Trabalhador de empresa contratada que presta serviço na Assembleia, na lista de um ano.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'servidores_terceirizados' })
export class ServidorTerceirizado extends RegistroPdf {
  @Field()
  @Property({ length: 150 })
  nome!: string;

  @Field()
  @Property({ length: 120 })
  funcao!: string;

  @Field({ description: 'Empresa contratada.' })
  @Property({ length: 200 })
  empresa!: string;

  @Field({ description: 'Número do contrato com a empresa, por exemplo "012/2025".' })
  @Property({ length: 20 })
  contrato!: string;

  @Field()
  @Property({ length: 150 })
  lotacao!: string;
}
