import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { carregarFinanceiro, tresAnosAte, VOLUMES_DEMONSTRACAO } from '../volume/carregar.js';

/** Three years of bids, commitments, allowances and transfers, so every transparency screen has data. */
export class FinanceiroSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const conexao = em.getConnection();
    await carregarFinanceiro((sql, parametros) => conexao.execute(sql, parametros), VOLUMES_DEMONSTRACAO, tresAnosAte(hojeEmBrasilia()));
  }
}
