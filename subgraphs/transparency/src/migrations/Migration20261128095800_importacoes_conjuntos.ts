import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095800_importacoes_conjuntos extends Migration {

  override name = 'Migration20261128095800_importacoes_conjuntos';

  override up(): void | Promise<void> {
    this.addSql(`create table "transparency"."importacoes_conjuntos" ("id" serial primary key, "conjunto" varchar(60) not null, "nome_arquivo" varchar(255) not null, "formato" varchar(4) not null, "arquivo_chave" varchar(80) null, "sha256" varchar(64) null, "tamanho" bigint not null default '0', "usuario_id" int null, "situacao" varchar(20) not null default 'recebendo', "bytes_lidos" bigint not null default '0', "linhas_processadas" int not null default 0, "total_linhas" int not null default 0, "adicionadas" int not null default 0, "alteradas" int not null default 0, "removidas" int not null default 0, "periodos" jsonb not null, "previa" jsonb null, "erros" jsonb not null, "total_erros" int not null default 0, "mensagem" text null, "trabalho_id" varchar(40) null, "criada_em" timestamptz not null, "concluida_em" timestamptz null);`);
    this.addSql(`create index "importacoes_conjuntos_conjunto_criada_em_index" on "transparency"."importacoes_conjuntos" ("conjunto", "criada_em");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transparency"."importacoes_conjuntos" cascade;`);
  }

}
