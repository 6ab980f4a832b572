import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020025_votacoes extends Migration {

  override name = 'Migration20261125020025_votacoes';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."votacoes" ("id" serial primary key, "ano" int not null, "numero" int not null, "data" date not null, "materia" varchar(300) not null, "processo_id" varchar(255) null, "resultado" varchar(20) not null, "sim" smallint not null, "nao" smallint not null, "abstencao" smallint not null, "ausentes" smallint not null);`);
    this.addSql(`create index "votacoes_data_id_index" on "transparency"."votacoes" ("data", "id");`);

    this.addSql(`create table "transparency"."votos_deputados" ("id" serial primary key, "votacao_id" int not null, "deputado_id" int not null, "posicao" varchar(20) not null);`);
    this.addSql(`create index "votos_deputados_deputado_id_votacao_id_index" on "transparency"."votos_deputados" ("deputado_id", "votacao_id");`);

    this.addSql(`alter table "transparency"."votos_deputados" add constraint "votos_deputados_votacao_id_foreign" foreign key ("votacao_id") references "transparency"."votacoes" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "transparency"."votos_deputados" drop constraint "votos_deputados_votacao_id_foreign";`);

    this.addSql(`drop table if exists "transparency"."votacoes" cascade;`);
    this.addSql(`drop table if exists "transparency"."votos_deputados" cascade;`);
  }

}
