import { indiceDoTermo } from '@alego/kit';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Abastecimento de um veículo da frota, com a nota fiscal em PDF quando há.' })
@Index({ properties: ['data', 'id'] })
// The exact plate filter reads one vehicle's fills, newest first, by index.
@Index({ properties: ['placa', 'data', 'id'] })
@Index(indiceDoTermo('transparency', 'abastecimentos', ['placa', 'posto']))
@Entity({ tableName: 'abastecimentos' })
export class Abastecimento extends RegistroPdf {
  @Field(() => Int, { description: 'Mês de 1 a 12 (o da data).' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field({ description: 'Data do abastecimento (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field({ description: 'Placa do veículo.' })
  @Property({ length: 8 })
  placa!: string;

  @Field({ description: 'gasolina, etanol ou diesel.' })
  @Property({ length: 20 })
  combustivel!: string;

  @Field(() => Int, { description: 'Litros abastecidos, arredondados.' })
  @Property({ type: 'smallint' })
  litros!: number;

  @Field({ description: 'Valor pago, exato em reais: "1234.56".' })
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  valor!: string;

  @Field()
  @Property({ length: 150 })
  posto!: string;
}
