import { Migration } from '@mikro-orm/migrations';

/** Texto alternativo e legenda da imagem de uma notícia (issue 14). */
export class Migration20261124210000_noticia_imagem_alt extends Migration {

  override name = 'Migration20261124210000_noticia_imagem_alt';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content"."noticias" add column "imagem_alt" varchar(255) null, add column "imagem_legenda" varchar(255) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content"."noticias" drop column "imagem_alt", drop column "imagem_legenda";`);
  }

}
