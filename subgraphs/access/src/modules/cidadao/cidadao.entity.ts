import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * A citizen account of the Opine Cidadão area. Publicly (as a federation reference, e.g. the author of a vote)
 * only `id` and `nome` exist; the citizen reads the rest of their own data through `meuPerfil` and `meusDados`.
 */
@ObjectType({ description: 'Cidadão cadastrado no Opine Cidadão (só o nome é público).' })
@Directive('@key(fields: "id")')
@Entity({ tableName: 'cidadaos' })
export class Cidadao {
  [OptionalProps]?: 'confirmado' | 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 200 })
  nome!: string;

  /** Stored lower-case and trimmed: e-mails are unique regardless of case. */
  @Property({ length: 200, unique: true })
  email!: string;

  /** argon2id; null for accounts that only sign in with Google or Facebook. Never leaves this subgraph. */
  @Property({ type: 'text', nullable: true, hidden: true })
  senhaHash?: string | null;

  /** Set once the citizen proved the mailbox (confirmation or recovery link) or a provider vouched for it. */
  @Property({ default: false })
  confirmado: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  confirmadoEm?: Date | null;

  /** Digits only, with area code. */
  @Property({ length: 20, nullable: true })
  telefone?: string | null;

  /** IBGE code of the state (`GET /api/public/estados`); set together with `municipioId`. */
  @Property({ type: 'smallint', nullable: true })
  estadoId?: number | null;

  /** IBGE code of the municipality, one of `estadoId`'s (checked on every write). */
  @Property({ type: 'integer', nullable: true })
  municipioId?: number | null;

  /**
   * The free text typed before the IBGE list, kept only when it named no municipality (docs/localidades.md);
   * null once a municipality is chosen.
   */
  @Property({ length: 120, nullable: true })
  municipio?: string | null;

  /** The `sub` of the Google account linked to this one. */
  @Property({ length: 255, nullable: true, unique: true })
  googleSub?: string | null;

  @Property({ length: 255, nullable: true, unique: true })
  facebookSub?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

export enum FinalidadeCodigo {
  confirmacao = 'confirmacao',
  recuperacao = 'recuperacao',
}

/**
 * A single-use code sent by e-mail (sign-up confirmation, password recovery). Only the SHA-256 of the 256-bit
 * code is stored, so a leaked table opens no account.
 */
@Entity({ tableName: 'codigos_cidadao' })
@Index({ properties: ['cidadao', 'finalidade', 'criadoEm'] })
export class CodigoCidadao {
  [OptionalProps]?: 'criadoEm';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Cidadao, { deleteRule: 'cascade' })
  cidadao!: Cidadao;

  @Enum({ items: () => FinalidadeCodigo })
  finalidade!: FinalidadeCodigo;

  @Property({ length: 64, unique: true })
  codigoHash!: string;

  @Property({ type: 'timestamptz' })
  criadoEm: Date = new Date();

  @Property({ type: 'timestamptz' })
  expiraEm!: Date;

  /** When it was used, or superseded by a newer code of the same purpose: either way it no longer works. */
  @Property({ type: 'timestamptz', nullable: true })
  usadoEm?: Date | null;
}
