import { Migration } from '@mikro-orm/migrations';

export class Migration20261125023010_contatos extends Migration {

  override name = 'Migration20261125023010_contatos';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."contatos" ("id" serial primary key, "nome" varchar(255) not null, "tipo" varchar(20) not null, "responsavel" varchar(255) null, "telefones" jsonb not null, "fax" varchar(30) null, "email" varchar(255) null, "localizacao" varchar(255) null, "ordem" int not null default 0);`);
    this.addSql(`create index "contatos_tipo_ordem_index" on "content"."contatos" ("tipo", "ordem");`);

    this.addSql(`alter table "content"."fale_conosco" add "contatado_id" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."contatos" cascade;`);

    this.addSql(`alter table "content"."fale_conosco" drop column "contatado_id";`);
  }

}
