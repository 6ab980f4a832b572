import { Migration } from '@mikro-orm/migrations';

export class Migration20261128212048_telefones_contatos extends Migration {

  override name = 'Migration20261128212048_telefones_contatos';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."telefones_contatos" ("id" serial primary key, "contato_id" int not null, "tipo_cd" varchar(10) not null, "numero" varchar(30) not null, "ordem" int not null default 0);`);
    this.addSql(`create index "telefones_contatos_contato_id_ordem_index" on "content"."telefones_contatos" ("contato_id", "ordem");`);

    this.addSql(`alter table "content"."contatos" alter column "telefones" set default '[]';`);

    this.addSql(`alter table "content"."telefones_contatos" add constraint "telefones_contatos_contato_id_foreign" foreign key ("contato_id") references "content"."contatos" ("id") on delete cascade;`);

    // Written by hand (docs/contatos.md): the stored numbers become rows, the phones in order, then the fax.
    this.addSql(`insert into "content"."telefones_contatos" ("contato_id", "tipo_cd", "numero", "ordem")
      select c."id", 'telefone', left(t."numero", 30), t."posicao" - 1 from "content"."contatos" c, jsonb_array_elements_text(case when jsonb_typeof(c."telefones") = 'array' then c."telefones" else '[]' end) with ordinality as t("numero", "posicao")
      union all
      select c."id", 'fax', c."fax", case when jsonb_typeof(c."telefones") = 'array' then jsonb_array_length(c."telefones") else 0 end from "content"."contatos" c where coalesce(c."fax", '') <> '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."telefones_contatos" cascade;`);

    this.addSql(`alter table "content"."contatos" alter column "telefones" drop default;`);
  }

}
