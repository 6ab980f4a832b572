import { indiceDoTermo } from '@alego/kit';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

const DINHEIRO = 'Valor exato em reais: "12345.67".';

/**
 * One expense a deputy presented for indemnity in a month. Group and subgroup are the chart of the allowance's
 * expense kinds ("Combustíveis e lubrificantes" › "Combustível"); the deputy is people's `Deputado`, by id.
 */
@ObjectType('VerbaLancamento', { description: 'Lançamento de verba indenizatória: um documento fiscal apresentado e o valor indenizado.' })
@Entity({ tableName: 'verbas_indenizatorias' })
@Index({ properties: ['deputadoId', 'ano', 'mes'] })
@Index({ properties: ['ano', 'mes'] })
@Index(indiceDoTermo('transparency', 'verbas_indenizatorias', ['fornecedor', 'numero', 'grupo']))
export class VerbaIndenizatoria {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  /** Id of people's `Deputado`: another subgraph's entity, so no foreign key. */
  @Field(() => ID, { description: 'O deputado, pelo id (o de `deputados`).' })
  @Property()
  deputadoId!: number;

  @Field(() => Int)
  @Property()
  ano!: number;

  @Field(() => Int, { description: 'Mês de 1 a 12 (o da data do documento).' })
  @Property()
  mes!: number;

  @Field({ description: 'Categoria da despesa: combustíveis, locação de veículos...' })
  @Property({ length: 120 })
  grupo!: string;

  @Field({ description: 'Subcategoria da despesa.' })
  @Property({ length: 120 })
  subgrupo!: string;

  @Field({ description: 'Nome ou razão social do fornecedor.' })
  @Property({ length: 200 })
  fornecedor!: string;

  /** 14 digits (CNPJ) or 11 (CPF); exposed formatted, the CPF masked. */
  @Property({ length: 14 })
  cnpjCpf!: string;

  @Field({ description: DINHEIRO })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorApresentado!: string;

  @Field({ description: DINHEIRO })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorIndenizado!: string;

  @Field({ description: 'Data do documento fiscal (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field({ description: 'Número do documento fiscal.' })
  @Property({ length: 30 })
  numero!: string;
}
