import { Migration } from '@mikro-orm/migrations';

export class Migration20261128175724_configuracoes extends Migration {

  override name = 'Migration20261128175724_configuracoes';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."configuracoes" ("id" serial primary key, "area" varchar(30) not null, "fonte_padrao" varchar(120) not null, "categoria_padrao" varchar(30) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "content"."configuracoes" add constraint "configuracoes_area_unique" unique ("area");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."configuracoes" cascade;`);
  }

}
