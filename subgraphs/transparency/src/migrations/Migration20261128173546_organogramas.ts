import { Migration } from '@mikro-orm/migrations';

export class Migration20261128173546_organogramas extends Migration {

  override name = 'Migration20261128173546_organogramas';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."organogramas" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "titulo" varchar(200) not null, "descricao" varchar(500) null, "vigente_desde" date not null);`);
    this.addSql(`create index "organogramas_vigente_desde_id_index" on "transparency"."organogramas" ("vigente_desde", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."organogramas" cascade;`);
  }

}
