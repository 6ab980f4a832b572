import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The current version of one revocation key (`sessao-equipe:<id>`, `cidadao:<id>`; see the kit's `sessoes.ts`).
 * A key without a row is at version 0. Rows outlive the accounts they name, so a deleted account's tokens stay
 * refused until they expire.
 */
@Entity({ tableName: 'versoes_sessao' })
export class VersaoSessao {
  @PrimaryKey({ length: 40 })
  chave!: string;

  @Property()
  versao!: number;

  @Property({ type: 'timestamptz' })
  atualizadaEm: Date = new Date();
}
