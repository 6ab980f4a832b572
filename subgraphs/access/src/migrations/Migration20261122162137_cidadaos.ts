import { Migration } from '@mikro-orm/migrations';

export class Migration20261122162137_cidadaos extends Migration {

  override name = 'Migration20261122162137_cidadaos';

  override up(): void | Promise<void> {
    this.addSql(`create table "access"."cidadaos" ("id" serial primary key, "nome" varchar(200) not null, "email" varchar(200) not null, "senha_hash" text null, "confirmado" boolean not null default false, "confirmado_em" timestamptz null, "telefone" varchar(20) null, "municipio" varchar(120) null, "google_sub" varchar(255) null, "facebook_sub" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "access"."cidadaos" add constraint "cidadaos_email_unique" unique ("email");`);
    this.addSql(`alter table "access"."cidadaos" add constraint "cidadaos_google_sub_unique" unique ("google_sub");`);
    this.addSql(`alter table "access"."cidadaos" add constraint "cidadaos_facebook_sub_unique" unique ("facebook_sub");`);

    this.addSql(`create table "access"."aceites_politica_privacidade" ("id" serial primary key, "cidadao_id" int not null, "versao" varchar(40) not null, "aceito_em" timestamptz not null, "ip" varchar(45) null, "origem" varchar(20) not null);`);
    this.addSql(`create index "aceites_politica_privacidade_cidadao_id_index" on "access"."aceites_politica_privacidade" ("cidadao_id");`);

    this.addSql(`create table "access"."codigos_cidadao" ("id" serial primary key, "cidadao_id" int not null, "finalidade" text not null, "codigo_hash" varchar(64) not null, "criado_em" timestamptz not null, "expira_em" timestamptz not null, "usado_em" timestamptz null);`);
    this.addSql(`alter table "access"."codigos_cidadao" add constraint "codigos_cidadao_codigo_hash_unique" unique ("codigo_hash");`);
    this.addSql(`create index "codigos_cidadao_cidadao_id_finalidade_criado_em_index" on "access"."codigos_cidadao" ("cidadao_id", "finalidade", "criado_em");`);

    this.addSql(`alter table "access"."aceites_politica_privacidade" add constraint "aceites_politica_privacidade_cidadao_id_foreign" foreign key ("cidadao_id") references "access"."cidadaos" ("id") on delete cascade;`);

    this.addSql(`alter table "access"."codigos_cidadao" add constraint "codigos_cidadao_cidadao_id_foreign" foreign key ("cidadao_id") references "access"."cidadaos" ("id") on delete cascade;`);
    this.addSql(`alter table "access"."codigos_cidadao" add constraint "codigos_cidadao_finalidade_check" check ("finalidade" in ('confirmacao', 'recuperacao'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "access"."aceites_politica_privacidade" drop constraint "aceites_politica_privacidade_cidadao_id_foreign";`);
    this.addSql(`alter table "access"."codigos_cidadao" drop constraint "codigos_cidadao_cidadao_id_foreign";`);

    this.addSql(`drop table if exists "access"."cidadaos" cascade;`);
    this.addSql(`drop table if exists "access"."aceites_politica_privacidade" cascade;`);
    this.addSql(`drop table if exists "access"."codigos_cidadao" cascade;`);
  }

}
