import { declararBusca } from '@alego/kit';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/** A citizen's position on a process; stored as the legacy words. */
export enum PosicaoVoto {
  A_FAVOR = 'a_favor',
  CONTRA = 'contra',
}
registerEnumType(PosicaoVoto, { name: 'PosicaoVoto', description: 'Posição do cidadão sobre a proposição.' });

export const DESCRICAO_DATA = 'Data no formato AAAA-MM-DD.';

/** Na busca do site: os processos abertos à participação. */
export const BUSCA_PROCESSOS = declararBusca({
  tipo: 'processo',
  rotulo: 'Processos',
  subgrafo: 'participation',
  tabela: 'processos',
  campos: [
    ['numero', 'A'],
    ['assunto', 'A'],
    ['ementa', 'B'],
    ['tipo', 'D'],
  ],
  titulo: "t.numero || ' – ' || t.assunto",
  trecho: 't.ementa',
  data: 't.data_autuacao',
  atualizadoEm: 't.updated_at',
  url: '/participacao/processos/{id}',
});

/**
 * A legislative process (proposal) as citizens see it. It is mirrored from the assembly's legislative process
 * system by the importer (keyed by `numero`); `aFavor` and `contra` are kept by a database trigger on `votos`,
 * so they always equal the stored positions.
 */
@ObjectType({ description: 'Proposição (processo legislativo) que os cidadãos acompanham, votam e favoritam.' })
@Directive('@key(fields: "id")')
@Entity({ tableName: 'processos' })
export class Processo {
  [OptionalProps]?: 'aFavor' | 'contra' | 'createdAt' | 'updatedAt' | 'etapa' | 'linkTextoIntegral';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Número do processo legislativo, por exemplo "2025/1234".' })
  @Property({ unique: true, length: 20 })
  numero!: string;

  @Field({ description: 'Assunto (título curto).' })
  @Property({ length: 255 })
  assunto!: string;

  @Field()
  @Property({ type: 'text' })
  ementa!: string;

  @Field({ description: 'Tipo da proposição, por exemplo "Projeto de Lei".' })
  @Index()
  @Property({ length: 80 })
  tipo!: string;

  @Field(() => String, { nullable: true, description: 'Etapa da tramitação, por exemplo "Comissão de Constituição, Justiça e Redação".' })
  @Property({ type: 'string', length: 160, nullable: true })
  etapa?: string | null;

  @Field({ description: 'Situação no sistema de processo legislativo, por exemplo "Em tramitação".' })
  @Index()
  @Property({ length: 120 })
  situacao!: string;

  @Field({ description: `Data de autuação. ${DESCRICAO_DATA}` })
  @Index()
  @Property({ type: 'date' })
  dataAutuacao!: string;

  @Field(() => String, { nullable: true, description: 'Endereço do texto integral da proposição.' })
  @Property({ type: 'string', length: 500, nullable: true })
  linkTextoIntegral?: string | null;

  @Field(() => Int, { description: 'Cidadãos a favor.' })
  @Property({ fieldName: 'a_favor', default: 0 })
  aFavor: number = 0;

  @Field(() => Int, { description: 'Cidadãos contra.' })
  @Property({ default: 0 })
  contra: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field({ description: 'Última alteração vinda do sistema de processo legislativo.' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One author of a process, in the order the legislative system lists them; deputies point at people's `Deputado`. */
@Entity({ tableName: 'autores_processo' })
export class AutorProcesso {
  @PrimaryKey()
  id!: number;

  @Index()
  @ManyToOne(() => Processo, { mapToPk: true, deleteRule: 'cascade' })
  processo!: number;

  @Property({ type: 'smallint' })
  ordem!: number;

  @Property({ length: 200 })
  nome!: string;

  /** People's deputy id when the author is a deputy (a reference, not a foreign key: people owns deputies). */
  @Property({ type: 'integer', nullable: true })
  deputadoId?: number | null;
}

/** A citizen's one position on a process (unique per citizen and process: a second vote changes it). */
@Entity({ tableName: 'votos' })
@Unique({ properties: ['processo', 'cidadaoId'] })
export class Voto {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Processo, { mapToPk: true, deleteRule: 'cascade' })
  processo!: number;

  /** Access's `Cidadao` id. */
  @Index()
  @Property()
  cidadaoId!: number;

  @Property({ type: 'string', length: 10 })
  posicao!: PosicaoVoto;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}

@Entity({ tableName: 'favoritos' })
@Unique({ properties: ['processo', 'cidadaoId'] })
export class Favorito {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Processo, { mapToPk: true, deleteRule: 'cascade' })
  processo!: number;

  @Index()
  @Property()
  cidadaoId!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A status change seen by the importer; each one notifies every citizen who favourited the process, once. */
@Entity({ tableName: 'mudancas_situacao' })
export class MudancaSituacao {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey()
  id!: number;

  @Index()
  @ManyToOne(() => Processo, { mapToPk: true, deleteRule: 'cascade' })
  processo!: number;

  @Property({ length: 120 })
  situacaoAnterior!: string;

  @Property({ length: 120 })
  situacaoNova!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** Outbox of status-change e-mails: the unique key makes "at most once per change and citizen" a database rule. */
@Entity({ tableName: 'notificacoes_situacao' })
@Unique({ properties: ['mudanca', 'cidadaoId'] })
export class NotificacaoSituacao {
  [OptionalProps]?: 'createdAt' | 'tentativas';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => MudancaSituacao, { mapToPk: true, deleteRule: 'cascade' })
  mudanca!: number;

  @Property()
  cidadaoId!: number;

  @Index()
  @Property({ type: 'timestamptz', nullable: true })
  enviadaEm?: Date | null;

  @Property({ type: 'smallint', default: 0 })
  tentativas: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
