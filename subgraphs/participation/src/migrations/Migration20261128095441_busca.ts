import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095441_busca extends Migration {

  override name = 'Migration20261128095441_busca';

  override up(): void | Promise<void> {
    // Site-wide search (docs/busca.md): this schema's copy of the portuguese configuration that strips accents before
    // stemming (unaccent is created before migrations, ensureSchema in @alego/kit), used by the generated `busca` columns.
    this.addSql(`create text search configuration "participation"."portugues_sem_acento" (copy = pg_catalog.portuguese);`);
    // The dictionary is named with the schema the extension lives in (public, or content in databases created before).
    this.addSql(`do $$ declare esquema text; begin
      select n.nspname into esquema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent';
      execute format('alter text search configuration "participation"."portugues_sem_acento" alter mapping for hword, hword_part, word with %I.unaccent, portuguese_stem', esquema);
    end $$;`);

    this.addSql(`alter table "participation"."processos" add "busca" tsvector generated always as (setweight(to_tsvector('participation.portugues_sem_acento'::regconfig, regexp_replace(coalesce(numero, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('participation.portugues_sem_acento'::regconfig, regexp_replace(coalesce(assunto, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('participation.portugues_sem_acento'::regconfig, regexp_replace(coalesce(ementa, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B') || setweight(to_tsvector('participation.portugues_sem_acento'::regconfig, regexp_replace(coalesce(tipo, ''), '(õ|o)es\\M', 'ão', 'gi')), 'D')) stored null;`);
    this.addSql(`create index "processos_busca_index" on "participation"."processos" using gin ("busca");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "participation"."processos_busca_index";`);
    this.addSql(`alter table "participation"."processos" drop column "busca";`);

    this.addSql(`drop text search configuration if exists "participation"."portugues_sem_acento";`);
  }

}
