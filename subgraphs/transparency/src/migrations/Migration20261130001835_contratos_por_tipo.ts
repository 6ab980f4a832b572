import { Migration } from '@mikro-orm/migrations';

export class Migration20261130001835_contratos_por_tipo extends Migration {

  override name = 'Migration20261130001835_contratos_por_tipo';

  override up(): void | Promise<void> {
    this.addSql(`create index "contratos_tipo_data_assinatura_id_index" on "transparency"."contratos" ("tipo", "data_assinatura", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "transparency"."contratos_tipo_data_assinatura_id_index";`);
  }

}
