import { Migration } from '@mikro-orm/migrations';

export class Migration20261128152058_abastecimentos_placa extends Migration {

  override name = 'Migration20261128152058_abastecimentos_placa';

  override up(): void | Promise<void> {
    this.addSql(`create index "abastecimentos_placa_data_id_index" on "transparency"."abastecimentos" ("placa", "data", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "transparency"."abastecimentos_placa_data_id_index";`);
  }

}
