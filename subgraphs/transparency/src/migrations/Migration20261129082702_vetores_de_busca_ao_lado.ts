import { migracaoParaTabelaDeVetores } from '@alego/kit';
import { Migration } from '@mikro-orm/migrations';
import { BUSCA_EMPENHOS } from '../modules/empenho/empenho.entity.js';
import { BUSCA_LICITACOES } from '../modules/edital/edital.entity.js';
import { BUSCA_CONTRATOS } from '../modules/contrato/contrato.entity.js';

// Generated, then adjusted: the generator only drops the `busca` columns; the kit's helper first moves their vectors,
// values kept, to the tables beside (docs/busca.md, "Vetores numa tabela ao lado").
const migracao = migracaoParaTabelaDeVetores([BUSCA_EMPENHOS, BUSCA_LICITACOES, BUSCA_CONTRATOS]);

export class Migration20261129082702_vetores_de_busca_ao_lado extends Migration {

  override name = 'Migration20261129082702_vetores_de_busca_ao_lado';

  override up(): void | Promise<void> {
    for (const sql of migracao.up) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const sql of migracao.down) this.addSql(sql);
  }

}
