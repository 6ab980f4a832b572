import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180232_fale_conosco extends Migration {

  override name = 'Migration20261122180232_fale_conosco';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."fale_conosco" ("id" serial primary key, "protocolo" varchar(20) null, "nome" varchar(255) not null, "email" varchar(255) not null, "telefone" varchar(30) null, "assunto" varchar(255) not null, "tipo" text not null, "mensagem" text not null, "status" text not null default 'aguardando_resposta', "resposta_conteudo" text null, "pdf_resposta_solicitacao" jsonb null, "respondida_em" timestamptz null, "respondida_por" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "content"."fale_conosco" add constraint "fale_conosco_protocolo_unique" unique ("protocolo");`);
    this.addSql(`create index "fale_conosco_status_created_at_index" on "content"."fale_conosco" ("status", "created_at");`);

    this.addSql(`alter table "content"."fale_conosco" add constraint "fale_conosco_tipo_check" check ("tipo" in ('duvida', 'sugestao', 'elogio', 'reclamacao', 'denuncia', 'solicitacao_informacao'));`);
    this.addSql(`alter table "content"."fale_conosco" add constraint "fale_conosco_status_check" check ("status" in ('aguardando_resposta', 'com_pendencia', 'finalizada', 'indeferida'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."fale_conosco" cascade;`);
  }

}
