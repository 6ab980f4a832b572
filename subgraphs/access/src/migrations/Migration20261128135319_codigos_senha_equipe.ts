import { Migration } from '@mikro-orm/migrations';

export class Migration20261128135319_codigos_senha_equipe extends Migration {

  override name = 'Migration20261128135319_codigos_senha_equipe';

  override up(): void | Promise<void> {
    this.addSql(`create table "access"."codigos_senha_equipe" ("id" serial primary key, "usuario_id" int not null, "codigo_hash" varchar(64) not null, "criado_em" timestamptz not null, "expira_em" timestamptz not null, "usado_em" timestamptz null);`);
    this.addSql(`create index "codigos_senha_equipe_usuario_id_index" on "access"."codigos_senha_equipe" ("usuario_id");`);
    this.addSql(`alter table "access"."codigos_senha_equipe" add constraint "codigos_senha_equipe_codigo_hash_unique" unique ("codigo_hash");`);

    this.addSql(`alter table "access"."codigos_senha_equipe" add constraint "codigos_senha_equipe_usuario_id_foreign" foreign key ("usuario_id") references "access"."usuarios" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access"."codigos_senha_equipe" cascade;`);
  }

}
