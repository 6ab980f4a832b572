import { Migration } from '@mikro-orm/migrations';

export class Migration20261124235312_aeronaves extends Migration {

  override name = 'Migration20261124235312_aeronaves';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."aeronaves" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "prefixo" varchar(10) not null, "modelo" varchar(80) not null, "descricao" varchar(200) null);`);
    this.addSql(`create index "aeronaves_ano_mes_index" on "transparency"."aeronaves" ("ano", "mes");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."aeronaves" cascade;`);
  }

}
