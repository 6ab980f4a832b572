import 'reflect-metadata';
import { createBuscaResolver, referenceTo, type SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import {
  ArquivoComissao,
  BUSCA_COMISSOES,
  Comissao,
  DeputadoComissao,
  EquipeTecnicaComissao,
  LinkComissao,
  TrabalhoComissao,
} from './modules/comissao/comissao.entity.js';
import {
  ArquivoComissaoResolver,
  ComissaoAdminResolver,
  ComissaoResolver,
  DeputadoComissaoResolver,
  LinkComissaoResolver,
  TrabalhoComissaoResolver,
} from './modules/comissao/comissao.resolver.js';
import { Afastamento } from './modules/deputado/afastamento.entity.js';
import { DeputadoAnoEmenda } from './modules/deputado/deputado-ano-emenda.entity.js';
import { DeputadoLegislatura } from './modules/deputado/deputado-legislatura.entity.js';
import { BUSCA_DEPUTADOS, Deputado } from './modules/deputado/deputado.entity.js';
import { AfastamentoResolver, DeputadoAdminResolver, DeputadoLegislaturaResolver, DeputadoResolver } from './modules/deputado/deputado.resolver.js';
import { FrenteParlamentar, MembroFrente } from './modules/frente-parlamentar/frente-parlamentar.entity.js';
import { FrenteParlamentarResolver } from './modules/frente-parlamentar/frente-parlamentar.resolver.js';
import { Legislatura } from './modules/legislatura/legislatura.entity.js';
import { LegislaturaAdminResolver, LegislaturaResolver } from './modules/legislatura/legislatura.resolver.js';
import { Partido } from './modules/partido/partido.entity.js';
import { PartidoResolver } from './modules/partido/partido.resolver.js';
import { PresidenteAssembleia } from './modules/presidente/presidente.entity.js';
import { PresidenteAssembleiaResolver } from './modules/presidente/presidente.resolver.js';
import { PeopleSeeder } from './seeders/people.seeder.js';
import { FotosDemonstracaoSeeder } from './seeders/fotos-demonstracao.seeder.js';
import { PessoasDemonstracaoSeeder } from './seeders/pessoas-demonstracao.seeder.js';

/** People: deputies and their party history, parties, legislatures, commissions, fronts, board and presidents. */
export const people: SubgraphDefinition = {
  name: 'people',
  defaultPort: 4002,
  entities: [
    Partido,
    Deputado,
    Legislatura,
    Afastamento,
    DeputadoLegislatura,
    DeputadoAnoEmenda,
    Comissao,
    DeputadoComissao,
    EquipeTecnicaComissao,
    TrabalhoComissao,
    ArquivoComissao,
    LinkComissao,
    FrenteParlamentar,
    MembroFrente,
    PresidenteAssembleia,
  ],
  resolvers: [
    // A busca do site (docs/busca.md): uma entidade entra acrescentando a sua declaração aqui.
    createBuscaResolver('Pessoas', [BUSCA_DEPUTADOS, BUSCA_COMISSOES]),
    DeputadoResolver,
    DeputadoAdminResolver,
    AfastamentoResolver,
    DeputadoLegislaturaResolver,
    PartidoResolver,
    LegislaturaResolver,
    LegislaturaAdminResolver,
    ComissaoResolver,
    ComissaoAdminResolver,
    DeputadoComissaoResolver,
    TrabalhoComissaoResolver,
    ArquivoComissaoResolver,
    LinkComissaoResolver,
    FrenteParlamentarResolver,
    PresidenteAssembleiaResolver,
  ],
  migrations,
  seeders: [PeopleSeeder, PessoasDemonstracaoSeeder, FotosDemonstracaoSeeder],
  references: {
    Deputado: referenceTo(Deputado),
    Partido: referenceTo(Partido),
  },
};
