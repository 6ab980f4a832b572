import { indiceDoTermo } from '@alego/kit';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Despesa paga pela Assembleia (uma ordem bancária), com a natureza da despesa e o comprovante em PDF quando há.' })
@Index({ properties: ['data', 'id'] })
@Index({ properties: ['ano', 'mes'] })
@Index(indiceDoTermo('transparency', 'dueofs', ['favorecido', 'historico', 'documento']))
@Entity({ tableName: 'dueofs' })
export class Dueof extends RegistroPdf {
  @Field(() => Int, { description: 'Mês de 1 a 12 (o da data).' })
  @Property({ type: 'smallint' })
  mes!: number;

  @Field({ description: 'Data do pagamento (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field({ description: 'Número da ordem bancária.' })
  @Property({ length: 20 })
  documento!: string;

  @Field({ description: 'Natureza da despesa: código e nome do elemento.' })
  @Property({ length: 150 })
  natureza!: string;

  @Field()
  @Property({ length: 200 })
  favorecido!: string;

  @Field()
  @Property({ length: 300 })
  historico!: string;

  @Field({ description: 'Valor pago, exato em reais: "1234.56".' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valor!: string;
}
