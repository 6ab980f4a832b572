import { Migration } from '@mikro-orm/migrations';

export class Migration20261122155445_inicial extends Migration {

  override name = 'Migration20261122155445_inicial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "transparency";`);
    this.addSql(`create table "transparency"."contratos" ("id" serial primary key, "numero" varchar(30) not null, "ano" int not null, "objeto" text not null, "fornecedor" varchar(200) not null, "cnpj" char(14) not null, "tipo" varchar(30) not null, "valor" numeric(14,2) not null, "data_assinatura" date not null, "vigencia_inicio" date not null, "vigencia_fim" date not null);`);
    this.addSql(`create index "contratos_data_assinatura_index" on "transparency"."contratos" ("data_assinatura");`);
    this.addSql(`alter table "transparency"."contratos" add constraint "contratos_tipo_numero_unique" unique ("tipo", "numero");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."contratos" cascade;`);

    this.addSql(`drop schema if exists "transparency";`);
  }

}
