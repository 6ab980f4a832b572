import { migracaoParaTabelaDeVetores } from '@alego/kit';
import { Migration } from '@mikro-orm/migrations';
import { BUSCA_DEPUTADOS } from '../modules/deputado/deputado.entity.js';
import { BUSCA_COMISSOES } from '../modules/comissao/comissao.entity.js';

// Generated, then adjusted: the generator only drops the `busca` columns; the kit's helper first moves their vectors,
// values kept, to the tables beside (docs/busca.md, "Vetores numa tabela ao lado").
const migracao = migracaoParaTabelaDeVetores([BUSCA_DEPUTADOS, BUSCA_COMISSOES]);

export class Migration20261129082716_vetores_de_busca_ao_lado extends Migration {

  override name = 'Migration20261129082716_vetores_de_busca_ao_lado';

  override up(): void | Promise<void> {
    for (const sql of migracao.up) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const sql of migracao.down) this.addSql(sql);
  }

}
