import 'reflect-metadata';
import { createBuscaResolver, DeputadoRef, DocumentoEmitido, referenceTo, type SubgraphDefinition } from '@alego/kit';
import { Certificado, Curso, Edicao, HorarioCurso, Inscricao, Programa } from './modules/escola/escola.entity.js';
import { CursoAdminResolver, CursoResolver, EdicaoAdminResolver, EdicaoResolver, InscricaoResolver, ProgramaAdminResolver, ProgramaResolver, VerificacaoEscolaResolver } from './modules/escola/escola.resolver.js';
import { migrations } from './migrations/index.js';
import { AutorProcesso, BUSCA_PROCESSOS, Favorito, MudancaSituacao, NotificacaoSituacao, Processo, Voto } from './modules/processo/processo.entity.js';
import { AutorProcessoResolver, ProcessoResolver } from './modules/processo/processo.resolver.js';
import { EscolaSeeder } from './seeders/escola.seeder.js';
import { ProcessosSeeder } from './seeders/processos.seeder.js';
import { trabalhosDaParticipacao } from './tarefas.js';

/**
 * Citizen participation: legislative processes mirrored from the assembly's system, citizens' votes and favourites,
 * and the Escola do Legislativo (courses, enrolments, verifiable certificates; docs/escola.md).
 */
export const participation: SubgraphDefinition = {
  name: 'participation',
  defaultPort: 4004,
  entities: [Processo, AutorProcesso, Voto, Favorito, MudancaSituacao, NotificacaoSituacao, Programa, Edicao, Curso, HorarioCurso, Inscricao, Certificado, DocumentoEmitido],
  resolvers: [
    // A busca do site (docs/busca.md): uma entidade entra acrescentando a sua declaração aqui.
    createBuscaResolver('Participacao', [BUSCA_PROCESSOS]),
    ProcessoResolver,
    AutorProcessoResolver,
    ProgramaResolver,
    ProgramaAdminResolver,
    EdicaoResolver,
    EdicaoAdminResolver,
    CursoResolver,
    CursoAdminResolver,
    InscricaoResolver,
    VerificacaoEscolaResolver,
  ],
  orphanedTypes: [DeputadoRef],
  migrations,
  seeders: [ProcessosSeeder, EscolaSeeder],
  references: {
    Processo: referenceTo(Processo),
  },
  // Status-change e-mails and the feed import, as jobs on the PostgreSQL queue (tarefas.ts).
  trabalhos: (dependencias) => trabalhosDaParticipacao(dependencias),
};
