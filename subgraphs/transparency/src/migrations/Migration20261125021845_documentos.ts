import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021845_documentos extends Migration {

  override name = 'Migration20261125021845_documentos';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."balancos" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "titulo" varchar(200) not null, "descricao" varchar(500) null);`);
    this.addSql(`create index "balancos_ano_id_index" on "transparency"."balancos" ("ano", "id");`);

    this.addSql(`create table "transparency"."concursos" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "titulo" varchar(200) not null, "situacao" varchar(30) not null, "vagas" int not null, "descricao" varchar(500) null);`);
    this.addSql(`create index "concursos_ano_id_index" on "transparency"."concursos" ("ano", "id");`);

    this.addSql(`create table "transparency"."documentos_compliance" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "tipo" varchar(30) not null, "titulo" varchar(200) not null, "descricao" varchar(500) null);`);
    this.addSql(`create index "documentos_compliance_ano_id_index" on "transparency"."documentos_compliance" ("ano", "id");`);

    this.addSql(`create table "transparency"."execucoes_orcamentarias" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "descricao" varchar(300) null);`);
    this.addSql(`create index "execucoes_orcamentarias_ano_id_index" on "transparency"."execucoes_orcamentarias" ("ano", "id");`);

    this.addSql(`create table "transparency"."planos_contratacoes" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "titulo" varchar(200) not null, "descricao" varchar(500) null);`);
    this.addSql(`create index "planos_contratacoes_ano_id_index" on "transparency"."planos_contratacoes" ("ano", "id");`);

    this.addSql(`create table "transparency"."relatorios_gestao" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "titulo" varchar(200) not null, "descricao" varchar(500) null);`);
    this.addSql(`create index "relatorios_gestao_ano_id_index" on "transparency"."relatorios_gestao" ("ano", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."balancos" cascade;`);
    this.addSql(`drop table if exists "transparency"."concursos" cascade;`);
    this.addSql(`drop table if exists "transparency"."documentos_compliance" cascade;`);
    this.addSql(`drop table if exists "transparency"."execucoes_orcamentarias" cascade;`);
    this.addSql(`drop table if exists "transparency"."planos_contratacoes" cascade;`);
    this.addSql(`drop table if exists "transparency"."relatorios_gestao" cascade;`);
  }

}
