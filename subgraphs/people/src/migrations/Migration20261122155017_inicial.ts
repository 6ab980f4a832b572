import { Migration } from '@mikro-orm/migrations';

export class Migration20261122155017_inicial extends Migration {

  override name = 'Migration20261122155017_inicial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "people";`);
    this.addSql(`create table "people"."legislaturas" ("id" serial primary key, "numero" int not null, "descricao" varchar(120) not null, "ano_inicio" int not null, "ano_fim" int not null, "atual" boolean not null default false);`);

    this.addSql(`create table "people"."partidos" ("id" serial primary key, "sigla" varchar(20) not null, "nome" varchar(120) not null);`);
    this.addSql(`alter table "people"."partidos" add constraint "partidos_sigla_unique" unique ("sigla");`);

    this.addSql(`create table "people"."deputados" ("id" serial primary key, "nome" varchar(120) not null, "nome_completo" varchar(200) not null, "ativo" boolean not null default true, "gabinete" int null, "email" varchar(200) null, "telefone" varchar(40) null, "lider" smallint not null default 0, "mesa_diretora" boolean not null default false, "biografia" text null, "partido_id" int null);`);

    this.addSql(`alter table "people"."deputados" add constraint "deputados_partido_id_foreign" foreign key ("partido_id") references "people"."partidos" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "people"."deputados" drop constraint "deputados_partido_id_foreign";`);

    this.addSql(`drop table if exists "people"."legislaturas" cascade;`);
    this.addSql(`drop table if exists "people"."partidos" cascade;`);
    this.addSql(`drop table if exists "people"."deputados" cascade;`);

    this.addSql(`drop schema if exists "people";`);
  }

}
