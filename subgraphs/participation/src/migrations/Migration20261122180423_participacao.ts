import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180423_participacao extends Migration {

  override name = 'Migration20261122180423_participacao';

  override up(): void | Promise<void> {
    this.addSql(`create table "participation"."mudancas_situacao" ("id" serial primary key, "processo_id" int not null, "situacao_anterior" varchar(120) not null, "situacao_nova" varchar(120) not null, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "participation"."notificacoes_situacao" ("id" serial primary key, "mudanca_id" int not null, "cidadao_id" int not null, "enviada_em" timestamptz null, "tentativas" smallint not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "notificacoes_situacao_enviada_em_index" on "participation"."notificacoes_situacao" ("enviada_em");`);
    this.addSql(`alter table "participation"."notificacoes_situacao" add constraint "notificacoes_situacao_mudanca_id_cidadao_id_unique" unique ("mudanca_id", "cidadao_id");`);

    this.addSql(`create table "participation"."favoritos" ("id" serial primary key, "processo_id" int not null, "cidadao_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "favoritos_cidadao_id_index" on "participation"."favoritos" ("cidadao_id");`);
    this.addSql(`alter table "participation"."favoritos" add constraint "favoritos_processo_id_cidadao_id_unique" unique ("processo_id", "cidadao_id");`);

    this.addSql(`create table "participation"."autores_processo" ("id" serial primary key, "processo_id" int not null, "ordem" smallint not null, "nome" varchar(200) not null, "deputado_id" int null);`);

    this.addSql(`create table "participation"."votos" ("id" serial primary key, "processo_id" int not null, "cidadao_id" int not null, "posicao" varchar(10) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "votos_cidadao_id_index" on "participation"."votos" ("cidadao_id");`);
    this.addSql(`alter table "participation"."votos" add constraint "votos_processo_id_cidadao_id_unique" unique ("processo_id", "cidadao_id");`);

    this.addSql(`drop index "participation"."processos_created_at_index";`);
    this.addSql(`alter table "participation"."processos" drop column "votos_favoraveis", drop column "votos_contrarios";`);
    // Rows from the first version (demo data) get a type, a filing date and their status as the system writes it.
    this.addSql(`alter table "participation"."processos" add "tipo" varchar(80) not null default 'Projeto de Lei', add "etapa" varchar(160) null, add "data_autuacao" date null, add "link_texto_integral" varchar(500) null, add "a_favor" int not null default 0, add "contra" int not null default 0, add "updated_at" timestamptz not null default now();`);
    this.addSql(`update "participation"."processos" set "data_autuacao" = ("created_at" at time zone 'America/Sao_Paulo')::date, "situacao" = case "situacao" when 'em_tramitacao' then 'Em tramitação' when 'aprovado' then 'Aprovado' when 'arquivado' then 'Arquivado' else "situacao" end;`);
    this.addSql(`alter table "participation"."processos" alter column "tipo" drop default, alter column "data_autuacao" set not null;`);
    this.addSql(`alter table "participation"."processos" alter column "situacao" drop default;`);
    this.addSql(`alter table "participation"."processos" alter column "situacao" type varchar(120) using ("situacao"::varchar(120));`);
    this.addSql(`alter table "participation"."processos" rename column "titulo" to "assunto";`);
    this.addSql(`create index "processos_tipo_index" on "participation"."processos" ("tipo");`);
    this.addSql(`create index "processos_situacao_index" on "participation"."processos" ("situacao");`);
    this.addSql(`create index "processos_data_autuacao_index" on "participation"."processos" ("data_autuacao");`);

    this.addSql(`alter table "participation"."mudancas_situacao" add constraint "mudancas_situacao_processo_id_foreign" foreign key ("processo_id") references "participation"."processos" ("id") on delete cascade;`);

    this.addSql(`alter table "participation"."notificacoes_situacao" add constraint "notificacoes_situacao_mudanca_id_foreign" foreign key ("mudanca_id") references "participation"."mudancas_situacao" ("id") on delete cascade;`);

    this.addSql(`alter table "participation"."favoritos" add constraint "favoritos_processo_id_foreign" foreign key ("processo_id") references "participation"."processos" ("id") on delete cascade;`);

    this.addSql(`alter table "participation"."autores_processo" add constraint "autores_processo_processo_id_foreign" foreign key ("processo_id") references "participation"."processos" ("id") on delete cascade;`);

    this.addSql(`alter table "participation"."votos" add constraint "votos_processo_id_foreign" foreign key ("processo_id") references "participation"."processos" ("id") on delete cascade;`);

    this.addSql(`create index "autores_processo_processo_id_index" on "participation"."autores_processo" ("processo_id");`);
    this.addSql(`create index "mudancas_situacao_processo_id_index" on "participation"."mudancas_situacao" ("processo_id");`);

    // The tallies are the stored positions: a trigger keeps them, in the same transaction as the vote, for any writer.
    this.addSql(`alter table "participation"."votos" add constraint "votos_posicao_check" check ("posicao" in ('a_favor', 'contra'));`);
    this.addSql(`alter table "participation"."processos" add constraint "processos_contagem_check" check ("a_favor" >= 0 and "contra" >= 0);`);
    this.addSql(`create function "participation"."contar_votos"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update "participation"."processos" set "a_favor" = "a_favor" - (old."posicao" = 'a_favor')::int, "contra" = "contra" - (old."posicao" = 'contra')::int where "id" = old."processo_id";
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update "participation"."processos" set "a_favor" = "a_favor" + (new."posicao" = 'a_favor')::int, "contra" = "contra" + (new."posicao" = 'contra')::int where "id" = new."processo_id";
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "votos_contagem" after insert or delete or update of "posicao", "processo_id" on "participation"."votos" for each row execute function "participation"."contar_votos"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "votos_contagem" on "participation"."votos";`);
    this.addSql(`drop function if exists "participation"."contar_votos"();`);
    this.addSql(`alter table "participation"."processos" drop constraint if exists "processos_contagem_check";`);
    this.addSql(`alter table "participation"."notificacoes_situacao" drop constraint "notificacoes_situacao_mudanca_id_foreign";`);

    this.addSql(`drop table if exists "participation"."mudancas_situacao" cascade;`);
    this.addSql(`drop table if exists "participation"."notificacoes_situacao" cascade;`);
    this.addSql(`drop table if exists "participation"."favoritos" cascade;`);
    this.addSql(`drop table if exists "participation"."autores_processo" cascade;`);
    this.addSql(`drop table if exists "participation"."votos" cascade;`);

    this.addSql(`drop index "participation"."processos_tipo_index";`);
    this.addSql(`drop index "participation"."processos_situacao_index";`);
    this.addSql(`drop index "participation"."processos_data_autuacao_index";`);
    this.addSql(`alter table "participation"."processos" drop column "tipo", drop column "etapa", drop column "data_autuacao", drop column "link_texto_integral", drop column "a_favor", drop column "contra", drop column "updated_at";`);
    this.addSql(`alter table "participation"."processos" add "votos_favoraveis" int4 not null default 0, add "votos_contrarios" int4 not null default 0;`);
    this.addSql(`alter table "participation"."processos" alter column "situacao" type varchar(20) using ("situacao"::varchar(20));`);
    this.addSql(`alter table "participation"."processos" alter column "situacao" set default 'em_tramitacao';`);
    this.addSql(`alter table "participation"."processos" rename column "assunto" to "titulo";`);
    this.addSql(`create index "processos_created_at_index" on "participation"."processos" ("created_at");`);
  }

}
