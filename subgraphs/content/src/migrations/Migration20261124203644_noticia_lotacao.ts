import { Migration } from '@mikro-orm/migrations';

export class Migration20261124203644_noticia_lotacao extends Migration {

  override name = 'Migration20261124203644_noticia_lotacao';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content"."noticias" add "lotacao_id" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content"."noticias" drop column "lotacao_id";`);
  }

}
