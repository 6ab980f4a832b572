import { Migration } from '@mikro-orm/migrations';

export class Migration20261128102556_perguntas_frequentes extends Migration {

  override name = 'Migration20261128102556_perguntas_frequentes';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."categorias_perguntas_frequentes" ("id" serial primary key, "nome" varchar(255) not null, "ordem" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "content"."perguntas_frequentes" ("id" serial primary key, "categoria_pergunta_frequente_id" int not null, "ordem" int not null, "pergunta" varchar(500) not null, "resposta" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "perguntas_frequentes_categoria_pergunta_frequente__336ca_index" on "content"."perguntas_frequentes" ("categoria_pergunta_frequente_id", "ordem");`);

    this.addSql(`alter table "content"."perguntas_frequentes" add constraint "perguntas_frequentes_categoria_pergunta_frequente_id_foreign" foreign key ("categoria_pergunta_frequente_id") references "content"."categorias_perguntas_frequentes" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content"."perguntas_frequentes" drop constraint "perguntas_frequentes_categoria_pergunta_frequente_id_foreign";`);

    this.addSql(`drop table if exists "content"."categorias_perguntas_frequentes" cascade;`);
    this.addSql(`drop table if exists "content"."perguntas_frequentes" cascade;`);
  }

}
