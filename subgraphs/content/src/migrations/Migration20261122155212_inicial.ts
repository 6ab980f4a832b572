import { Migration } from '@mikro-orm/migrations';

export class Migration20261122155212_inicial extends Migration {

  override name = 'Migration20261122155212_inicial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "content";`);
    this.addSql(`create table "content"."noticias" ("id" serial primary key, "titulo" varchar(255) not null, "resumo" text null, "conteudo" text not null, "fonte" varchar(255) null, "categoria" text not null default 'assembleia', "destaque_nivel" text null, "destaque_slot" smallint null, "publicada" boolean not null default false, "publicada_em" timestamptz null, "url_sufixo" varchar(140) not null, "deputado_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "noticias_deputado_id_index" on "content"."noticias" ("deputado_id");`);
    this.addSql(`create index "noticias_publicada_publicada_em_index" on "content"."noticias" ("publicada", "publicada_em");`);

    this.addSql(`alter table "content"."noticias" add constraint "noticias_categoria_check" check ("categoria" in ('assembleia', 'especiais', 'discurso', 'gabinete'));`);
    this.addSql(`alter table "content"."noticias" add constraint "noticias_destaque_nivel_check" check ("destaque_nivel" in ('primario', 'secundario', 'terciario'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."noticias" cascade;`);

    this.addSql(`drop schema if exists "content";`);
  }

}
