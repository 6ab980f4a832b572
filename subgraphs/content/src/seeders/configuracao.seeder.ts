import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Configuracao } from '../modules/configuracao/configuracao.entity.js';

/** The news settings the news form reads: the Assembly's news agency as the default source. */
export class ConfiguracaoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    em.create(Configuracao, { area: 'noticias', fontePadrao: 'Agência Assembleia de Notícias', categoriaPadrao: 'assembleia' });
    await em.flush();
  }
}
