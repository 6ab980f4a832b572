import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AlteracaoAuditada } from '@alego/kit';
import { OptionalProps } from '@mikro-orm/core';

/**
 * One staff action in the audit trail. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE for every role
 * (docs/auditoria.md), so not even the application's own database role can rewrite history.
 */
@Entity({ tableName: 'auditoria' })
@Index({ properties: ['ocorridoEm'] })
@Index({ properties: ['usuarioId', 'ocorridoEm'] })
export class RegistroAuditoria {
  [OptionalProps]?: 'ocorridoEm';

  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'timestamptz' })
  ocorridoEm: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  usuarioId!: number | null;

  @Property({ length: 200, nullable: true })
  usuarioNome!: string | null;

  @Property({ type: 'integer', nullable: true })
  lotacaoId!: number | null;

  /** `graphql`, `rest` or `sessao`. */
  @Property({ length: 20 })
  origem!: string;

  /** The mutation's root field (`criarNoticia`) or `entrar`. */
  @Property({ length: 100 })
  operacao!: string;

  @Property({ length: 100, nullable: true })
  entidade!: string | null;

  @Property({ length: 100, nullable: true })
  entidadeId!: string | null;

  @Property()
  sucesso!: boolean;

  @Property({ length: 100, nullable: true })
  requestId!: string | null;

  /** What changed, personal data masked before it got here. */
  @Property({ type: 'jsonb' })
  alteracoes!: AlteracaoAuditada[];
}
