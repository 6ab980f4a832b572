import { Migration } from '@mikro-orm/migrations';

export class Migration20261122155759_inicial extends Migration {

  override name = 'Migration20261122155759_inicial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "access";`);
    this.addSql(`create table "access"."lotacoes" ("id" serial primary key, "nome" varchar(200) not null, "sigla" varchar(30) not null, "ativa" boolean not null default true);`);
    this.addSql(`alter table "access"."lotacoes" add constraint "lotacoes_sigla_unique" unique ("sigla");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access"."lotacoes" cascade;`);

    this.addSql(`drop schema if exists "access";`);
  }

}
