import { Migration } from '@mikro-orm/migrations';

export class Migration20261125022311_frota extends Migration {

  override name = 'Migration20261125022311_frota';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."abastecimentos" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "data" date not null, "placa" varchar(8) not null, "combustivel" varchar(20) not null, "litros" smallint not null, "valor" numeric(10,2) not null, "posto" varchar(150) not null);`);
    this.addSql(`create index "abastecimentos_data_id_index" on "transparency"."abastecimentos" ("data", "id");`);

    this.addSql(`create table "transparency"."veiculos" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "placa" varchar(8) not null, "modelo" varchar(80) not null, "tipo" varchar(20) not null, "situacao" varchar(20) not null, "lotacao" varchar(150) not null);`);
    this.addSql(`create index "veiculos_placa_index" on "transparency"."veiculos" ("placa");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."abastecimentos" cascade;`);
    this.addSql(`drop table if exists "transparency"."veiculos" cascade;`);
  }

}
