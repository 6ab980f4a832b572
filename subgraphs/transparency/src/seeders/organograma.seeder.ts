import { hojeEmBrasilia } from '@alego/catalog';
import { blobStoreDoPortal, guardarPdf, pdfDeOrganograma, type UnidadeDoOrganograma } from '@alego/kit/imagens-de-demonstracao';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Organograma } from '../modules/organograma/organograma.entity.js';

const SECRETARIAS: UnidadeDoOrganograma[] = [
  { nome: 'Secretaria-Geral da Mesa', subordinadas: ['Diretoria Parlamentar', 'Diretoria de Taquigrafia'] },
  { nome: 'Secretaria Legislativa', subordinadas: ['Diretoria de Processo Legislativo', 'Diretoria de Comissões'] },
  { nome: 'Secretaria Administrativa', subordinadas: ['Diretoria de Recursos Humanos', 'Diretoria Financeira', 'Diretoria de Licitações'] },
];

/** The units each invented structure draws, by title. */
const ESTRUTURAS: Record<string, UnidadeDoOrganograma[]> = {
  'Estrutura administrativa da 19ª Legislatura': SECRETARIAS,
  'Estrutura administrativa da 20ª Legislatura': [...SECRETARIAS, { nome: 'Presidência', subordinadas: ['Diretoria de Transparência', 'Ouvidoria-Geral'] }],
  'Estrutura administrativa revisada': [
    ...SECRETARIAS,
    { nome: 'Presidência', subordinadas: ['Diretoria de Transparência', 'Ouvidoria-Geral', 'Diretoria de Comunicação (TV e Rádio)', 'Escola do Legislativo'] },
  ],
};

/** The org charts of the last three legislatures' reorganisations (invented); their PDFs come from the next seeder. */
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

/**
 * A drawn PDF for each demo org chart without one, stored like an upload, so the public org-chart screen has a file
 * to open. Only in processes the portal started (the tests have no file store), and also in a database seeded before.
 */
export class PdfsDosOrganogramasSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const store = blobStoreDoPortal();
    if (!store) return;
    for (const organograma of await em.find(Organograma, { arquivo: null }, { orderBy: { id: 'asc' } })) {
      const unidades = ESTRUTURAS[organograma.titulo];
      if (!unidades) continue;
      const bytes = await pdfDeOrganograma(organograma.titulo, organograma.descricao ?? '', 'Mesa Diretora', unidades);
      organograma.arquivo = await guardarPdf(store, bytes, `organograma-${organograma.ano}.pdf`);
    }
    await em.flush();
  }
}
