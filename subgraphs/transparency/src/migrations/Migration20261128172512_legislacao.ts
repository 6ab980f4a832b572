import { Migration } from '@mikro-orm/migrations';

export class Migration20261128172512_legislacao extends Migration {

  override name = 'Migration20261128172512_legislacao';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."legislacoes" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "tipo" varchar(30) not null, "numero" varchar(30) not null, "data" date not null, "ementa" varchar(1000) not null, "link" varchar(500) null);`);
    this.addSql(`create index "legislacoes_tipo_data_index" on "transparency"."legislacoes" ("tipo", "data");`);
    this.addSql(`create index "legislacoes_ano_id_index" on "transparency"."legislacoes" ("ano", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."legislacoes" cascade;`);
  }

}
