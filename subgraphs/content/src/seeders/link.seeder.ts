import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { CategoriaLink } from '../modules/categoria-link/categoria-link.entity.js';
import { Link } from '../modules/link/link.entity.js';

/** Public bodies' real addresses, by the seeded categories' names (CategoriaLinkSeeder runs first). */
const LINKS: Record<string, [string, string][]> = {
  'Poder Legislativo': [
    ['Câmara dos Deputados', 'https://www.camara.leg.br'],
    ['Senado Federal', 'https://www12.senado.leg.br'],
  ],
  Transparência: [['Portal da Transparência do Governo Federal', 'https://portaldatransparencia.gov.br']],
  'Serviços ao cidadão': [['gov.br', 'https://www.gov.br']],
  'Governo do Estado': [['Governo de Goiás', 'https://goias.gov.br']],
  'Órgãos de controle': [
    ['Tribunal de Contas do Estado de Goiás', 'https://portal.tce.go.gov.br'],
    ['Tribunal de Contas da União', 'https://portal.tcu.gov.br'],
  ],
};

export class LinkSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const categoria of await em.find(CategoriaLink, {})) {
      for (const [ordem, [titulo, url]] of (LINKS[categoria.nome] ?? []).entries()) {
        em.create(Link, { titulo, url, categoriaLink: categoria, ordem: ordem + 1, createdAt: new Date(), updatedAt: new Date() });
      }
    }
    await em.flush();
  }
}
