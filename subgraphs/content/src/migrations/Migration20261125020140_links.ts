import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020140_links extends Migration {

  override name = 'Migration20261125020140_links';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."links" ("id" serial primary key, "titulo" varchar(255) not null, "url" varchar(500) not null, "categoria_link_id" int not null, "ordem" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "links_categoria_link_id_index" on "content"."links" ("categoria_link_id");`);

    this.addSql(`alter table "content"."links" add constraint "links_categoria_link_id_foreign" foreign key ("categoria_link_id") references "content"."categorias_links" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."links" cascade;`);
  }

}
