import { Migration } from '@mikro-orm/migrations';

export class Migration20261125015123_atividade_parlamentar extends Migration {

  override name = 'Migration20261125015123_atividade_parlamentar';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."atas_plenarias" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "data" date not null, "numero" int not null, "tipo_sessao" varchar(20) not null, "descricao" varchar(300) null);`);
    this.addSql(`create index "atas_plenarias_data_id_index" on "transparency"."atas_plenarias" ("data", "id");`);

    this.addSql(`create table "transparency"."diarios" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "data" date not null, "numero" int not null, "tipo" varchar(20) not null, "descricao" varchar(300) null);`);
    this.addSql(`create index "diarios_data_id_index" on "transparency"."diarios" ("data", "id");`);

    this.addSql(`create table "transparency"."expedientes" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "data" date not null, "numero" int not null, "tipo" varchar(20) not null, "origem" varchar(200) not null, "destinatario" varchar(200) not null, "assunto" varchar(200) not null, "sessao" varchar(100) not null, "descricao" text null);`);
    this.addSql(`create index "expedientes_data_id_index" on "transparency"."expedientes" ("data", "id");`);

    this.addSql(`create table "transparency"."requerimentos" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "data" date not null, "numero" int not null, "tipo" varchar(30) not null, "autor" varchar(200) not null, "ementa" text not null, "etapa" varchar(20) not null);`);
    this.addSql(`create index "requerimentos_data_id_index" on "transparency"."requerimentos" ("data", "id");`);

    this.addSql(`create table "transparency"."sessoes_plenarias" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "data" date not null, "numero" int not null, "horario" varchar(5) not null, "tipo" varchar(20) not null, "situacao" varchar(20) not null, "pauta" text not null);`);
    this.addSql(`create index "sessoes_plenarias_data_id_index" on "transparency"."sessoes_plenarias" ("data", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."atas_plenarias" cascade;`);
    this.addSql(`drop table if exists "transparency"."diarios" cascade;`);
    this.addSql(`drop table if exists "transparency"."expedientes" cascade;`);
    this.addSql(`drop table if exists "transparency"."requerimentos" cascade;`);
    this.addSql(`drop table if exists "transparency"."sessoes_plenarias" cascade;`);
  }

}
