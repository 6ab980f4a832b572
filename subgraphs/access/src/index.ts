import 'reflect-metadata';
import { referenceTo, type SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { Lotacao } from './modules/lotacao/lotacao.entity.js';
import { LotacaoResolver } from './modules/lotacao/lotacao.resolver.js';
import { rotasEquipe } from './modules/equipe/equipe.routes.js';
import { SessaoEquipe, Usuario, UsuarioLotacao } from './modules/equipe/usuario.entity.js';
import { AccessSeeder } from './seeders/access.seeder.js';
import { EquipeSeeder } from './seeders/equipe.seeder.js';

/** Access: administrative units staff are assigned to staff accounts and their sessions (and citizen accounts). */
export const access: SubgraphDefinition = {
  name: 'access',
  defaultPort: 4005,
  entities: [Lotacao, Usuario, UsuarioLotacao, SessaoEquipe],
  resolvers: [LotacaoResolver],
  migrations,
  seeders: [AccessSeeder, EquipeSeeder],
  rotasInternas: (router, dependencias) => {
    rotasEquipe(router, dependencias);
  },
  references: {
    Lotacao: referenceTo(Lotacao),
  },
};
