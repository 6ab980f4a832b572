import { Migration } from '@mikro-orm/migrations';

export class Migration20261122165436_noticias extends Migration {

  override name = 'Migration20261122165436_noticias';

  override up(): void | Promise<void> {
    // Full-text search in Portuguese without accents (docs/noticias.md): the unaccent extension, a copy of the
    // portuguese configuration that strips accents before stemming. The generated `busca` column also folds the
    // plural -ões/-oes into -ão (the stemmer keeps 'acao' and 'acoes' apart); see VETOR_DE_BUSCA in noticia.entity.ts.
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create text search configuration "content"."portugues_sem_acento" (copy = pg_catalog.portuguese);`);
    // The dictionary is named with the schema the extension lives in: public when ensureSchema (@alego/kit) created it
    // first, the migration's own schema in databases this migration ran on before that (docs/busca.md).
    this.addSql(`do $$ declare esquema text; begin
      select n.nspname into esquema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent';
      execute format('alter text search configuration "content"."portugues_sem_acento" alter mapping for hword, hword_part, word with %I.unaccent, portuguese_stem', esquema);
    end $$;`);

    this.addSql(`create table "content"."categorias_links" ("id" serial primary key, "nome" varchar(255) not null, "ordem" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "content"."historico_noticias" ("id" serial primary key, "noticia_id" int not null, "acao" varchar(20) not null, "usuario" varchar(255) not null, "usuario_id" int null, "detalhe" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "historico_noticias_noticia_id_created_at_index" on "content"."historico_noticias" ("noticia_id", "created_at");`);

    this.addSql(`alter table "content"."noticias" add "destaque_descricao" varchar(255) null, add "legado_id" int null, add "imagem" jsonb null, add "galeria_id" int null, add "usuario_criador" varchar(255) null, add "usuario_criador_id" int null, add "busca" tsvector generated always as (setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(titulo, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(resumo, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B') || setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(conteudo, ''), '(õ|o)es\\M', 'ão', 'gi')), 'C')) stored null;`);
    this.addSql(`alter table "content"."noticias" add constraint "noticias_legado_id_unique" unique ("legado_id");`);
    this.addSql(`create index "noticias_busca_index" on "content"."noticias" using gin ("busca");`);
    this.addSql(`create index "noticias_destaque_nivel_destaque_slot_index" on "content"."noticias" ("destaque_nivel", "destaque_slot");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."categorias_links" cascade;`);
    this.addSql(`drop table if exists "content"."historico_noticias" cascade;`);

    this.addSql(`alter table "content"."noticias" drop constraint "noticias_legado_id_unique";`);
    this.addSql(`drop index "content"."noticias_busca_index";`);
    this.addSql(`drop index "content"."noticias_destaque_nivel_destaque_slot_index";`);
    this.addSql(`alter table "content"."noticias" drop column "destaque_descricao", drop column "legado_id", drop column "imagem", drop column "galeria_id", drop column "usuario_criador", drop column "usuario_criador_id", drop column "busca";`);
    this.addSql(`drop text search configuration if exists "content"."portugues_sem_acento";`);
  }

}
