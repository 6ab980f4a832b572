import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020928_banners extends Migration {

  override name = 'Migration20261125020928_banners';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."banners" ("id" serial primary key, "tipo" text not null, "titulo" varchar(255) not null, "url" varchar(500) null, "target" varchar(20) null, "exibir_ate" date null, "imagem" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`alter table "content"."banners" add constraint "banners_tipo_check" check ("tipo" in ('cartaz', 'link', 'popup'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."banners" cascade;`);
  }

}
