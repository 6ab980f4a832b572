import { migracaoParaTabelaDeVetores } from '@alego/kit';
import { Migration } from '@mikro-orm/migrations';
import { BUSCA_NOTICIAS } from '../modules/noticia/noticia.entity.js';
import { BUSCA_AGENDA } from '../modules/agenda/agenda.entity.js';
import { BUSCA_GALERIAS } from '../modules/galeria/galeria.entity.js';
import { BUSCA_PERGUNTAS } from '../modules/pergunta-frequente/pergunta-frequente.entity.js';

// Generated, then adjusted: the generator only drops the `busca` columns; the kit's helper first moves their vectors,
// values kept, to the tables beside (docs/busca.md, "Vetores numa tabela ao lado").
const migracao = migracaoParaTabelaDeVetores([BUSCA_NOTICIAS, BUSCA_AGENDA, BUSCA_GALERIAS, BUSCA_PERGUNTAS]);

export class Migration20261129082709_vetores_de_busca_ao_lado extends Migration {

  override name = 'Migration20261129082709_vetores_de_busca_ao_lado';

  override up(): void | Promise<void> {
    for (const sql of migracao.up) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const sql of migracao.down) this.addSql(sql);
  }

}
