import {
  MOTIVOS_NEGATIVA_LAI,
  ROTULOS_DECISAO_LAI,
  ROTULOS_RECURSO_LAI,
  ROTULOS_STATUS_LAI,
  type DecisaoLai,
  type DecisaoRecursoLai,
  type MotivoNegativaLai,
  type StatusLai,
} from '@alego/catalog';
import type { ArquivoGuardado } from '@alego/kit';
import { Collection } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/** Builds a GraphQL enum from a catalog label map, so the values exist once (the catalog). */
function enumDe<T extends string>(rotulos: Record<T, string>): Record<T, T> {
  return Object.fromEntries(Object.keys(rotulos).map((v) => [v, v])) as Record<T, T>;
}

export const StatusSolicitacaoInformacao = enumDe<StatusLai>(ROTULOS_STATUS_LAI);
registerEnumType(StatusSolicitacaoInformacao, { name: 'StatusSolicitacaoInformacao', description: 'Situação de um pedido de acesso à informação.' });
export const DecisaoSolicitacaoInformacao = enumDe<DecisaoLai>(ROTULOS_DECISAO_LAI);
registerEnumType(DecisaoSolicitacaoInformacao, { name: 'DecisaoSolicitacaoInformacao', description: 'Decisão da resposta: acesso concedido, parcial ou negado.' });
export const MotivoNegativaInformacao = enumDe<MotivoNegativaLai>(MOTIVOS_NEGATIVA_LAI);
registerEnumType(MotivoNegativaInformacao, { name: 'MotivoNegativaInformacao', description: 'Motivo legal de uma negativa de acesso.' });
export const DecisaoRecursoInformacao = enumDe<DecisaoRecursoLai>(ROTULOS_RECURSO_LAI);
registerEnumType(DecisaoRecursoInformacao, { name: 'DecisaoRecursoInformacao', description: 'Decisão de um recurso.' });

@ObjectType({ description: 'Pedido de acesso à informação (Lei 12.527/2011) e a sua resposta.' })
@Entity({ tableName: 'solicitacoes_informacao' })
@Index({ properties: ['status', 'prazo'] })
export class SolicitacaoInformacao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Número de protocolo (ano + sequência de 6 dígitos), gerado pelo servidor.' })
  @Property({ length: 20, unique: true, nullable: true })
  protocolo!: string;

  /** The signed-in citizen who filed it (access's Cidadao id), for "minhas solicitações". */
  @Property({ type: 'integer', nullable: true, index: true })
  cidadaoId?: number | null;

  @Field()
  @Property({ length: 20 })
  tipoPessoa!: string;

  @Field()
  @Property({ length: 255 })
  nome!: string;

  @Field()
  @Property({ length: 255 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  telefone?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 40, nullable: true })
  genero?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 40, nullable: true })
  escolaridade?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 40, nullable: true })
  ocupacao?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 40, nullable: true })
  objetivo?: string | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE do estado.' })
  @Property({ type: 'integer', nullable: true })
  estadoId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE do município.' })
  @Property({ type: 'integer', nullable: true })
  municipioId?: number | null;

  @Field({ description: 'A informação solicitada.' })
  @Property({ type: 'text' })
  pedido!: string;

  @Field(() => StatusSolicitacaoInformacao)
  @Property({ length: 30, default: 'aguardando_resposta' })
  status: StatusLai = 'aguardando_resposta';

  @Field({ description: 'Data do recebimento (Brasília), aaaa-mm-dd: o prazo conta a partir do dia seguinte.' })
  @Property({ type: 'date' })
  recebidaEm!: string;

  @Field({ description: 'Prazo em aberto (aaaa-mm-dd): o da resposta ou o do recurso em andamento.' })
  @Property({ type: 'date' })
  prazo!: string;

  @Field(() => String, { nullable: true, description: 'Justificativa registrada ao prorrogar o prazo por 10 dias.' })
  @Property({ type: 'text', nullable: true })
  justificativaProrrogacao?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  prorrogadaEm?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  resposta?: string | null;

  @Field(() => DecisaoSolicitacaoInformacao, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  decisao?: DecisaoLai | null;

  @Field(() => MotivoNegativaInformacao, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  motivoNegativa?: MotivoNegativaLai | null;

  /** Exposed as `pdfResposta: Arquivo`. */
  @Property({ type: 'json', nullable: true })
  pdfResposta?: ArquivoGuardado | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  respondidaEm?: Date | null;

  @Field(() => String, { nullable: true, description: 'Nome de quem respondeu.' })
  @Property({ type: 'string', length: 255, nullable: true })
  respondidaPor?: string | null;

  @OneToMany(() => RecursoInformacao, (r) => r.solicitacao, { orderBy: { instancia: 'asc' } })
  recursos = new Collection<RecursoInformacao>(this);

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

@ObjectType({ description: 'Recurso contra a resposta de um pedido (1ª ou 2ª instância) e a sua decisão.' })
@Entity({ tableName: 'recursos_informacao' })
export class RecursoInformacao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => SolicitacaoInformacao, { deleteRule: 'cascade' })
  solicitacao!: SolicitacaoInformacao;

  @Field(() => Int, { description: '1 (primeira instância) ou 2 (segunda instância).' })
  @Property({ type: 'smallint' })
  instancia!: number;

  @Field({ description: 'As razões do recurso.' })
  @Property({ type: 'text' })
  razoes!: string;

  @Field({ description: 'Prazo da decisão (aaaa-mm-dd).' })
  @Property({ type: 'date' })
  prazo!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  resposta?: string | null;

  @Field(() => DecisaoRecursoInformacao, { nullable: true })
  @Property({ type: 'string', length: 20, nullable: true })
  decisao?: DecisaoRecursoLai | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  respondidoEm?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  respondidoPor?: string | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
