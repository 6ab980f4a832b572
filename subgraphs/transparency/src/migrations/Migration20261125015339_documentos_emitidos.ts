import { Migration } from '@mikro-orm/migrations';

export class Migration20261125015339_documentos_emitidos extends Migration {

  override name = 'Migration20261125015339_documentos_emitidos';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."documentos_emitidos" ("id" serial primary key, "codigo" varchar(20) not null, "tipo" varchar(80) not null, "titular" varchar(255) not null, "emitido_em" timestamptz not null, "detalhes" jsonb not null, "origem" varchar(80) not null);`);
    this.addSql(`alter table "transparency"."documentos_emitidos" add constraint "documentos_emitidos_codigo_unique" unique ("codigo");`);
    this.addSql(`create index "documentos_emitidos_origem_index" on "transparency"."documentos_emitidos" ("origem");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."documentos_emitidos" cascade;`);
  }

}
