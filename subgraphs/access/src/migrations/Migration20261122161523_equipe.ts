import { Migration } from '@mikro-orm/migrations';

export class Migration20261122161523_equipe extends Migration {

  override name = 'Migration20261122161523_equipe';

  override up(): void | Promise<void> {
    this.addSql(`create table "access"."usuarios" ("id" serial primary key, "login" varchar(80) not null, "nome" varchar(200) not null, "email" varchar(200) null, "senha_hash" text not null, "ativo" boolean not null default true, "lotacao_padrao_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "access"."usuarios" add constraint "usuarios_login_unique" unique ("login");`);

    this.addSql(`create table "access"."sessoes_equipe" ("id" serial primary key, "token_hash" varchar(64) not null, "usuario_id" int not null, "criada_em" timestamptz not null, "expira_em" timestamptz not null, "encerrada_em" timestamptz null);`);
    this.addSql(`alter table "access"."sessoes_equipe" add constraint "sessoes_equipe_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessoes_equipe_usuario_id_index" on "access"."sessoes_equipe" ("usuario_id");`);

    this.addSql(`create table "access"."usuario_lotacoes" ("id" serial primary key, "usuario_id" int not null, "lotacao_id" int not null, "permissoes" text[] not null, "funcionalidades" text[] not null);`);
    this.addSql(`alter table "access"."usuario_lotacoes" add constraint "usuario_lotacoes_usuario_id_lotacao_id_unique" unique ("usuario_id", "lotacao_id");`);

    this.addSql(`alter table "access"."usuarios" add constraint "usuarios_lotacao_padrao_id_foreign" foreign key ("lotacao_padrao_id") references "access"."lotacoes" ("id");`);

    this.addSql(`alter table "access"."sessoes_equipe" add constraint "sessoes_equipe_usuario_id_foreign" foreign key ("usuario_id") references "access"."usuarios" ("id") on delete cascade;`);

    this.addSql(`alter table "access"."usuario_lotacoes" add constraint "usuario_lotacoes_usuario_id_foreign" foreign key ("usuario_id") references "access"."usuarios" ("id") on delete cascade;`);
    this.addSql(`alter table "access"."usuario_lotacoes" add constraint "usuario_lotacoes_lotacao_id_foreign" foreign key ("lotacao_id") references "access"."lotacoes" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "access"."sessoes_equipe" drop constraint "sessoes_equipe_usuario_id_foreign";`);
    this.addSql(`alter table "access"."usuario_lotacoes" drop constraint "usuario_lotacoes_usuario_id_foreign";`);

    this.addSql(`drop table if exists "access"."usuarios" cascade;`);
    this.addSql(`drop table if exists "access"."sessoes_equipe" cascade;`);
    this.addSql(`drop table if exists "access"."usuario_lotacoes" cascade;`);
  }

}
