import { Migration } from '@mikro-orm/migrations';

export class Migration20261128174605_assessoramento extends Migration {

  override name = 'Migration20261128174605_assessoramento';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."informacoes_assessoramento" ("id" serial primary key, "secao" varchar(20) not null, "titulo" varchar(200) not null, "ordem" smallint not null default 1, "conteudo" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "informacoes_assessoramento_secao_ordem_index" on "content"."informacoes_assessoramento" ("secao", "ordem");`);

    this.addSql(`create table "content"."materiais_assessoramento" ("id" serial primary key, "titulo" varchar(300) not null, "data" date not null, "tipo" smallint not null, "resumo" varchar(1000) null, "url" varchar(500) null, "arquivo" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "materiais_assessoramento_tipo_data_index" on "content"."materiais_assessoramento" ("tipo", "data");`);

    this.addSql(`create table "content"."membros_corpo_tecnico" ("id" serial primary key, "nome" varchar(200) not null, "cargo" varchar(200) null, "area" varchar(200) null, "formacao" varchar(1000) null, "email" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."informacoes_assessoramento" cascade;`);
    this.addSql(`drop table if exists "content"."materiais_assessoramento" cascade;`);
    this.addSql(`drop table if exists "content"."membros_corpo_tecnico" cascade;`);
  }

}
