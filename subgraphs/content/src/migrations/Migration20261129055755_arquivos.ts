import { Migration } from '@mikro-orm/migrations';

export class Migration20261129055755_arquivos extends Migration {

  override name = 'Migration20261129055755_arquivos';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."arquivos" ("id" serial primary key, "titulo" varchar(200) not null, "ativo" boolean not null default true, "arquivo" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "arquivos_ativo_index" on "content"."arquivos" ("ativo");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."arquivos" cascade;`);
  }

}
