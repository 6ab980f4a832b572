import { type ArquivoGuardado, declararBusca, indiceDoTermo } from '@alego/kit';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { FaseLicitacao } from '../fase-licitacao/fase-licitacao.entity.js';
import { ModalidadeLicitacao } from '../modalidade-licitacao/modalidade-licitacao.entity.js';

/** Na busca do site: licitações por objeto, número e processo; o endereço é a tela filtrada pelo número. */
export const BUSCA_LICITACOES = declararBusca({
  tipo: 'licitacao',
  rotulo: 'Licitações',
  subgrafo: 'transparency',
  tabela: 'editais',
  campos: [
    ['objeto', 'A'],
    ['numero', 'B'],
    ['processo', 'B'],
  ],
  titulo: "'Edital nº ' || t.numero || ' – processo ' || t.processo",
  trecho: 't.objeto',
  data: 't.data_abertura',
  url: '/transparencia/editais?termo={numero}',
  paginaPropria: false,
});

@ObjectType({ description: 'Edital de licitação da Assembleia.' })
@Entity({ tableName: 'editais' })
@Index({ properties: ['dataAbertura', 'id'] })
@Index(indiceDoTermo('transparency', 'editais', ['objeto', 'numero', 'processo']))
export class Edital {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Número do edital na modalidade, por exemplo "012/2025".' })
  @Property({ length: 30 })
  numero!: string;

  @Field(() => Int)
  @Property()
  ano!: number;

  @Field({ description: 'Número do processo administrativo.' })
  @Property({ length: 40, index: true })
  processo!: string;

  @Field()
  @Property({ type: 'text' })
  objeto!: string;

  /** Exposed as `modalidade` by the resolver, through the request's batched loader. */
  @ManyToOne(() => ModalidadeLicitacao, { index: true })
  modalidade!: ModalidadeLicitacao;

  /** Exposed as `fase` by the resolver. */
  @ManyToOne(() => FaseLicitacao, { index: true })
  fase!: FaseLicitacao;

  @Field({ description: 'Data de abertura das propostas (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  dataAbertura!: string;

  @Field({ description: 'Valor estimado exato em reais: "12345.67".' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  valorEstimado!: string;

  /** The PDFs in their order (the admin's `pdfs` field), exposed as `arquivos` by the resolver with signed URLs. */
  @Property({ type: 'json', default: '[]' })
  arquivos: ArquivoGuardado[] = [];
}
