import { declararBusca } from '@alego/kit';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

const DINHEIRO = 'Valor exato em reais: "12345.67".';

/** Na busca do site: empenhos por credor, histórico (o objeto da despesa) e número. */
export const BUSCA_EMPENHOS = declararBusca({
  tipo: 'empenho',
  rotulo: 'Empenhos',
  subgrafo: 'transparency',
  tabela: 'empenhos',
  campos: [
    ['credor', 'A'],
    ['historico', 'A'],
    ['numero', 'B'],
    ['cnpj', 'B'],
    ['elemento_despesa', 'C'],
  ],
  titulo: "'Empenho ' || t.numero || ' – ' || t.credor",
  trecho: "t.historico || ' · ' || t.credor",
  data: 't.data',
  url: '/transparencia/empenhos?termo={numero}',
  paginaPropria: false,
});

@ObjectType({ description: 'Nota de empenho: a despesa reservada no orçamento, com o que já foi liquidado e pago.' })
@Entity({ tableName: 'empenhos' })
@Index({ properties: ['data', 'id'] })
export class Empenho {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Número da nota de empenho, por exemplo "2025NE000123".' })
  @Property({ length: 20, unique: true })
  numero!: string;

  @Field(() => Int)
  @Property()
  ano!: number;

  @Field({ description: 'Data do empenho (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field({ description: 'Razão social do credor.' })
  @Property({ length: 200 })
  credor!: string;

  @Field({ description: 'CNPJ do credor: 14 dígitos, sem pontuação.' })
  @Property({ columnType: 'char(14)', index: true })
  cnpj!: string;

  @Field(() => String, { nullable: true, description: 'Número do processo administrativo da despesa (o mesmo do edital e do contrato), quando informado.' })
  @Property({ length: 40, nullable: true, index: true })
  processo?: string | null;

  @Field({ description: 'Elemento de despesa, por exemplo "3.3.90.39 - Outros serviços de terceiros - pessoa jurídica".' })
  @Property({ length: 150 })
  elementoDespesa!: string;

  @Field()
  @Property({ type: 'text' })
  historico!: string;

  @Field({ description: DINHEIRO })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorEmpenhado!: string;

  @Field({ description: DINHEIRO })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorLiquidado!: string;

  @Field({ description: DINHEIRO })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorPago!: string;
}
