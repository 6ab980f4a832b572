import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { importarProcessos } from '../modules/processo/processo.importador.js';
import { PROCESSOS_DEMONSTRACAO } from './processos.feed.js';

/** The demo citizen of access's seed (README, "Contas de demonstração"): her votes and favourites. */
const CIDADA_DEMONSTRACAO_ID = 1;

/**
 * Loads the demo processes through the importer itself (the same path as the legislative system's feed), then the
 * demo citizen's participation; the tallies come from these stored positions.
 */
export class ProcessosSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const resultado = await importarProcessos(em, PROCESSOS_DEMONSTRACAO);
    if (resultado.erros.length) throw new Error(`Dados de demonstração inválidos: ${resultado.erros.join(' ')}`);
    const conexao = em.getConnection();
    for (const [numero, posicao] of [['2025/1234', 'a_favor'], ['2025/0964', 'contra'], ['2026/0571', 'a_favor']] as const) {
      await conexao.execute(
        `insert into "participation"."votos" ("processo_id", "cidadao_id", "posicao") select "id", ?, ? from "participation"."processos" where "numero" = ? on conflict do nothing`,
        [CIDADA_DEMONSTRACAO_ID, posicao, numero],
      );
    }
    for (const numero of ['2025/1234', '2025/1789']) {
      await conexao.execute(
        `insert into "participation"."favoritos" ("processo_id", "cidadao_id") select "id", ? from "participation"."processos" where "numero" = ? on conflict do nothing`,
        [CIDADA_DEMONSTRACAO_ID, numero],
      );
    }
  }
}
