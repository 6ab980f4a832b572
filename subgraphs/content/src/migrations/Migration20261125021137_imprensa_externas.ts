import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021137_imprensa_externas extends Migration {

  override name = 'Migration20261125021137_imprensa_externas';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."imprensa_externas" ("id" serial primary key, "nome" varchar(255) not null, "cpf" varchar(11) not null, "email" varchar(255) not null, "telefone" varchar(30) null, "veiculo" varchar(255) not null, "tipo_veiculo" varchar(20) not null, "funcao" varchar(120) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "imprensa_externas_veiculo_index" on "content"."imprensa_externas" ("veiculo");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."imprensa_externas" cascade;`);
  }

}
