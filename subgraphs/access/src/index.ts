import 'reflect-metadata';
import { referenceTo, type SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { Lotacao } from './modules/lotacao/lotacao.entity.js';
import { LotacaoResolver } from './modules/lotacao/lotacao.resolver.js';
import { AccessSeeder } from './seeders/access.seeder.js';

/** Access: administrative units staff are assigned to (and, in later issues, staff and citizen accounts). */
export const access: SubgraphDefinition = {
  name: 'access',
  defaultPort: 4005,
  entities: [Lotacao],
  resolvers: [LotacaoResolver],
  migrations,
  seeder: AccessSeeder,
  references: {
    Lotacao: referenceTo(Lotacao),
  },
};
