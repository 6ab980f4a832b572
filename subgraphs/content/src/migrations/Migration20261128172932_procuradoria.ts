import { Migration } from '@mikro-orm/migrations';

export class Migration20261128172932_procuradoria extends Migration {

  override name = 'Migration20261128172932_procuradoria';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."procuradorias" ("id" serial primary key, "aba" varchar(20) not null, "campo" varchar(30) not null, "titulo" varchar(200) null, "data" date null, "conteudo" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "content"."procuradorias" add constraint "procuradorias_aba_campo_unique" unique ("aba", "campo");`);

    this.addSql(`create table "content"."procuradoria_arquivos" ("id" serial primary key, "aba" varchar(20) not null, "titulo" varchar(200) not null, "data" date null, "arquivo" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "procuradoria_arquivos_aba_data_index" on "content"."procuradoria_arquivos" ("aba", "data");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."procuradorias" cascade;`);
    this.addSql(`drop table if exists "content"."procuradoria_arquivos" cascade;`);
  }

}
