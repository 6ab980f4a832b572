import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095400_busca extends Migration {

  override name = 'Migration20261128095400_busca';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content"."agenda_itens" add "busca" tsvector generated always as (setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(titulo, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(envolvido, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B') || setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(pauta, ''), '(õ|o)es\\M', 'ão', 'gi')), 'C') || setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(local, ''), '(õ|o)es\\M', 'ão', 'gi')), 'D')) stored null;`);
    this.addSql(`create index "agenda_itens_busca_index" on "content"."agenda_itens" using gin ("busca");`);

    this.addSql(`alter table "content"."galerias" add "busca" tsvector generated always as (setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(titulo, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(relacionado_nome, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B') || setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(descricao, ''), '(õ|o)es\\M', 'ão', 'gi')), 'C')) stored null;`);
    this.addSql(`create index "galerias_busca_index" on "content"."galerias" using gin ("busca");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "content"."agenda_itens_busca_index";`);
    this.addSql(`alter table "content"."agenda_itens" drop column "busca";`);

    this.addSql(`drop index "content"."galerias_busca_index";`);
    this.addSql(`alter table "content"."galerias" drop column "busca";`);
  }

}
