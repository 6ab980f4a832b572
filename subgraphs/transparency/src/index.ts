import 'reflect-metadata';
import type { SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { Contrato } from './modules/contrato/contrato.entity.js';
import { ContratoResolver } from './modules/contrato/contrato.resolver.js';
import { TransparencySeeder } from './seeders/transparency.seeder.js';

/** Transparency: contracts and agreements (and, in later issues, spending, allowances, personnel data). */
export const transparency: SubgraphDefinition = {
  name: 'transparency',
  defaultPort: 4003,
  entities: [Contrato],
  resolvers: [ContratoResolver],
  migrations,
  seeders: [TransparencySeeder],
};
