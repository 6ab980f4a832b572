import { Migration } from '@mikro-orm/migrations';

export class Migration20261122182426_financeiro extends Migration {

  override name = 'Migration20261122182426_financeiro';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."empenhos" ("id" serial primary key, "numero" varchar(20) not null, "ano" int not null, "data" date not null, "credor" varchar(200) not null, "cnpj" char(14) not null, "elemento_despesa" varchar(150) not null, "historico" text not null, "valor_empenhado" numeric(14,2) not null, "valor_liquidado" numeric(14,2) not null, "valor_pago" numeric(14,2) not null);`);
    this.addSql(`alter table "transparency"."empenhos" add constraint "empenhos_numero_unique" unique ("numero");`);
    this.addSql(`create index "empenhos_data_id_index" on "transparency"."empenhos" ("data", "id");`);

    this.addSql(`create table "transparency"."fases_licitacao" ("id" serial primary key, "descricao" varchar(120) not null, "ordem" int not null default 0);`);

    this.addSql(`create table "transparency"."modalidades_licitacao" ("id" serial primary key, "descricao" varchar(120) not null);`);

    this.addSql(`create table "transparency"."editais" ("id" serial primary key, "numero" varchar(30) not null, "ano" int not null, "processo" varchar(40) not null, "objeto" text not null, "modalidade_id" int not null, "fase_id" int not null, "data_abertura" date not null, "valor_estimado" numeric(14,2) not null);`);
    this.addSql(`create index "editais_modalidade_id_index" on "transparency"."editais" ("modalidade_id");`);
    this.addSql(`create index "editais_fase_id_index" on "transparency"."editais" ("fase_id");`);
    this.addSql(`create index "editais_data_abertura_id_index" on "transparency"."editais" ("data_abertura", "id");`);

    this.addSql(`create table "transparency"."avisos_licitacao" ("id" serial primary key, "edital_id" int null, "titulo" varchar(200) not null, "conteudo" text not null, "data_publicacao" date not null);`);
    this.addSql(`create index "avisos_licitacao_edital_id_index" on "transparency"."avisos_licitacao" ("edital_id");`);
    this.addSql(`create index "avisos_licitacao_data_publicacao_id_index" on "transparency"."avisos_licitacao" ("data_publicacao", "id");`);

    this.addSql(`create table "transparency"."repasses_duodecimos" ("id" serial primary key, "ano" int not null, "mes" int not null, "data_repasse" date not null, "valor_previsto" numeric(14,2) not null, "valor_repassado" numeric(14,2) not null);`);
    this.addSql(`alter table "transparency"."repasses_duodecimos" add constraint "repasses_duodecimos_ano_mes_unique" unique ("ano", "mes");`);

    this.addSql(`create table "transparency"."tipos_contratacao" ("id" serial primary key, "descricao" varchar(120) not null, "grupo" varchar(30) not null);`);

    this.addSql(`create table "transparency"."fiscais_contratos" ("id" serial primary key, "contrato_id" int not null, "nome" varchar(150) not null, "matricula" varchar(20) not null, "funcao" varchar(40) not null, "portaria" varchar(60) not null, "data_designacao" date not null);`);
    this.addSql(`create index "fiscais_contratos_contrato_id_index" on "transparency"."fiscais_contratos" ("contrato_id");`);

    this.addSql(`create table "transparency"."tipos_solicitacao_diaria" ("id" serial primary key, "descricao" varchar(120) not null);`);

    this.addSql(`create table "transparency"."diarias" ("id" serial primary key, "beneficiario" varchar(150) not null, "cargo" varchar(100) not null, "tipo_solicitacao_id" int not null, "destino" varchar(120) not null, "motivo" text not null, "data_saida" date not null, "data_retorno" date not null, "ano" int not null, "mes" int not null, "quantidade" numeric(5,1) not null, "valor_unitario" numeric(14,2) not null, "valor_total" numeric(14,2) not null);`);
    this.addSql(`create index "diarias_tipo_solicitacao_id_index" on "transparency"."diarias" ("tipo_solicitacao_id");`);
    this.addSql(`create index "diarias_data_saida_id_index" on "transparency"."diarias" ("data_saida", "id");`);
    this.addSql(`create index "diarias_ano_mes_index" on "transparency"."diarias" ("ano", "mes");`);

    this.addSql(`create table "transparency"."verbas_indenizatorias" ("id" serial primary key, "deputado_id" int not null, "ano" int not null, "mes" int not null, "grupo" varchar(120) not null, "subgrupo" varchar(120) not null, "fornecedor" varchar(200) not null, "cnpj_cpf" varchar(14) not null, "valor_apresentado" numeric(14,2) not null, "valor_indenizado" numeric(14,2) not null, "data" date not null, "numero" varchar(30) not null);`);
    this.addSql(`create index "verbas_indenizatorias_ano_mes_index" on "transparency"."verbas_indenizatorias" ("ano", "mes");`);
    this.addSql(`create index "verbas_indenizatorias_deputado_id_ano_mes_index" on "transparency"."verbas_indenizatorias" ("deputado_id", "ano", "mes");`);

    this.addSql(`drop index "transparency"."contratos_data_assinatura_index";`);
    this.addSql(`alter table "transparency"."contratos" add "tipo_contratacao_id" int null;`);
    this.addSql(`alter table "transparency"."contratos" add constraint "contratos_tipo_contratacao_id_foreign" foreign key ("tipo_contratacao_id") references "transparency"."tipos_contratacao" ("id") on delete set null;`);
    this.addSql(`create index "contratos_tipo_contratacao_id_index" on "transparency"."contratos" ("tipo_contratacao_id");`);
    this.addSql(`create index "contratos_data_assinatura_id_index" on "transparency"."contratos" ("data_assinatura", "id");`);

    this.addSql(`alter table "transparency"."editais" add constraint "editais_modalidade_id_foreign" foreign key ("modalidade_id") references "transparency"."modalidades_licitacao" ("id");`);
    this.addSql(`alter table "transparency"."editais" add constraint "editais_fase_id_foreign" foreign key ("fase_id") references "transparency"."fases_licitacao" ("id");`);

    this.addSql(`alter table "transparency"."avisos_licitacao" add constraint "avisos_licitacao_edital_id_foreign" foreign key ("edital_id") references "transparency"."editais" ("id") on delete set null;`);

    this.addSql(`alter table "transparency"."fiscais_contratos" add constraint "fiscais_contratos_contrato_id_foreign" foreign key ("contrato_id") references "transparency"."contratos" ("id") on delete cascade;`);

    this.addSql(`alter table "transparency"."diarias" add constraint "diarias_tipo_solicitacao_id_foreign" foreign key ("tipo_solicitacao_id") references "transparency"."tipos_solicitacao_diaria" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "transparency"."editais" drop constraint "editais_fase_id_foreign";`);
    this.addSql(`alter table "transparency"."editais" drop constraint "editais_modalidade_id_foreign";`);
    this.addSql(`alter table "transparency"."avisos_licitacao" drop constraint "avisos_licitacao_edital_id_foreign";`);
    this.addSql(`alter table "transparency"."contratos" drop constraint "contratos_tipo_contratacao_id_foreign";`);
    this.addSql(`alter table "transparency"."diarias" drop constraint "diarias_tipo_solicitacao_id_foreign";`);

    this.addSql(`drop table if exists "transparency"."empenhos" cascade;`);
    this.addSql(`drop table if exists "transparency"."fases_licitacao" cascade;`);
    this.addSql(`drop table if exists "transparency"."modalidades_licitacao" cascade;`);
    this.addSql(`drop table if exists "transparency"."editais" cascade;`);
    this.addSql(`drop table if exists "transparency"."avisos_licitacao" cascade;`);
    this.addSql(`drop table if exists "transparency"."repasses_duodecimos" cascade;`);
    this.addSql(`drop table if exists "transparency"."tipos_contratacao" cascade;`);
    this.addSql(`drop table if exists "transparency"."fiscais_contratos" cascade;`);
    this.addSql(`drop table if exists "transparency"."tipos_solicitacao_diaria" cascade;`);
    this.addSql(`drop table if exists "transparency"."diarias" cascade;`);
    this.addSql(`drop table if exists "transparency"."verbas_indenizatorias" cascade;`);

    this.addSql(`drop index "transparency"."contratos_tipo_contratacao_id_index";`);
    this.addSql(`drop index "transparency"."contratos_data_assinatura_id_index";`);
    this.addSql(`alter table "transparency"."contratos" drop column "tipo_contratacao_id";`);
    this.addSql(`create index "contratos_data_assinatura_index" on "transparency"."contratos" ("data_assinatura");`);
  }

}
