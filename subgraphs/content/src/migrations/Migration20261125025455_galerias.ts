import { Migration } from '@mikro-orm/migrations';

export class Migration20261125025455_galerias extends Migration {

  override name = 'Migration20261125025455_galerias';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."galeria_categorias" ("id" serial primary key, "nome" varchar(255) not null, "tipo_relacionado" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "content"."galerias" ("id" serial primary key, "titulo" varchar(255) not null, "descricao" text null, "situacao" text not null default 'revisao', "categoria_id" int not null, "relacionado_id" int null, "relacionado_nome" varchar(255) null, "ultimo_credito" varchar(255) null, "url_sufixo" varchar(255) not null, "legado_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "galerias_categoria_id_index" on "content"."galerias" ("categoria_id");`);
    this.addSql(`alter table "content"."galerias" add constraint "galerias_legado_id_unique" unique ("legado_id");`);
    this.addSql(`create index "galerias_situacao_created_at_index" on "content"."galerias" ("situacao", "created_at");`);

    this.addSql(`create table "content"."galeria_imagens" ("id" serial primary key, "galeria_id" int not null, "titulo" varchar(500) null, "credito" varchar(255) null, "capa" boolean not null default false, "ordem" int not null default 999999, "imagem" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "galeria_imagens_galeria_id_index" on "content"."galeria_imagens" ("galeria_id");`);

    this.addSql(`alter table "content"."galeria_categorias" add constraint "galeria_categorias_tipo_relacionado_check" check ("tipo_relacionado" in ('deputado', 'comissao'));`);

    this.addSql(`alter table "content"."galerias" add constraint "galerias_categoria_id_foreign" foreign key ("categoria_id") references "content"."galeria_categorias" ("id") on delete restrict;`);
    this.addSql(`alter table "content"."galerias" add constraint "galerias_situacao_check" check ("situacao" in ('revisao', 'publicacao'));`);

    this.addSql(`alter table "content"."galeria_imagens" add constraint "galeria_imagens_galeria_id_foreign" foreign key ("galeria_id") references "content"."galerias" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content"."galerias" drop constraint "galerias_categoria_id_foreign";`);
    this.addSql(`alter table "content"."galeria_imagens" drop constraint "galeria_imagens_galeria_id_foreign";`);

    this.addSql(`drop table if exists "content"."galeria_categorias" cascade;`);
    this.addSql(`drop table if exists "content"."galerias" cascade;`);
    this.addSql(`drop table if exists "content"."galeria_imagens" cascade;`);
  }

}
