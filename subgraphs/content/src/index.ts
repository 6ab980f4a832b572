import 'reflect-metadata';
import type { SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { ArquivoResolver } from './modules/arquivo/arquivo.types.js';
import { CategoriaLink } from './modules/categoria-link/categoria-link.entity.js';
import { CategoriaLinkResolver } from './modules/categoria-link/categoria-link.resolver.js';
import { SolicitacaoFaleConosco } from './modules/fale-conosco/fale-conosco.entity.js';
import { FaleConoscoResolver } from './modules/fale-conosco/fale-conosco.resolver.js';
import { RecursoInformacao, SolicitacaoInformacao } from './modules/solicitacao-informacao/solicitacao-informacao.entity.js';
import { SolicitacaoInformacaoResolver } from './modules/solicitacao-informacao/solicitacao-informacao.resolver.js';
import { ImprensaExterna } from './modules/imprensa-externa/imprensa-externa.entity.js';
import { ImprensaExternaResolver } from './modules/imprensa-externa/imprensa-externa.resolver.js';
import { Contato } from './modules/contato/contato.entity.js';
import { ContatoResolver } from './modules/contato/contato.resolver.js';
import { HistoricoNoticia } from './modules/noticia/historico-noticia.entity.js';
import { Noticia } from './modules/noticia/noticia.entity.js';
import { NoticiaResolver } from './modules/noticia/noticia.resolver.js';
import { CategoriaLinkSeeder } from './seeders/categoria-link.seeder.js';
import { ContentSeeder } from './seeders/content.seeder.js';
import { ContatoSeeder } from './seeders/contato.seeder.js';
import { ImprensaExternaSeeder } from './seeders/imprensa-externa.seeder.js';
import { ImagensDemonstracaoSeeder } from './seeders/imagens-demonstracao.seeder.js';

/** Content: news and link categories (and, in later issues, agenda, galleries, banners, institutional pages). */
export const content: SubgraphDefinition = {
  name: 'content',
  defaultPort: 4001,
  entities: [Noticia, HistoricoNoticia, CategoriaLink, SolicitacaoFaleConosco, SolicitacaoInformacao, RecursoInformacao, ImprensaExterna, Contato],
  resolvers: [NoticiaResolver, ArquivoResolver, CategoriaLinkResolver, FaleConoscoResolver, SolicitacaoInformacaoResolver, ImprensaExternaResolver, ContatoResolver],
  migrations,
  seeders: [ContentSeeder, CategoriaLinkSeeder, ImagensDemonstracaoSeeder, ImprensaExternaSeeder, ContatoSeeder],
};
