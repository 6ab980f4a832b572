import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Collection, OptionalProps } from '@mikro-orm/core';
import { Lotacao } from '../lotacao/lotacao.entity.js';

/** A staff account. Not part of the GraphQL API: it is only read by the session endpoints. */
@Entity({ tableName: 'usuarios' })
export class Usuario {
  [OptionalProps]?: 'ativo' | 'createdAt' | 'vinculos';

  @PrimaryKey()
  id!: number;

  /** Stored lower-case: logins are compared without case. */
  @Property({ length: 80, unique: true })
  login!: string;

  @Property({ length: 200 })
  nome!: string;

  @Property({ length: 200, nullable: true })
  email?: string;

  /** argon2id (m=19 MiB, t=2, p=1 at least); never leaves this subgraph. */
  @Property({ type: 'text', hidden: true })
  senhaHash!: string;

  @Property({ default: true })
  ativo: boolean = true;

  @ManyToOne(() => Lotacao)
  lotacaoPadrao!: Lotacao;

  @OneToMany(() => UsuarioLotacao, (vinculo) => vinculo.usuario)
  vinculos = new Collection<UsuarioLotacao>(this);

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

/** What a user may do while working for one assignment. */
@Entity({ tableName: 'usuario_lotacoes' })
@Unique({ properties: ['usuario', 'lotacao'] })
export class UsuarioLotacao {
  [OptionalProps]?: 'permissoes' | 'funcionalidades';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Usuario, { deleteRule: 'cascade' })
  usuario!: Usuario;

  @ManyToOne(() => Lotacao)
  lotacao!: Lotacao;

  /** `api/admin/{recurso}#{acao}`, plus extra rights such as `noticias#publicar` and `pode_publicar`. */
  @Property({ type: 'text[]' })
  permissoes: string[] = [];

  /** Feature names, e.g. `USUARIO_DE_GABINETE`, `Admin`. */
  @Property({ type: 'text[]' })
  funcionalidades: string[] = [];
}

/** A staff session: what the httpOnly cookie points at. Only the token's hash is stored. */
@Entity({ tableName: 'sessoes_equipe' })
export class SessaoEquipe {
  [OptionalProps]?: 'criadaEm';

  @PrimaryKey()
  id!: number;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => Usuario, { deleteRule: 'cascade' })
  @Index()
  usuario!: Usuario;

  @Property({ type: 'timestamptz' })
  criadaEm: Date = new Date();

  @Property({ type: 'timestamptz' })
  expiraEm!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  encerradaEm?: Date;
}

/**
 * A single-use link to set a staff password, sent by an administrator to the account's e-mail (a forgotten
 * password, or a new colleague's first one). Only the code's hash is stored.
 */
@Entity({ tableName: 'codigos_senha_equipe' })
export class CodigoSenhaEquipe {
  [OptionalProps]?: 'criadoEm';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Usuario, { deleteRule: 'cascade' })
  @Index()
  usuario!: Usuario;

  @Property({ length: 64, unique: true })
  codigoHash!: string;

  @Property({ type: 'timestamptz' })
  criadoEm: Date = new Date();

  @Property({ type: 'timestamptz' })
  expiraEm!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usadoEm?: Date;
}
