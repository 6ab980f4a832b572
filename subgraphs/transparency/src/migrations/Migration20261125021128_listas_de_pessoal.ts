import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021128_listas_de_pessoal extends Migration {

  override name = 'Migration20261125021128_listas_de_pessoal';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."estagiarios" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "nome" varchar(150) not null, "curso" varchar(120) not null, "instituicao" varchar(150) not null, "lotacao" varchar(150) not null, "data_inicio" date not null, "data_fim" date null, "bolsa" numeric(10,2) not null);`);
    this.addSql(`create index "estagiarios_ano_id_index" on "transparency"."estagiarios" ("ano", "id");`);

    this.addSql(`create table "transparency"."servidores_licenciados" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "nome" varchar(150) not null, "matricula" varchar(20) not null, "cargo" varchar(120) not null, "lotacao" varchar(150) not null, "tipo_licenca" varchar(30) not null, "data_inicio" date not null, "data_fim" date null);`);
    this.addSql(`create index "servidores_licenciados_ano_id_index" on "transparency"."servidores_licenciados" ("ano", "id");`);

    this.addSql(`create table "transparency"."servidores_terceirizados" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "nome" varchar(150) not null, "funcao" varchar(120) not null, "empresa" varchar(200) not null, "contrato" varchar(20) not null, "lotacao" varchar(150) not null);`);
    this.addSql(`create index "servidores_terceirizados_ano_id_index" on "transparency"."servidores_terceirizados" ("ano", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."estagiarios" cascade;`);
    this.addSql(`drop table if exists "transparency"."servidores_licenciados" cascade;`);
    this.addSql(`drop table if exists "transparency"."servidores_terceirizados" cascade;`);
  }

}
