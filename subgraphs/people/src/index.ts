import 'reflect-metadata';
import { referenceTo, type SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { Deputado } from './modules/deputado/deputado.entity.js';
import { DeputadoResolver } from './modules/deputado/deputado.resolver.js';
import { Legislatura } from './modules/legislatura/legislatura.entity.js';
import { LegislaturaResolver } from './modules/legislatura/legislatura.resolver.js';
import { Partido } from './modules/partido/partido.entity.js';
import { PartidoResolver } from './modules/partido/partido.resolver.js';
import { PeopleSeeder } from './seeders/people.seeder.js';

/** People: deputies, parties, legislatures (and, in later issues, committees and fronts). */
export const people: SubgraphDefinition = {
  name: 'people',
  defaultPort: 4002,
  entities: [Partido, Deputado, Legislatura],
  resolvers: [DeputadoResolver, PartidoResolver, LegislaturaResolver],
  migrations,
  seeders: [PeopleSeeder],
  references: {
    Deputado: referenceTo(Deputado),
    Partido: referenceTo(Partido),
  },
};
