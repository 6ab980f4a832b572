import { Migration } from '@mikro-orm/migrations';

export class Migration20261122181552_pessoas_completas extends Migration {

  override name = 'Migration20261122181552_pessoas_completas';

  override up(): void | Promise<void> {
    this.addSql(`create table "people"."comissoes" ("id" serial primary key, "nome" varchar(200) not null, "sigla" varchar(30) null, "descricao" text null, "tipo" smallint not null default 1, "ativa" boolean not null default true, "url_sufixo" varchar(220) not null);`);

    this.addSql(`create table "people"."arquivos_comissao" ("id" serial primary key, "comissao_id" int not null, "tipo" smallint not null, "titulo" varchar(250) not null, "data" date null, "arquivo" jsonb null);`);
    this.addSql(`create index "arquivos_comissao_comissao_id_index" on "people"."arquivos_comissao" ("comissao_id");`);

    this.addSql(`create table "people"."equipe_tecnica_comissoes" ("id" serial primary key, "comissao_id" int not null, "nome" varchar(200) not null, "funcao" varchar(120) null, "email" varchar(200) null, "telefone" varchar(40) null);`);
    this.addSql(`create index "equipe_tecnica_comissoes_comissao_id_index" on "people"."equipe_tecnica_comissoes" ("comissao_id");`);

    this.addSql(`create table "people"."links_comissao" ("id" serial primary key, "comissao_id" int not null, "categoria" smallint not null, "titulo" varchar(250) not null, "url" varchar(500) not null);`);
    this.addSql(`create index "links_comissao_comissao_id_index" on "people"."links_comissao" ("comissao_id");`);

    this.addSql(`create table "people"."frentes_parlamentares" ("id" serial primary key, "nome" varchar(200) not null, "descricao" text null, "ativa" boolean not null default true, "data_criacao" date null, "coordenador_id" int null);`);

    this.addSql(`create table "people"."frentes_parlamentares_deputados" ("id" serial primary key, "frente_id" int not null, "deputado_id" int not null);`);
    this.addSql(`create index "frentes_parlamentares_deputados_frente_id_index" on "people"."frentes_parlamentares_deputados" ("frente_id");`);
    this.addSql(`create index "frentes_parlamentares_deputados_deputado_id_index" on "people"."frentes_parlamentares_deputados" ("deputado_id");`);

    this.addSql(`create table "people"."deputado_legislaturas" ("id" serial primary key, "deputado_id" int not null, "legislatura_id" int not null, "partido_id" int null, "data_inicio" date null);`);
    this.addSql(`create index "deputado_legislaturas_deputado_id_index" on "people"."deputado_legislaturas" ("deputado_id");`);
    this.addSql(`create index "deputado_legislaturas_legislatura_id_index" on "people"."deputado_legislaturas" ("legislatura_id");`);

    this.addSql(`create table "people"."deputados_comissao" ("id" serial primary key, "comissao_id" int not null, "deputado_id" int not null, "cargo" smallint not null default 3);`);
    this.addSql(`create index "deputados_comissao_comissao_id_index" on "people"."deputados_comissao" ("comissao_id");`);
    this.addSql(`create index "deputados_comissao_deputado_id_index" on "people"."deputados_comissao" ("deputado_id");`);

    this.addSql(`create table "people"."deputado_ano_emendas" ("id" serial primary key, "deputado_id" int not null, "ano" smallint not null, "ativo" boolean not null default true);`);
    this.addSql(`create index "deputado_ano_emendas_deputado_id_index" on "people"."deputado_ano_emendas" ("deputado_id");`);

    this.addSql(`create table "people"."afastamentos" ("id" serial primary key, "deputado_id" int not null, "tipo" smallint not null, "data_afastamento" date not null, "data_retorno" date null);`);
    this.addSql(`create index "afastamentos_deputado_id_index" on "people"."afastamentos" ("deputado_id");`);

    this.addSql(`create table "people"."presidentes_assembleia" ("id" serial primary key, "nome" varchar(200) not null, "ano_inicio" int not null, "ano_fim" int null, "deputado_id" int null);`);

    this.addSql(`create table "people"."trabalhos_comissao" ("id" serial primary key, "comissao_id" int not null, "tipo" smallint not null, "titulo" varchar(250) not null, "descricao" text null, "data" date null, "url" varchar(500) null);`);
    this.addSql(`create index "trabalhos_comissao_comissao_id_index" on "people"."trabalhos_comissao" ("comissao_id");`);

    this.addSql(`alter table "people"."legislaturas" add "tipo" smallint not null default 1;`);

    this.addSql(`alter table "people"."deputados" add "cargo" smallint null, add "foto" jsonb null;`);

    this.addSql(`alter table "people"."arquivos_comissao" add constraint "arquivos_comissao_comissao_id_foreign" foreign key ("comissao_id") references "people"."comissoes" ("id") on delete cascade;`);

    this.addSql(`alter table "people"."equipe_tecnica_comissoes" add constraint "equipe_tecnica_comissoes_comissao_id_foreign" foreign key ("comissao_id") references "people"."comissoes" ("id") on delete cascade;`);

    this.addSql(`alter table "people"."links_comissao" add constraint "links_comissao_comissao_id_foreign" foreign key ("comissao_id") references "people"."comissoes" ("id") on delete cascade;`);

    this.addSql(`alter table "people"."frentes_parlamentares" add constraint "frentes_parlamentares_coordenador_id_foreign" foreign key ("coordenador_id") references "people"."deputados" ("id") on delete set null;`);

    this.addSql(`alter table "people"."frentes_parlamentares_deputados" add constraint "frentes_parlamentares_deputados_frente_id_foreign" foreign key ("frente_id") references "people"."frentes_parlamentares" ("id") on delete cascade;`);
    this.addSql(`alter table "people"."frentes_parlamentares_deputados" add constraint "frentes_parlamentares_deputados_deputado_id_foreign" foreign key ("deputado_id") references "people"."deputados" ("id") on delete cascade;`);

    this.addSql(`alter table "people"."deputado_legislaturas" add constraint "deputado_legislaturas_deputado_id_foreign" foreign key ("deputado_id") references "people"."deputados" ("id") on delete cascade;`);
    this.addSql(`alter table "people"."deputado_legislaturas" add constraint "deputado_legislaturas_legislatura_id_foreign" foreign key ("legislatura_id") references "people"."legislaturas" ("id") on delete cascade;`);
    this.addSql(`alter table "people"."deputado_legislaturas" add constraint "deputado_legislaturas_partido_id_foreign" foreign key ("partido_id") references "people"."partidos" ("id") on delete set null;`);

    this.addSql(`alter table "people"."deputados_comissao" add constraint "deputados_comissao_comissao_id_foreign" foreign key ("comissao_id") references "people"."comissoes" ("id") on delete cascade;`);
    this.addSql(`alter table "people"."deputados_comissao" add constraint "deputados_comissao_deputado_id_foreign" foreign key ("deputado_id") references "people"."deputados" ("id") on delete cascade;`);

    this.addSql(`alter table "people"."deputado_ano_emendas" add constraint "deputado_ano_emendas_deputado_id_foreign" foreign key ("deputado_id") references "people"."deputados" ("id") on delete cascade;`);

    this.addSql(`alter table "people"."afastamentos" add constraint "afastamentos_deputado_id_foreign" foreign key ("deputado_id") references "people"."deputados" ("id") on delete cascade;`);

    this.addSql(`alter table "people"."presidentes_assembleia" add constraint "presidentes_assembleia_deputado_id_foreign" foreign key ("deputado_id") references "people"."deputados" ("id") on delete set null;`);

    this.addSql(`alter table "people"."trabalhos_comissao" add constraint "trabalhos_comissao_comissao_id_foreign" foreign key ("comissao_id") references "people"."comissoes" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "people"."arquivos_comissao" drop constraint "arquivos_comissao_comissao_id_foreign";`);
    this.addSql(`alter table "people"."equipe_tecnica_comissoes" drop constraint "equipe_tecnica_comissoes_comissao_id_foreign";`);
    this.addSql(`alter table "people"."links_comissao" drop constraint "links_comissao_comissao_id_foreign";`);
    this.addSql(`alter table "people"."deputados_comissao" drop constraint "deputados_comissao_comissao_id_foreign";`);
    this.addSql(`alter table "people"."trabalhos_comissao" drop constraint "trabalhos_comissao_comissao_id_foreign";`);
    this.addSql(`alter table "people"."frentes_parlamentares_deputados" drop constraint "frentes_parlamentares_deputados_frente_id_foreign";`);

    this.addSql(`drop table if exists "people"."comissoes" cascade;`);
    this.addSql(`drop table if exists "people"."arquivos_comissao" cascade;`);
    this.addSql(`drop table if exists "people"."equipe_tecnica_comissoes" cascade;`);
    this.addSql(`drop table if exists "people"."links_comissao" cascade;`);
    this.addSql(`drop table if exists "people"."frentes_parlamentares" cascade;`);
    this.addSql(`drop table if exists "people"."frentes_parlamentares_deputados" cascade;`);
    this.addSql(`drop table if exists "people"."deputado_legislaturas" cascade;`);
    this.addSql(`drop table if exists "people"."deputados_comissao" cascade;`);
    this.addSql(`drop table if exists "people"."deputado_ano_emendas" cascade;`);
    this.addSql(`drop table if exists "people"."afastamentos" cascade;`);
    this.addSql(`drop table if exists "people"."presidentes_assembleia" cascade;`);
    this.addSql(`drop table if exists "people"."trabalhos_comissao" cascade;`);

    this.addSql(`alter table "people"."deputados" drop column "cargo", drop column "foto";`);

    this.addSql(`alter table "people"."legislaturas" drop column "tipo";`);
  }

}
