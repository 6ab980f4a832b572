import 'reflect-metadata';
import { referenceTo, type SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { Processo } from './modules/processo/processo.entity.js';
import { ProcessoResolver } from './modules/processo/processo.resolver.js';
import { ParticipationSeeder } from './seeders/participation.seeder.js';

/** Citizen participation: proposals citizens follow (and, in a later issue, vote on and favourite). */
export const participation: SubgraphDefinition = {
  name: 'participation',
  defaultPort: 4004,
  entities: [Processo],
  resolvers: [ProcessoResolver],
  migrations,
  seeders: [ParticipationSeeder],
  references: {
    Processo: referenceTo(Processo),
  },
};
