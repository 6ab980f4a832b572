import { Migration } from '@mikro-orm/migrations';
import { sanearHtml } from '@alego/kit';

/**
 * News HTML is sanitised once, on write (noticia.service.ts), and served as stored. Rows written before the read
 * stopped sanitising (seeds, imports, older releases) are sanitised here once, with the same function. Hand-written:
 * a data change the entity diff cannot produce. Sanitising is not undone.
 */
export class Migration20261128104500_conteudo_saneado extends Migration {
  override name = 'Migration20261128104500_conteudo_saneado';

  override async up(): Promise<void> {
    const linhas = (await this.execute(`select "id", "conteudo" from "content"."noticias"`)) as { id: number; conteudo: string }[];
    for (const { id, conteudo } of linhas) {
      const saneado = sanearHtml(conteudo);
      if (saneado !== conteudo) await this.execute(`update "content"."noticias" set "conteudo" = ? where "id" = ?`, [saneado, id]);
    }
  }

  override down(): void {}
}
