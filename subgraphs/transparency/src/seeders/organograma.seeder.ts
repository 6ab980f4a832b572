import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Organograma } from '../modules/organograma/organograma.entity.js';

/** The org charts of the last three legislatures' reorganisations (invented), without PDFs: the seeders store no files. */
export class OrganogramaSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const atual = Number(hojeEmBrasilia().slice(0, 4));
    const estruturas: [number, string, string][] = [
      [atual - 7, 'Estrutura administrativa da 19ª Legislatura', 'Mesa Diretora, Secretaria-Geral, Secretaria Legislativa e Secretaria Administrativa com as suas diretorias.'],
      [atual - 3, 'Estrutura administrativa da 20ª Legislatura', 'Cria a Diretoria de Transparência e a Ouvidoria-Geral ligadas à Presidência.'],
      [atual - 1, 'Estrutura administrativa revisada', 'Reúne a TV Assembleia e a Rádio na Diretoria de Comunicação e cria a Escola do Legislativo como diretoria.'],
    ];
    for (const [ano, titulo, descricao] of estruturas) em.create(Organograma, { ano, vigenteDesde: `${ano}-02-01`, titulo, descricao });
    await em.flush();
  }
}
