import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180238_lotacao_deputado extends Migration {

  override name = 'Migration20261122180238_lotacao_deputado';

  override up(): void | Promise<void> {
    this.addSql(`alter table "access"."lotacoes" add "deputado_id" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "access"."lotacoes" drop column "deputado_id";`);
  }

}
