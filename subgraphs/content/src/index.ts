import 'reflect-metadata';
import { createBuscaResolver, createVerificacaoResolver, DocumentoEmitido, type SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { ArquivoDoPortalSeeder } from './seeders/arquivo-do-portal.seeder.js';
import { Agenda, AgendaItem, BUSCA_AGENDA } from './modules/agenda/agenda.entity.js';
import { AgendaItemResolver, AgendaResolver } from './modules/agenda/agenda.resolver.js';
import { ArquivoResolver } from './modules/arquivo/arquivo.types.js';
import { ArquivoDoPortal } from './modules/arquivo-do-portal/arquivo-do-portal.entity.js';
import { ArquivoDoPortalAdminQueries, ArquivoDoPortalResolver } from './modules/arquivo-do-portal/arquivo-do-portal.resolver.js';
import { Banner } from './modules/banner/banner.entity.js';
import { BannerAdminQueries, BannerResolver } from './modules/banner/banner.resolver.js';
import { CategoriaLink } from './modules/categoria-link/categoria-link.entity.js';
import { CategoriaLinkAdminQueries, CategoriaLinkResolver } from './modules/categoria-link/categoria-link.resolver.js';
import { BUSCA_GALERIAS, Galeria, GaleriaCategoria, GaleriaImagem } from './modules/galeria/galeria.entity.js';
import { GaleriaCategoriaAdminQueries, GaleriaCategoriaResolver, GaleriaImagemResolver, GaleriaResolver, NoticiaGaleriaResolver } from './modules/galeria/galeria.resolver.js';
import { SolicitacaoFaleConosco } from './modules/fale-conosco/fale-conosco.entity.js';
import { FaleConoscoResolver } from './modules/fale-conosco/fale-conosco.resolver.js';
import { RecursoInformacao, SolicitacaoInformacao } from './modules/solicitacao-informacao/solicitacao-informacao.entity.js';
import { SolicitacaoInformacaoResolver } from './modules/solicitacao-informacao/solicitacao-informacao.resolver.js';
import { ImprensaExterna } from './modules/imprensa-externa/imprensa-externa.entity.js';
import { ImprensaExternaResolver } from './modules/imprensa-externa/imprensa-externa.resolver.js';
import { Contato, TelefoneContato } from './modules/contato/contato.entity.js';
import { ContatoAdminQueries, ContatoResolver } from './modules/contato/contato.resolver.js';
import { HistoricoNoticia } from './modules/noticia/historico-noticia.entity.js';
import { Link } from './modules/link/link.entity.js';
import { CategoriaLinkLinksResolver, LinkAdminQueries, LinkResolver } from './modules/link/link.resolver.js';
import { BUSCA_NOTICIAS, Noticia } from './modules/noticia/noticia.entity.js';
import { NoticiaResolver } from './modules/noticia/noticia.resolver.js';
import { AgendaSeeder } from './seeders/agenda.seeder.js';
import { BannerSeeder } from './seeders/banner.seeder.js';
import { CategoriaLinkSeeder } from './seeders/categoria-link.seeder.js';
import { PerguntaFrequenteSeeder } from './seeders/pergunta-frequente.seeder.js';
import { CategoriaPerguntaFrequente } from './modules/categoria-pergunta-frequente/categoria-pergunta-frequente.entity.js';
import { CategoriaPerguntaFrequenteResolver } from './modules/categoria-pergunta-frequente/categoria-pergunta-frequente.resolver.js';
import { BUSCA_PERGUNTAS, PerguntaFrequente } from './modules/pergunta-frequente/pergunta-frequente.entity.js';
import { CategoriaPerguntasResolver, PerguntaFrequenteResolver } from './modules/pergunta-frequente/pergunta-frequente.resolver.js';
import { Procuradoria } from './modules/procuradoria/procuradoria.entity.js';
import { ProcuradoriaResolver } from './modules/procuradoria/procuradoria.resolver.js';
import { ProcuradoriaArquivo } from './modules/procuradoria-arquivo/procuradoria-arquivo.entity.js';
import { ProcuradoriaArquivoResolver } from './modules/procuradoria-arquivo/procuradoria-arquivo.resolver.js';
import { ProcuradoriaSeeder } from './seeders/procuradoria.seeder.js';
import { InformacaoAssessoramento } from './modules/informacao-assessoramento/informacao-assessoramento.entity.js';
import { InformacaoAssessoramentoResolver } from './modules/informacao-assessoramento/informacao-assessoramento.resolver.js';
import { MaterialAssessoramento } from './modules/material-assessoramento/material-assessoramento.entity.js';
import { MaterialAssessoramentoResolver } from './modules/material-assessoramento/material-assessoramento.resolver.js';
import { MembroCorpoTecnico } from './modules/membro-corpo-tecnico/membro-corpo-tecnico.entity.js';
import { MembroCorpoTecnicoResolver } from './modules/membro-corpo-tecnico/membro-corpo-tecnico.resolver.js';
import { AssessoramentoSeeder } from './seeders/assessoramento.seeder.js';
import { LinkSeeder } from './seeders/link.seeder.js';
import { Configuracao } from './modules/configuracao/configuracao.entity.js';
import { ConfiguracaoResolver } from './modules/configuracao/configuracao.resolver.js';
import { ConfiguracaoSeeder } from './seeders/configuracao.seeder.js';
import { GaleriaSeeder } from './seeders/galeria.seeder.js';
import { ContentSeeder } from './seeders/content.seeder.js';
import { ContatoSeeder } from './seeders/contato.seeder.js';
import { ImprensaExternaSeeder } from './seeders/imprensa-externa.seeder.js';
import { ImagensDemonstracaoSeeder } from './seeders/imagens-demonstracao.seeder.js';

/** Content: news, links by category, the agenda, banners and photo galleries (and, in later issues, institutional pages). */
export const content: SubgraphDefinition = {
  name: 'content',
  defaultPort: 4001,
  entities: [Noticia, HistoricoNoticia, CategoriaLink, SolicitacaoFaleConosco, Agenda, AgendaItem, Link, Banner, SolicitacaoInformacao, RecursoInformacao, ImprensaExterna, Contato, TelefoneContato, GaleriaCategoria, Galeria, GaleriaImagem, DocumentoEmitido, CategoriaPerguntaFrequente, PerguntaFrequente, Procuradoria, ProcuradoriaArquivo, InformacaoAssessoramento, MembroCorpoTecnico, MaterialAssessoramento, Configuracao, ArquivoDoPortal],
  resolvers: [
    // A busca do site (docs/busca.md): uma entidade entra acrescentando a sua declaração aqui.
    createBuscaResolver('Conteudo', [BUSCA_NOTICIAS, BUSCA_AGENDA, BUSCA_GALERIAS, BUSCA_PERGUNTAS]),
    // `documentoInstitucional(codigo)`: todo documento que este subgrafo emite (respostas da LAI, lista de contatos) se
    // confere em `/cad` por esta consulta (docs/documentos-verificaveis.md).
    createVerificacaoResolver('institucional'),
    NoticiaResolver, ArquivoResolver, CategoriaLinkResolver, FaleConoscoResolver, AgendaResolver, AgendaItemResolver, LinkResolver, LinkAdminQueries, CategoriaLinkLinksResolver, CategoriaLinkAdminQueries, BannerResolver, BannerAdminQueries, SolicitacaoInformacaoResolver, ImprensaExternaResolver, ContatoResolver, ContatoAdminQueries, GaleriaCategoriaResolver, GaleriaCategoriaAdminQueries, GaleriaResolver, GaleriaImagemResolver, NoticiaGaleriaResolver, CategoriaPerguntaFrequenteResolver, PerguntaFrequenteResolver, CategoriaPerguntasResolver, ProcuradoriaResolver, ProcuradoriaArquivoResolver, InformacaoAssessoramentoResolver, MembroCorpoTecnicoResolver, MaterialAssessoramentoResolver, ConfiguracaoResolver, ArquivoDoPortalResolver, ArquivoDoPortalAdminQueries,
  ],
  migrations,
  seeders: [ContentSeeder, CategoriaLinkSeeder, ImagensDemonstracaoSeeder, AgendaSeeder, LinkSeeder, BannerSeeder, ImprensaExternaSeeder, ContatoSeeder, GaleriaSeeder, PerguntaFrequenteSeeder, ProcuradoriaSeeder, AssessoramentoSeeder, ConfiguracaoSeeder, ArquivoDoPortalSeeder],
};
