import { Migration } from '@mikro-orm/migrations';

export class Migration20261125024012_auditoria extends Migration {

  override name = 'Migration20261125024012_auditoria';

  override up(): void | Promise<void> {
    this.addSql(`create table "access"."auditoria" ("id" bigserial primary key, "ocorrido_em" timestamptz not null, "usuario_id" int null, "usuario_nome" varchar(200) null, "lotacao_id" int null, "origem" varchar(20) not null, "operacao" varchar(100) not null, "entidade" varchar(100) null, "entidade_id" varchar(100) null, "sucesso" boolean not null, "request_id" varchar(100) null, "alteracoes" jsonb not null);`);
    this.addSql(`create index "auditoria_usuario_id_ocorrido_em_index" on "access"."auditoria" ("usuario_id", "ocorrido_em");`);
    this.addSql(`create index "auditoria_ocorrido_em_index" on "access"."auditoria" ("ocorrido_em");`);
    // Append-only for every role, the application's included: history is never rewritten (docs/auditoria.md).
    this.addSql(`create function "access"."auditoria_somente_insercao"() returns trigger language plpgsql as $$ begin raise exception 'A trilha de auditoria não pode ser alterada nem apagada.' using errcode = 'insufficient_privilege'; end $$;`);
    this.addSql(`create trigger "auditoria_sem_update_delete" before update or delete on "access"."auditoria" for each row execute function "access"."auditoria_somente_insercao"();`);
    this.addSql(`create trigger "auditoria_sem_truncate" before truncate on "access"."auditoria" for each statement execute function "access"."auditoria_somente_insercao"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access"."auditoria" cascade;`);
    this.addSql(`drop function if exists "access"."auditoria_somente_insercao"();`);
  }

}
