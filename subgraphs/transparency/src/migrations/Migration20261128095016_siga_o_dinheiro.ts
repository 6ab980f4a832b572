import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095016_siga_o_dinheiro extends Migration {

  override name = 'Migration20261128095016_siga_o_dinheiro';

  override up(): void | Promise<void> {
    this.addSql(`alter table "transparency"."empenhos" add "processo" varchar(40) null;`);
    this.addSql(`create index "empenhos_cnpj_index" on "transparency"."empenhos" ("cnpj");`);
    this.addSql(`create index "empenhos_processo_index" on "transparency"."empenhos" ("processo");`);

    this.addSql(`create index "editais_processo_index" on "transparency"."editais" ("processo");`);

    this.addSql(`alter table "transparency"."contratos" add "processo" varchar(40) null;`);
    this.addSql(`create index "contratos_cnpj_index" on "transparency"."contratos" ("cnpj");`);
    this.addSql(`create index "contratos_processo_index" on "transparency"."contratos" ("processo");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "transparency"."contratos_cnpj_index";`);
    this.addSql(`drop index "transparency"."contratos_processo_index";`);
    this.addSql(`alter table "transparency"."contratos" drop column "processo";`);

    this.addSql(`drop index "transparency"."editais_processo_index";`);

    this.addSql(`drop index "transparency"."empenhos_cnpj_index";`);
    this.addSql(`drop index "transparency"."empenhos_processo_index";`);
    this.addSql(`alter table "transparency"."empenhos" drop column "processo";`);
  }

}
