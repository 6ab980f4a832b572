import 'reflect-metadata';
import { DeputadoRef, referenceTo, type SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { AutorProcesso, Favorito, MudancaSituacao, NotificacaoSituacao, Processo, Voto } from './modules/processo/processo.entity.js';
import { AutorProcessoResolver, ProcessoResolver } from './modules/processo/processo.resolver.js';
import { ProcessosSeeder } from './seeders/processos.seeder.js';
import { trabalhosDaParticipacao } from './tarefas.js';

/** Citizen participation: legislative processes mirrored from the assembly's system, citizens' votes and favourites. */
export const participation: SubgraphDefinition = {
  name: 'participation',
  defaultPort: 4004,
  entities: [Processo, AutorProcesso, Voto, Favorito, MudancaSituacao, NotificacaoSituacao],
  resolvers: [ProcessoResolver, AutorProcessoResolver],
  orphanedTypes: [DeputadoRef],
  migrations,
  seeders: [ProcessosSeeder],
  references: {
    Processo: referenceTo(Processo),
  },
  // Status-change e-mails and the feed import, as jobs on the PostgreSQL queue (tarefas.ts).
  trabalhos: (dependencias) => trabalhosDaParticipacao(dependencias),
};
