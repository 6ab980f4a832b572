import { Migration } from '@mikro-orm/migrations';

export class Migration20261128172607_arquivos_de_editais_e_avisos extends Migration {

  override name = 'Migration20261128172607_arquivos_de_editais_e_avisos';

  override up(): void | Promise<void> {
    this.addSql(`alter table "transparency"."editais" add "arquivos" jsonb not null default '[]';`);

    this.addSql(`alter table "transparency"."avisos_licitacao" add "arquivos" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "transparency"."avisos_licitacao" drop column "arquivos";`);

    this.addSql(`alter table "transparency"."editais" drop column "arquivos";`);
  }

}
