import { Migration } from '@mikro-orm/migrations';

export class Migration20261124210000_versoes_sessao extends Migration {

  override name = 'Migration20261124210000_versoes_sessao';

  override up(): void | Promise<void> {
    this.addSql(`create table "access"."versoes_sessao" ("chave" varchar(40) not null, "versao" int not null, "atualizada_em" timestamptz not null, primary key ("chave"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access"."versoes_sessao" cascade;`);
  }

}
