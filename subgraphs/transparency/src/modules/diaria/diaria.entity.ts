import { indiceDoTermo } from '@alego/kit';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TipoSolicitacaoDiaria } from '../tipo-solicitacao-diaria/tipo-solicitacao-diaria.entity.js';

const DINHEIRO = 'Valor exato em reais: "12345.67".';

@ObjectType({ description: 'Diária paga a deputado ou servidor por viagem a serviço.' })
@Entity({ tableName: 'diarias' })
@Index({ properties: ['ano', 'mes'] })
@Index({ properties: ['dataSaida', 'id'] })
@Index(indiceDoTermo('transparency', 'diarias', ['beneficiario', 'cargo', 'destino', 'motivo']))
export class Diaria {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Nome do beneficiário.' })
  @Property({ length: 150 })
  beneficiario!: string;

  @Field({ description: 'Cargo ou função do beneficiário.' })
  @Property({ length: 100 })
  cargo!: string;

  /** Exposed as `tipoSolicitacao` by the resolver, through the request's batched loader. */
  @ManyToOne(() => TipoSolicitacaoDiaria, { index: true })
  tipoSolicitacao!: TipoSolicitacaoDiaria;

  @Field({ description: 'Cidade e UF (ou país) de destino.' })
  @Property({ length: 120 })
  destino!: string;

  @Field()
  @Property({ type: 'text' })
  motivo!: string;

  @Field({ description: 'AAAA-MM-DD.' })
  @Property({ type: 'date' })
  dataSaida!: string;

  @Field({ description: 'AAAA-MM-DD.' })
  @Property({ type: 'date' })
  dataRetorno!: string;

  @Field(() => Int, { description: 'Ano de competência (o da saída).' })
  @Property()
  ano!: number;

  @Field(() => Int, { description: 'Mês de competência (o da saída), 1 a 12.' })
  @Property()
  mes!: number;

  @Field({ description: 'Número de diárias, com meia diária: "2.5".' })
  @Property({ type: 'decimal', precision: 5, scale: 1 })
  quantidade!: string;

  @Field({ description: DINHEIRO })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorUnitario!: string;

  @Field({ description: DINHEIRO })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorTotal!: string;
}
