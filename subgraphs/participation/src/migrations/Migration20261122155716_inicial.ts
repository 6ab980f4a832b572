import { Migration } from '@mikro-orm/migrations';

export class Migration20261122155716_inicial extends Migration {

  override name = 'Migration20261122155716_inicial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "participation";`);
    this.addSql(`create table "participation"."processos" ("id" serial primary key, "numero" varchar(20) not null, "titulo" varchar(255) not null, "ementa" text not null, "situacao" varchar(20) not null default 'em_tramitacao', "votos_favoraveis" int not null default 0, "votos_contrarios" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "participation"."processos" add constraint "processos_numero_unique" unique ("numero");`);
    this.addSql(`create index "processos_created_at_index" on "participation"."processos" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "participation"."processos" cascade;`);

    this.addSql(`drop schema if exists "participation";`);
  }

}
