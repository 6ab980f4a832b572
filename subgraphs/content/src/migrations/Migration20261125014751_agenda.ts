import { Migration } from '@mikro-orm/migrations';

export class Migration20261125014751_agenda extends Migration {

  override name = 'Migration20261125014751_agenda';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."agendas" ("id" serial primary key, "data" date not null, "tipo" text not null default 'assembleia', "situacao" text not null default 'revisao', "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "agendas_situacao_data_index" on "content"."agendas" ("situacao", "data");`);

    this.addSql(`create table "content"."agenda_itens" ("id" serial primary key, "agenda_id" int not null, "horario" varchar(5) not null, "titulo" varchar(255) not null, "local" varchar(255) null, "pauta" text null, "tipo_envolvido" text null, "envolvido" varchar(255) null);`);
    this.addSql(`create index "agenda_itens_agenda_id_index" on "content"."agenda_itens" ("agenda_id");`);

    this.addSql(`alter table "content"."agendas" add constraint "agendas_tipo_check" check ("tipo" in ('assembleia', 'presidente'));`);
    this.addSql(`alter table "content"."agendas" add constraint "agendas_situacao_check" check ("situacao" in ('revisao', 'publicacao'));`);

    this.addSql(`alter table "content"."agenda_itens" add constraint "agenda_itens_agenda_id_foreign" foreign key ("agenda_id") references "content"."agendas" ("id") on delete cascade;`);
    this.addSql(`alter table "content"."agenda_itens" add constraint "agenda_itens_tipo_envolvido_check" check ("tipo_envolvido" in ('deputado', 'comissao', 'autoridade', 'sociedade'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content"."agenda_itens" drop constraint "agenda_itens_agenda_id_foreign";`);

    this.addSql(`drop table if exists "content"."agendas" cascade;`);
    this.addSql(`drop table if exists "content"."agenda_itens" cascade;`);
  }

}
