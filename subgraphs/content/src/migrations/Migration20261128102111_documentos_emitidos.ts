import { Migration } from '@mikro-orm/migrations';

export class Migration20261128102111_documentos_emitidos extends Migration {

  override name = 'Migration20261128102111_documentos_emitidos';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."documentos_emitidos" ("id" serial primary key, "codigo" varchar(20) not null, "tipo" varchar(80) not null, "titular" varchar(255) not null, "emitido_em" timestamptz not null, "detalhes" jsonb not null, "origem" varchar(80) not null);`);
    this.addSql(`alter table "content"."documentos_emitidos" add constraint "documentos_emitidos_codigo_unique" unique ("codigo");`);
    this.addSql(`create index "documentos_emitidos_origem_index" on "content"."documentos_emitidos" ("origem");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."documentos_emitidos" cascade;`);
  }

}
