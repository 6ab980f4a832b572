import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095250_contas extends Migration {

  override name = 'Migration20261128095250_contas';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."arquivos_links" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "tipo" varchar(30) not null, "titulo" varchar(200) not null, "descricao" varchar(500) null, "link" varchar(500) null);`);
    this.addSql(`create index "arquivos_links_ano_id_index" on "transparency"."arquivos_links" ("ano", "id");`);

    this.addSql(`create table "transparency"."dueofs" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "data" date not null, "documento" varchar(20) not null, "natureza" varchar(150) not null, "favorecido" varchar(200) not null, "historico" varchar(300) not null, "valor" numeric(14,2) not null);`);
    this.addSql(`create index "dueofs_ano_mes_index" on "transparency"."dueofs" ("ano", "mes");`);
    this.addSql(`create index "dueofs_data_id_index" on "transparency"."dueofs" ("data", "id");`);

    this.addSql(`create table "transparency"."programas_acoes" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "ano_inicio" smallint not null, "ano_fim" smallint not null, "programa" varchar(150) not null, "acao" varchar(200) not null, "tipo" varchar(20) not null, "objetivo" varchar(500) not null, "valor_previsto" numeric(14,2) not null, "valor_executado" numeric(14,2) null);`);
    this.addSql(`create index "programas_acoes_ano_id_index" on "transparency"."programas_acoes" ("ano", "id");`);

    this.addSql(`create table "transparency"."receitas" ("id" serial primary key, "ano" int not null, "arquivo" jsonb null, "mes" smallint not null, "origem" varchar(20) not null, "descricao" varchar(200) null, "valor_previsto" numeric(14,2) not null, "valor_arrecadado" numeric(14,2) not null);`);
    this.addSql(`create index "receitas_ano_mes_index" on "transparency"."receitas" ("ano", "mes");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."arquivos_links" cascade;`);
    this.addSql(`drop table if exists "transparency"."dueofs" cascade;`);
    this.addSql(`drop table if exists "transparency"."programas_acoes" cascade;`);
    this.addSql(`drop table if exists "transparency"."receitas" cascade;`);
  }

}
