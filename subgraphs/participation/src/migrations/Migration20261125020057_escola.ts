import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020057_escola extends Migration {

  override name = 'Migration20261125020057_escola';

  override up(): void | Promise<void> {
    this.addSql(`create table "participation"."certificados" ("id" serial primary key, "aviso_enviado_em" timestamptz null, "tentativas_aviso" smallint not null default 0, "codigo" varchar(20) not null, "emitido_em" timestamptz not null default now());`);
    this.addSql(`alter table "participation"."certificados" add constraint "certificados_codigo_unique" unique ("codigo");`);

    this.addSql(`create table "participation"."documentos_emitidos" ("id" serial primary key, "codigo" varchar(20) not null, "tipo" varchar(80) not null, "titular" varchar(255) not null, "emitido_em" timestamptz not null, "detalhes" jsonb not null, "origem" varchar(80) not null);`);
    this.addSql(`alter table "participation"."documentos_emitidos" add constraint "documentos_emitidos_codigo_unique" unique ("codigo");`);
    this.addSql(`create index "documentos_emitidos_origem_index" on "participation"."documentos_emitidos" ("origem");`);

    this.addSql(`create table "participation"."programas" ("id" serial primary key, "nome" varchar(255) not null, "descricao" text null, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "participation"."edicoes" ("id" serial primary key, "programa_id" int not null, "titulo" varchar(255) not null, "ano" smallint not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "edicoes_programa_id_index" on "participation"."edicoes" ("programa_id");`);

    this.addSql(`create table "participation"."cursos" ("id" serial primary key, "programa_id" int not null, "edicao_id" int null, "titulo" varchar(255) not null, "descricao" text null, "carga_horaria" smallint not null, "vagas" int not null, "data_inicio" date not null, "data_fim" date not null, "local" varchar(255) null, "docente" varchar(255) null, "modalidade" varchar(20) not null default 'presencial', "localidade" varchar(20) not null default 'fisico', "tipo_docente" varchar(20) not null default 'colaborador', "status" varchar(30) not null default 'em_breve', "tipo_transmissao" varchar(20) not null default 'ao_vivo', "created_at" timestamptz not null default now());`);
    this.addSql(`create index "cursos_edicao_id_index" on "participation"."cursos" ("edicao_id");`);
    this.addSql(`create index "cursos_status_index" on "participation"."cursos" ("status");`);

    this.addSql(`create table "participation"."inscricoes" ("id" serial primary key, "curso_id" int not null, "cidadao_id" int not null, "nome" varchar(255) not null, "email" varchar(255) not null, "status" varchar(20) not null default 'pendente', "certificado_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "inscricoes_cidadao_id_index" on "participation"."inscricoes" ("cidadao_id");`);
    this.addSql(`create index "inscricoes_status_index" on "participation"."inscricoes" ("status");`);
    this.addSql(`alter table "participation"."inscricoes" add constraint "inscricoes_certificado_id_unique" unique ("certificado_id");`);
    this.addSql(`alter table "participation"."inscricoes" add constraint "inscricoes_curso_id_cidadao_id_unique" unique ("curso_id", "cidadao_id");`);

    this.addSql(`create table "participation"."horarios_curso" ("id" serial primary key, "curso_id" int not null, "turno" varchar(20) not null default 'integral', "horario_inicial" varchar(5) not null, "horario_final" varchar(5) not null);`);
    this.addSql(`create index "horarios_curso_curso_id_index" on "participation"."horarios_curso" ("curso_id");`);

    this.addSql(`alter table "participation"."edicoes" add constraint "edicoes_programa_id_foreign" foreign key ("programa_id") references "participation"."programas" ("id") on delete restrict;`);

    this.addSql(`alter table "participation"."cursos" add constraint "cursos_programa_id_foreign" foreign key ("programa_id") references "participation"."programas" ("id") on delete restrict;`);
    this.addSql(`alter table "participation"."cursos" add constraint "cursos_edicao_id_foreign" foreign key ("edicao_id") references "participation"."edicoes" ("id") on delete set null;`);

    this.addSql(`alter table "participation"."inscricoes" add constraint "inscricoes_curso_id_foreign" foreign key ("curso_id") references "participation"."cursos" ("id") on delete cascade;`);
    this.addSql(`alter table "participation"."inscricoes" add constraint "inscricoes_certificado_id_foreign" foreign key ("certificado_id") references "participation"."certificados" ("id") on delete set null;`);

    this.addSql(`alter table "participation"."horarios_curso" add constraint "horarios_curso_curso_id_foreign" foreign key ("curso_id") references "participation"."cursos" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "participation"."inscricoes" drop constraint "inscricoes_certificado_id_foreign";`);
    this.addSql(`alter table "participation"."edicoes" drop constraint "edicoes_programa_id_foreign";`);
    this.addSql(`alter table "participation"."cursos" drop constraint "cursos_programa_id_foreign";`);
    this.addSql(`alter table "participation"."cursos" drop constraint "cursos_edicao_id_foreign";`);
    this.addSql(`alter table "participation"."inscricoes" drop constraint "inscricoes_curso_id_foreign";`);
    this.addSql(`alter table "participation"."horarios_curso" drop constraint "horarios_curso_curso_id_foreign";`);

    this.addSql(`drop table if exists "participation"."certificados" cascade;`);
    this.addSql(`drop table if exists "participation"."documentos_emitidos" cascade;`);
    this.addSql(`drop table if exists "participation"."programas" cascade;`);
    this.addSql(`drop table if exists "participation"."edicoes" cascade;`);
    this.addSql(`drop table if exists "participation"."cursos" cascade;`);
    this.addSql(`drop table if exists "participation"."inscricoes" cascade;`);
    this.addSql(`drop table if exists "participation"."horarios_curso" cascade;`);

  }

}
