import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095423_busca extends Migration {

  override name = 'Migration20261128095423_busca';

  override up(): void | Promise<void> {
    // Site-wide search (docs/busca.md): this schema's copy of the portuguese configuration that strips accents before
    // stemming (unaccent is created before migrations, ensureSchema in @alego/kit), used by the generated `busca` columns.
    this.addSql(`create text search configuration "people"."portugues_sem_acento" (copy = pg_catalog.portuguese);`);
    // The dictionary is named with the schema the extension lives in (public, or content in databases created before).
    this.addSql(`do $$ declare esquema text; begin
      select n.nspname into esquema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent';
      execute format('alter text search configuration "people"."portugues_sem_acento" alter mapping for hword, hword_part, word with %I.unaccent, portuguese_stem', esquema);
    end $$;`);

    this.addSql(`alter table "people"."comissoes" add "busca" tsvector generated always as (setweight(to_tsvector('people.portugues_sem_acento'::regconfig, regexp_replace(coalesce(nome, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('people.portugues_sem_acento'::regconfig, regexp_replace(coalesce(sigla, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('people.portugues_sem_acento'::regconfig, regexp_replace(coalesce(descricao, ''), '(õ|o)es\\M', 'ão', 'gi')), 'C')) stored null;`);
    this.addSql(`create index "comissoes_busca_index" on "people"."comissoes" using gin ("busca");`);

    this.addSql(`alter table "people"."deputados" add "busca" tsvector generated always as (setweight(to_tsvector('people.portugues_sem_acento'::regconfig, regexp_replace(coalesce(nome, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('people.portugues_sem_acento'::regconfig, regexp_replace(coalesce(nome_completo, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('people.portugues_sem_acento'::regconfig, regexp_replace(coalesce(biografia, ''), '(õ|o)es\\M', 'ão', 'gi')), 'C')) stored null;`);
    this.addSql(`create index "deputados_busca_index" on "people"."deputados" using gin ("busca");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "people"."comissoes_busca_index";`);
    this.addSql(`alter table "people"."comissoes" drop column "busca";`);

    this.addSql(`drop index "people"."deputados_busca_index";`);
    this.addSql(`alter table "people"."deputados" drop column "busca";`);
    this.addSql(`drop text search configuration if exists "people"."portugues_sem_acento";`);
  }

}
