import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Who was looked up in the payroll, and when (docs/remuneracoes.md, "Acesso a remunerações"): no citizen data. */
@Entity({ tableName: 'acessos_remuneracao' })
export class AcessoRemuneracao {
  [OptionalProps]?: 'criadoEm';

  @PrimaryKey()
  id!: number;

  @Property({ length: 20 })
  matricula!: string;

  @Property()
  ano!: number;

  @Property({ type: 'smallint' })
  mes!: number;

  @Property()
  criadoEm: Date = new Date();
}
