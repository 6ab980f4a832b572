import { Migration } from '@mikro-orm/migrations';

export class Migration20261125014934_solicitacoes_informacao extends Migration {

  override name = 'Migration20261125014934_solicitacoes_informacao';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."solicitacoes_informacao" ("id" serial primary key, "protocolo" varchar(20) null, "cidadao_id" int null, "tipo_pessoa" varchar(20) not null, "nome" varchar(255) not null, "email" varchar(255) not null, "telefone" varchar(30) null, "genero" varchar(40) null, "escolaridade" varchar(40) null, "ocupacao" varchar(40) null, "objetivo" varchar(40) null, "estado_id" int null, "municipio_id" int null, "pedido" text not null, "status" varchar(30) not null default 'aguardando_resposta', "recebida_em" date not null, "prazo" date not null, "justificativa_prorrogacao" text null, "prorrogada_em" timestamptz null, "resposta" text null, "decisao" varchar(30) null, "motivo_negativa" varchar(30) null, "pdf_resposta" jsonb null, "respondida_em" timestamptz null, "respondida_por" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "content"."solicitacoes_informacao" add constraint "solicitacoes_informacao_protocolo_unique" unique ("protocolo");`);
    this.addSql(`create index "solicitacoes_informacao_cidadao_id_index" on "content"."solicitacoes_informacao" ("cidadao_id");`);
    this.addSql(`create index "solicitacoes_informacao_status_prazo_index" on "content"."solicitacoes_informacao" ("status", "prazo");`);

    this.addSql(`create table "content"."recursos_informacao" ("id" serial primary key, "solicitacao_id" int not null, "instancia" smallint not null, "razoes" text not null, "prazo" date not null, "resposta" text null, "decisao" varchar(20) null, "respondido_em" timestamptz null, "respondido_por" varchar(255) null, "created_at" timestamptz not null);`);

    this.addSql(`alter table "content"."recursos_informacao" add constraint "recursos_informacao_solicitacao_id_foreign" foreign key ("solicitacao_id") references "content"."solicitacoes_informacao" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content"."recursos_informacao" drop constraint "recursos_informacao_solicitacao_id_foreign";`);

    this.addSql(`drop table if exists "content"."solicitacoes_informacao" cascade;`);
    this.addSql(`drop table if exists "content"."recursos_informacao" cascade;`);
  }

}
