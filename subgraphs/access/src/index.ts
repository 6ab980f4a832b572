import 'reflect-metadata';
import { referenceTo, type SubgraphDefinition } from '@alego/kit';
import { trabalhoDeEmail } from './mail/carteiro.js';
import { migrations } from './migrations/index.js';
import { RegistroAuditoria } from './modules/auditoria/auditoria.entity.js';
import { AuditoriaResolver } from './modules/auditoria/auditoria.resolver.js';
import { rotasAuditoria } from './modules/auditoria/auditoria.routes.js';
import { Lotacao } from './modules/lotacao/lotacao.entity.js';
import { LotacaoResolver } from './modules/lotacao/lotacao.resolver.js';
import { rotasEquipe } from './modules/equipe/equipe.routes.js';
import { UsuarioResolver } from './modules/equipe/usuario.resolver.js';
import { CodigoSenhaEquipe, SessaoEquipe, Usuario, UsuarioLotacao } from './modules/equipe/usuario.entity.js';
import { AccessSeeder } from './seeders/access.seeder.js';
import { EquipeSeeder } from './seeders/equipe.seeder.js';
import { Cidadao, CodigoCidadao } from './modules/cidadao/cidadao.entity.js';
import { CidadaoResolver } from './modules/cidadao/cidadao.resolver.js';
import { rotasCidadao } from './modules/cidadao/cidadao.routes.js';
import { trabalhoDeEnvio } from './modules/cidadao/cidadao.service.js';
import { rotasNotificacao } from './modules/notificacao/notificacao.routes.js';
import { AceitePoliticaPrivacidade } from './modules/politica-privacidade/aceite.entity.js';
import { PoliticaPrivacidade } from './modules/politica-privacidade/politica-privacidade.entity.js';
import { PoliticaPrivacidadeResolver } from './modules/politica-privacidade/politica-privacidade.resolver.js';
import { PoliticaPrivacidadeSeeder } from './seeders/politica-privacidade.seeder.js';
import { CidadaoSeeder } from './seeders/cidadao.seeder.js';
import { rotasSessao } from './modules/sessao/sessao.routes.js';
import { versoesNoBanco } from './modules/sessao/sessao.service.js';
import { VersaoSessao } from './modules/sessao/versao-sessao.entity.js';
import { TrabalhoResolver } from './modules/trabalho/trabalho.resolver.js';

/** Access: administrative units staff are assigned to staff accounts and their sessions (and citizen accounts). */
export const access: SubgraphDefinition = {
  name: 'access',
  defaultPort: 4005,
  entities: [Lotacao, Usuario, UsuarioLotacao, SessaoEquipe, CodigoSenhaEquipe, Cidadao, CodigoCidadao, AceitePoliticaPrivacidade, PoliticaPrivacidade, VersaoSessao, RegistroAuditoria],
  resolvers: [LotacaoResolver, CidadaoResolver, PoliticaPrivacidadeResolver, TrabalhoResolver, AuditoriaResolver, UsuarioResolver],
  // Other subgraphs point at citizens (e.g. participation's votes) through this reference.
  orphanedTypes: [Cidadao],
  migrations,
  seeders: [AccessSeeder, EquipeSeeder, PoliticaPrivacidadeSeeder, CidadaoSeeder],
  rotasInternas: (router, dependencias) => {
    rotasEquipe(router, dependencias);
    rotasCidadao(router, dependencias);
    rotasNotificacao(router, dependencias);
    rotasSessao(router, dependencias);
    rotasAuditoria(router, dependencias);
  },
  versoesDeSessao: versoesNoBanco,
  // Every e-mail of the portal (sign-up, recovery, notifications, other subgraphs' requests) is a queued job.
  trabalhos: ({ orm, logger }) => [trabalhoDeEnvio(orm), trabalhoDeEmail(logger)],
  references: {
    Lotacao: referenceTo(Lotacao),
    Cidadao: referenceTo(Cidadao),
  },
};
