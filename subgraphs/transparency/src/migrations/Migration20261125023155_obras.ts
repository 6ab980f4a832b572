import { Migration } from '@mikro-orm/migrations';

export class Migration20261125023155_obras extends Migration {

  override name = 'Migration20261125023155_obras';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."obras" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "objeto" varchar(300) not null, "local" varchar(200) not null, "empresa" varchar(200) not null, "contrato" varchar(20) not null, "situacao" varchar(20) not null, "valor_contratado" numeric(14,2) not null, "valor_pago" numeric(14,2) not null, "percentual_executado" smallint not null, "data_inicio" date null, "previsao_termino" date null);`);
    this.addSql(`create index "obras_ano_id_index" on "transparency"."obras" ("ano", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."obras" cascade;`);
  }

}
