import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Licença ou afastamento de um servidor, com a portaria em PDF quando há.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'servidores_licenciados' })
export class ServidorLicenciado extends RegistroPdf {
  @Field()
  @Property({ length: 150 })
  nome!: string;

  @Field()
  @Property({ length: 20 })
  matricula!: string;

  @Field()
  @Property({ length: 120 })
  cargo!: string;

  @Field()
  @Property({ length: 150 })
  lotacao!: string;

  @Field({ description: 'Tipo de licença ou afastamento (ver /despesas-com-pessoal/tipos-licencas).' })
  @Property({ length: 30 })
  tipoLicenca!: string;

  @Field({ description: 'Primeiro dia (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  dataInicio!: string;

  @Field(() => String, { nullable: true, description: 'Último dia, quando já se sabe (AAAA-MM-DD).' })
  @Property({ type: 'date', nullable: true })
  dataFim?: string | null;
}
