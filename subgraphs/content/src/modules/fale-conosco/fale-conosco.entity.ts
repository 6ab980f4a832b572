import { ROTULOS_OBJETIVO_FALE_CONOSCO, ROTULOS_STATUS_FALE_CONOSCO } from '@alego/catalog';
import type { ArquivoGuardado } from '@alego/kit';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum StatusFaleConosco {
  aguardando_resposta = 'aguardando_resposta',
  com_pendencia = 'com_pendencia',
  finalizada = 'finalizada',
  indeferida = 'indeferida',
}
registerEnumType(StatusFaleConosco, { name: 'StatusFaleConosco', description: 'Situação de uma solicitação do Fale Conosco.' });

export const ROTULOS_STATUS: Record<StatusFaleConosco, string> = ROTULOS_STATUS_FALE_CONOSCO;

export enum ObjetivoFaleConosco {
  duvida = 'duvida',
  sugestao = 'sugestao',
  elogio = 'elogio',
  reclamacao = 'reclamacao',
  denuncia = 'denuncia',
  solicitacao_informacao = 'solicitacao_informacao',
}
registerEnumType(ObjetivoFaleConosco, { name: 'ObjetivoFaleConosco', description: 'Objetivo (tipo) da mensagem enviada ao Fale Conosco.' });

export const ROTULOS_OBJETIVO: Record<ObjetivoFaleConosco, string> = ROTULOS_OBJETIVO_FALE_CONOSCO;

@ObjectType({ description: 'Mensagem de um cidadão ao Fale Conosco e a resposta da equipe.' })
@Entity({ tableName: 'fale_conosco' })
@Index({ properties: ['status', 'createdAt'] })
export class SolicitacaoFaleConosco {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Número de protocolo (ano + sequência de 6 dígitos), gerado pelo servidor.' })
  @Property({ length: 20, unique: true, nullable: true })
  protocolo!: string;

  @Field()
  @Property({ length: 255 })
  nome!: string;

  @Field()
  @Property({ length: 255 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  telefone?: string | null;

  @Field()
  @Property({ length: 255 })
  assunto!: string;

  @Field(() => ObjetivoFaleConosco, { description: 'Objetivo da mensagem.' })
  @Enum({ items: () => ObjetivoFaleConosco })
  tipo!: ObjetivoFaleConosco;

  @Field()
  @Property({ type: 'text' })
  mensagem!: string;

  @Field(() => Int, { nullable: true, description: 'O setor ou gabinete a quem a mensagem foi endereçada (Contatos), quando houver.' })
  @Property({ type: 'integer', nullable: true })
  contatadoId?: number | null;

  @Field(() => StatusFaleConosco)
  @Enum({ items: () => StatusFaleConosco, default: StatusFaleConosco.aguardando_resposta })
  status: StatusFaleConosco = StatusFaleConosco.aguardando_resposta;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  respostaConteudo?: string | null;

  /** Exposed as `pdfRespostaSolicitacao: Arquivo`. */
  @Property({ type: 'json', nullable: true })
  pdfRespostaSolicitacao?: ArquivoGuardado | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  respondidaEm?: Date | null;

  @Field(() => String, { nullable: true, description: 'Nome de quem respondeu.' })
  @Property({ type: 'string', length: 255, nullable: true })
  respondidaPor?: string | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
