import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180630_pessoal_orcamento_prestacao extends Migration {

  override name = 'Migration20261122180630_pessoal_orcamento_prestacao';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."acessos_remuneracao" ("id" serial primary key, "matricula" varchar(20) not null, "ano" int not null, "mes" smallint not null, "criado_em" timestamptz not null);`);

    this.addSql(`create table "transparency"."demonstrativos_despesas_com_pessoal" ("id" serial primary key, "ano" int not null, "descricao" varchar(300) null, "arquivo" jsonb null);`);
    this.addSql(`create index "demonstrativos_despesas_com_pessoal_ano_index" on "transparency"."demonstrativos_despesas_com_pessoal" ("ano");`);

    this.addSql(`create table "transparency"."gestoes_fiscais_anuais" ("id" serial primary key, "ano" int not null, "descricao" varchar(300) null, "arquivo" jsonb null);`);
    this.addSql(`create index "gestoes_fiscais_anuais_ano_index" on "transparency"."gestoes_fiscais_anuais" ("ano");`);

    this.addSql(`create table "transparency"."importacoes_remuneracoes" ("id" serial primary key, "nome_arquivo" varchar(255) not null, "usuario_id" int not null, "situacao" varchar(20) not null default 'aguardando', "tamanho" bigint not null, "bytes_lidos" bigint not null default '0', "linhas_processadas" int not null default 0, "linhas_importadas" int not null default 0, "periodos" jsonb not null, "erros" jsonb not null, "avisos" jsonb not null, "mensagem" text null, "criada_em" timestamptz not null, "concluida_em" timestamptz null);`);

    this.addSql(`create table "transparency"."orcamentos" ("id" serial primary key, "ano" int not null, "tipo" varchar(10) not null, "autorizado_com_pessoal" numeric(14,2) null, "descricao" varchar(300) null, "arquivo" jsonb null);`);
    this.addSql(`create index "orcamentos_ano_index" on "transparency"."orcamentos" ("ano");`);

    this.addSql(`create table "transparency"."prestacoes_contas" ("id" serial primary key, "ano" int not null, "mes" smallint null, "tipo_cadastro" varchar(30) not null, "descricao" varchar(300) null, "arquivo" jsonb null);`);
    this.addSql(`create index "prestacoes_contas_ano_index" on "transparency"."prestacoes_contas" ("ano");`);

    this.addSql(`create table "transparency"."quadros_remuneracao" ("id" serial primary key, "ano" int not null, "mes" smallint not null, "descricao" varchar(200) null, "arquivo" jsonb null);`);
    this.addSql(`alter table "transparency"."quadros_remuneracao" add constraint "quadros_remuneracao_ano_mes_unique" unique ("ano", "mes");`);

    this.addSql(`create table "transparency"."remuneracoes" ("id" serial primary key, "matricula" varchar(20) not null, "nome" varchar(200) not null, "cargo" varchar(200) not null, "vinculo" varchar(100) not null, "categoria" varchar(100) not null, "lotacao" varchar(200) not null, "gabinete" varchar(200) null, "ano" int not null, "mes" smallint not null, "remuneracao_basica" numeric(14,2) not null, "vantagens" numeric(14,2) not null, "indenizacoes" numeric(14,2) not null, "bruto" numeric(14,2) not null, "descontos" numeric(14,2) not null, "liquido" numeric(14,2) not null);`);
    this.addSql(`create index "remuneracoes_ano_mes_nome_index" on "transparency"."remuneracoes" ("ano", "mes", "nome");`);
    this.addSql(`alter table "transparency"."remuneracoes" add constraint "remuneracoes_ano_mes_matricula_unique" unique ("ano", "mes", "matricula");`);

    this.addSql(`create table "transparency"."sancoes_administrativas" ("id" serial primary key, "ano" int not null, "empresa" varchar(200) not null, "cnpj" char(14) null, "sancao" text not null, "processo" varchar(60) null, "data_publicacao" date null, "arquivo" jsonb null);`);
    this.addSql(`create index "sancoes_administrativas_ano_index" on "transparency"."sancoes_administrativas" ("ano");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."acessos_remuneracao" cascade;`);
    this.addSql(`drop table if exists "transparency"."demonstrativos_despesas_com_pessoal" cascade;`);
    this.addSql(`drop table if exists "transparency"."gestoes_fiscais_anuais" cascade;`);
    this.addSql(`drop table if exists "transparency"."importacoes_remuneracoes" cascade;`);
    this.addSql(`drop table if exists "transparency"."orcamentos" cascade;`);
    this.addSql(`drop table if exists "transparency"."prestacoes_contas" cascade;`);
    this.addSql(`drop table if exists "transparency"."quadros_remuneracao" cascade;`);
    this.addSql(`drop table if exists "transparency"."remuneracoes" cascade;`);
    this.addSql(`drop table if exists "transparency"."sancoes_administrativas" cascade;`);
  }

}
