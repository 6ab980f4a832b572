import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Lotacao } from '../modules/lotacao/lotacao.entity.js';

/**
 * [nome, sigla, ativa, deputado]. The deputies of the cabinets are fictional, as everywhere in the demo data; their ids
 * follow the people subgraph's seed order (Caio Vilela is its 5th deputy).
 */
const LOTACOES: [string, string, boolean, number?][] = [
  ['Presidência', 'PRES', true],
  ['Primeira Secretaria', '1SEC', true],
  ['Diretoria-Geral', 'DG', true],
  ['Diretoria Legislativa', 'DL', true],
  ['Secretaria de Comunicação', 'SECOM', true],
  ['Procuradoria-Geral', 'PG', true],
  ['Controladoria', 'CONT', true],
  ['Diretoria de Tecnologia da Informação', 'DTI', true],
  ['Diretoria de Recursos Humanos', 'DRH', true],
  ['Diretoria Administrativa', 'DA', true],
  ['Diretoria Financeira', 'DF', true],
  ['Escola do Legislativo', 'ESCLEG', true],
  ['Ouvidoria', 'OUV', true],
  ['Gabinete do Deputado Caio Vilela', 'GAB-CVILELA', true, 5],
  ['Gabinete da Deputada Dalva Monteiro', 'GAB-DMONTEIRO', true, 8],
  ['Gabinete do Deputado Heitor Magalhães', 'GAB-HMAGALHAES', true, 17],
  ['Gabinete da Deputada Marta Figueiredo', 'GAB-MFIGUEIREDO', true, 27],
  ['Assessoria de Cerimonial (extinta)', 'CERIM', false],
];

export class AccessSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const [nome, sigla, ativa, deputadoId] of LOTACOES) em.create(Lotacao, { nome, sigla, ativa, deputadoId });
  }
}
