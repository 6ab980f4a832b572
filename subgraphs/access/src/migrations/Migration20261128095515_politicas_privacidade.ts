import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095515_politicas_privacidade extends Migration {

  override name = 'Migration20261128095515_politicas_privacidade';

  // The generator also proposed dropping the audit table's append-only trigger (not declared on the entity): removed.
  override up(): void | Promise<void> {
    this.addSql(`create table "access"."politicas_privacidade" ("id" serial primary key, "versao" int not null, "vigente_desde" date not null, "resumo_alteracoes" varchar(500) null, "conteudo" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "access"."politicas_privacidade" add constraint "politicas_privacidade_versao_unique" unique ("versao");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access"."politicas_privacidade" cascade;`);
  }

}
