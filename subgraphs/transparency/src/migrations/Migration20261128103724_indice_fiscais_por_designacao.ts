import { Migration } from '@mikro-orm/migrations';

export class Migration20261128103724_indice_fiscais_por_designacao extends Migration {

  override name = 'Migration20261128103724_indice_fiscais_por_designacao';

  override up(): void | Promise<void> {
    this.addSql(`create index "fiscais_contratos_data_designacao_id_index" on "transparency"."fiscais_contratos" ("data_designacao", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "transparency"."fiscais_contratos_data_designacao_id_index";`);
  }

}
