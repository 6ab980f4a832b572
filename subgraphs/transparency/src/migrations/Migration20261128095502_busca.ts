import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095502_busca extends Migration {

  override name = 'Migration20261128095502_busca';

  override up(): void | Promise<void> {
    // Site-wide search (docs/busca.md): this schema's copy of the portuguese configuration that strips accents before
    // stemming (unaccent is created before migrations, ensureSchema in @alego/kit), used by the generated `busca` columns.
    this.addSql(`create text search configuration "transparency"."portugues_sem_acento" (copy = pg_catalog.portuguese);`);
    // The dictionary is named with the schema the extension lives in (public, or content in databases created before).
    this.addSql(`do $$ declare esquema text; begin
      select n.nspname into esquema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent';
      execute format('alter text search configuration "transparency"."portugues_sem_acento" alter mapping for hword, hword_part, word with %I.unaccent, portuguese_stem', esquema);
    end $$;`);

    this.addSql(`alter table "transparency"."empenhos" add "busca" tsvector generated always as (setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(credor, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(historico, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(numero, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B') || setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(cnpj, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B') || setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(elemento_despesa, ''), '(õ|o)es\\M', 'ão', 'gi')), 'C')) stored null;`);
    this.addSql(`create index "empenhos_busca_index" on "transparency"."empenhos" using gin ("busca");`);

    this.addSql(`alter table "transparency"."editais" add "busca" tsvector generated always as (setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(objeto, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(numero, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B') || setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(processo, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B')) stored null;`);
    this.addSql(`create index "editais_busca_index" on "transparency"."editais" using gin ("busca");`);

    this.addSql(`alter table "transparency"."contratos" add "busca" tsvector generated always as (setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(objeto, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(fornecedor, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(numero, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B') || setweight(to_tsvector('transparency.portugues_sem_acento'::regconfig, regexp_replace(coalesce(cnpj, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B')) stored null;`);
    this.addSql(`create index "contratos_busca_index" on "transparency"."contratos" using gin ("busca");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "transparency"."contratos_busca_index";`);
    this.addSql(`alter table "transparency"."contratos" drop column "busca";`);

    this.addSql(`drop index "transparency"."editais_busca_index";`);
    this.addSql(`alter table "transparency"."editais" drop column "busca";`);

    this.addSql(`drop index "transparency"."empenhos_busca_index";`);
    this.addSql(`alter table "transparency"."empenhos" drop column "busca";`);
    this.addSql(`drop text search configuration if exists "transparency"."portugues_sem_acento";`);
  }

}
