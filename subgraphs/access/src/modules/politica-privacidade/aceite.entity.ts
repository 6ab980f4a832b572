import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Cidadao } from '../cidadao/cidadao.entity.js';

/**
 * LGPD consent record: who accepted which version (`PoliticaPrivacidade.versao`) of the privacy policy, when, and from where when known.
 * Deleted with the account (the citizen's right to erasure covers it).
 */
@Entity({ tableName: 'aceites_politica_privacidade' })
export class AceitePoliticaPrivacidade {
  [OptionalProps]?: 'aceitoEm';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Cidadao, { deleteRule: 'cascade', index: true })
  cidadao!: Cidadao;

  @Property({ length: 40 })
  versao!: string;

  @Property({ type: 'timestamptz' })
  aceitoEm: Date = new Date();

  /** Client address, when the caller forwarded it (IPv6 fits in 45 characters). */
  @Property({ length: 45, nullable: true })
  ip?: string | null;

  /** Where the acceptance happened: `cadastro` (sign-up form) or `perfil` (signed in). */
  @Property({ length: 20 })
  origem!: string;
}
