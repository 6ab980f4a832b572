import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

/** A vehicle of the fleet; `ano` is the model year. */
@ObjectType({ description: 'Veículo a serviço da Assembleia (ano é o ano do modelo).' })
@Index({ properties: ['placa'] })
@Entity({ tableName: 'veiculos' })
export class Veiculo extends RegistroPdf {
  @Field()
  @Property({ length: 8 })
  placa!: string;

  @Field()
  @Property({ length: 80 })
  modelo!: string;

  @Field({ description: 'passeio, utilitario, van, onibus ou motocicleta.' })
  @Property({ length: 20 })
  tipo!: string;

  @Field({ description: 'proprio, locado ou cedido.' })
  @Property({ length: 20 })
  situacao!: string;

  @Field()
  @Property({ length: 150 })
  lotacao!: string;
}
