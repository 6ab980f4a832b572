import { Migration } from '@mikro-orm/migrations';

export class Migration20261128111631_busca_perguntas extends Migration {

  override name = 'Migration20261128111631_busca_perguntas';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content"."perguntas_frequentes" add "busca" tsvector generated always as (setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(pergunta, ''), '(õ|o)es\\M', 'ão', 'gi')), 'A') || setweight(to_tsvector('content.portugues_sem_acento'::regconfig, regexp_replace(coalesce(resposta, ''), '(õ|o)es\\M', 'ão', 'gi')), 'B')) stored null;`);
    this.addSql(`create index "perguntas_frequentes_busca_index" on "content"."perguntas_frequentes" using gin ("busca");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "content"."perguntas_frequentes_busca_index";`);
    this.addSql(`alter table "content"."perguntas_frequentes" drop column "busca";`);
  }

}
