import { declararBusca, indiceDoTermo } from '@alego/kit';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TipoContratacao } from '../tipo-contratacao/tipo-contratacao.entity.js';

/** The kinds the transparency portal lists apart, with the label each one is shown with. */
export const TIPOS_CONTRATO = {
  contrato: 'Contrato',
  convenio: 'Convênio',
  ata_registro_preco: 'Ata de registro de preço',
  outra_contratacao: 'Outra contratação',
} as const;

export type TipoContrato = keyof typeof TIPOS_CONTRATO;

export const DESCRICAO_TIPO = 'Tipo: contrato, convenio, ata_registro_preco ou outra_contratacao.';
const DESCRICAO_DATA = 'Data no formato AAAA-MM-DD.';

/** Na busca do site: contratos por objeto, fornecedor e número; o endereço é a tela filtrada pelo número. */
export const BUSCA_CONTRATOS = declararBusca({
  tipo: 'contrato',
  rotulo: 'Contratos',
  subgrafo: 'transparency',
  tabela: 'contratos',
  campos: [
    ['objeto', 'A'],
    ['fornecedor', 'A'],
    ['numero', 'B'],
    ['cnpj', 'B'],
  ],
  titulo: "'Contrato nº ' || t.numero || ' – ' || t.fornecedor",
  trecho: "t.objeto || ' · ' || t.fornecedor",
  data: 't.data_assinatura',
  url: '/transparencia/contratos?termo={numero}',
  paginaPropria: false,
});

@ObjectType({ description: 'Contrato, convênio, ata de registro de preço ou outra contratação da Assembleia.' })
@Entity({ tableName: 'contratos' })
@Unique({ properties: ['tipo', 'numero'] })
// Lists are ordered by signing date then id: one index serves the order and the date filters.
@Index({ properties: ['dataAssinatura', 'id'] })
// Each page of contratos-e-convenios lists one type (the catalog's fixed filter): its rows in order, by index.
@Index({ properties: ['tipo', 'dataAssinatura', 'id'] })
@Index(indiceDoTermo('transparency', 'contratos', ['objeto', 'fornecedor', 'numero', 'cnpj']))
export class Contrato {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Número do instrumento, por exemplo "012/2025".' })
  @Property({ length: 30 })
  numero!: string;

  @Field(() => Int)
  @Property()
  ano!: number;

  @Field()
  @Property({ type: 'text' })
  objeto!: string;

  @Field({ description: 'Razão social do fornecedor ou convenente.' })
  @Property({ length: 200 })
  fornecedor!: string;

  @Field({ description: 'CNPJ do fornecedor: 14 dígitos, sem pontuação.' })
  @Property({ columnType: 'char(14)', index: true })
  cnpj!: string;

  @Field(() => String, { nullable: true, description: 'Número do processo administrativo da compra (o mesmo do edital e dos empenhos), quando informado.' })
  @Property({ length: 40, nullable: true, index: true })
  processo?: string | null;

  @Field({ description: DESCRICAO_TIPO })
  @Property({ length: 30 })
  tipo!: string;

  /** numeric(14,2) read as a string: the amount stays exact from the database to the client. */
  @Field({ description: 'Valor exato em reais, com ponto e duas casas decimais: "12345.67".' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valor!: string;

  @Field({ description: `Data de assinatura. ${DESCRICAO_DATA}` })
  @Property({ type: 'date' })
  dataAssinatura!: string;

  @Field({ description: `Início da vigência. ${DESCRICAO_DATA}` })
  @Property({ type: 'date' })
  vigenciaInicio!: string;

  @Field({ description: `Fim da vigência. ${DESCRICAO_DATA}` })
  @Property({ type: 'date' })
  vigenciaFim!: string;

  /** Exposed as `tipoContratacao` by the resolver, through the request's batched loader. */
  @ManyToOne(() => TipoContratacao, { nullable: true, deleteRule: 'set null', index: true })
  tipoContratacao?: TipoContratacao | null;
}
