import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { CategoriaLink } from '../modules/categoria-link/categoria-link.entity.js';

const CATEGORIAS = ['Poder Legislativo', 'Transparência', 'Serviços ao cidadão', 'Governo do Estado', 'Órgãos de controle'];

/** A separate seeder so databases seeded before link categories existed still get them. */
export class CategoriaLinkSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const [indice, nome] of CATEGORIAS.entries()) em.create(CategoriaLink, { nome, ordem: indice + 1, createdAt: new Date(), updatedAt: new Date() });
    await em.flush();
  }
}
