import type { ApolloClient } from '@apollo/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { registrarRotasDoMapa, type RotaDoMapa } from './mapa-do-site';
import { AGENDA_ROUTES } from './pages/agenda/rotas';
import type { PaginaDeBusca } from './pages/busca';
import type { PaginaDoCidadao } from './pages/cidadao';
import type { PaginaInstitucional } from './pages/institucional';
import type { PaginaDosSites } from './pages/sites';
import type { PaginaDeComissoes } from './pages/comissoes';
import type { PaginaDaEscola } from './pages/escola';
import type { PaginaDeDeputados } from './pages/deputados';
import type { PaginaDeFrentes } from './pages/frentes';
import type { PaginaDeLegislaturas } from './pages/legislaturas';
import type { PaginaDeNoticias } from './pages/noticias';
import type { PaginaDeParticipacao } from './pages/participacao';
import type { PaginaDaTransparencia } from './pages/transparencia';
import type { PageModule, RouteHandle } from './routing/page';
import { RootErrorBoundary, RootLayout } from './shell/Layout';

/**
 * Tabela de rotas do site público: o único lugar onde uma página é registrada.
 * Cada página é um módulo carregado sob demanda (um chunk por rota; as telas do
 * cidadão dividem um), para que
 * transparência e área do cidadão não pesem na página inicial.
 */
export interface PageRoute extends RotaDoMapa {
  /** Caminho absoluto, sem sufixo de formato (o `.json` vale para todas). */
  path: string;
  load: () => Promise<{ default: PageModule<unknown> }>;
  /** Arquivo do módulo, para o servidor pedir o chunk com <link rel="modulepreload">. */
  source: string;
  /**
   * Página sem dados do servidor (a área do cidadão é por usuário e se preenche no
   * navegador): o loader devolve null sem pedir o cliente Apollo, que assim não é
   * baixado numa navegação até ela.
   */
  semDados?: true;
  /**
   * Título da página no mapa do site (`/mapa-do-site`, `/sitemap.xml`); `false` a deixa fora (páginas de cada usuário,
   * endpoints auxiliares). As páginas do menu principal (site.ts) já têm o título do menu; uma rota sem parâmetros
   * obrigatórios precisa de um dos dois (routes.test.ts).
   */
  mapa?: string | false;
}

function noMapa(mapa: string | false, rota: PageRoute): PageRoute {
  return { ...rota, mapa };
}

/** Área do cidadão: páginas por usuário, num chunk só (ver pages/cidadao/index.ts). */
const CIDADAO_SOURCE = 'src/pages/cidadao/index.ts';
function paginaDoCidadao(path: string, pagina: PaginaDoCidadao): PageRoute {
  return {
    path,
    load: () => import('./pages/cidadao').then((m) => ({ default: m.PAGINAS_DO_CIDADAO[pagina] })),
    source: CIDADAO_SOURCE,
    semDados: true,
  };
}

const CIDADAO_ROUTES: readonly PageRoute[] = [
  noMapa('Entrar na área do cidadão', paginaDoCidadao('/cidadao/entrar', 'entrar')),
  noMapa('Cadastro do cidadão', paginaDoCidadao('/cidadao/cadastro', 'cadastro')),
  paginaDoCidadao('/cidadao/confirmar-cadastro/:codigo', 'confirmarCadastro'),
  noMapa(false, paginaDoCidadao('/cidadao/reenviar-confirmacao', 'reenviarConfirmacao')),
  noMapa(false, paginaDoCidadao('/cidadao/esqueci-senha', 'esqueciSenha')),
  paginaDoCidadao('/cidadao/recuperar-senha/:codigo', 'recuperarSenha'),
  noMapa(false, paginaDoCidadao('/cidadao/alterar-senha', 'alterarSenha')),
  noMapa(false, paginaDoCidadao('/cidadao/perfil', 'perfil')),
];

/** Notícias, matérias especiais, notícias dos gabinetes e discursos: um chunk (pages/noticias/index.ts). */
const NOTICIAS_SOURCE = 'src/pages/noticias/index.ts';
function paginaDeNoticias(path: string, pagina: PaginaDeNoticias): PageRoute {
  return {
    path,
    load: () => import('./pages/noticias').then((m) => ({ default: m.PAGINAS_DE_NOTICIAS[pagina] })),
    source: NOTICIAS_SOURCE,
  };
}

/**
 * `/noticias/feed` (RSS) é do gateway (gateway/src/rest/noticias-feed.ts), montado
 * antes do site público. Segmentos fixos (`download_imagem`, `ver`) têm precedência
 * sobre `:id`/`:urlSufixo` no react-router.
 */
const NOTICIAS_ROUTES: readonly PageRoute[] = [
  paginaDeNoticias('/noticias/:id/download_imagem', 'downloadImagem'),
  paginaDeNoticias('/noticias/ver/id/:legadoId/*', 'legado'),
  // Cada seção: lista e detalhe (sem o sufixo ou com um sufixo errado, 301 para o canônico).
  ...(
    [
      ['/noticias', 'lista', 'artigo'],
      ['/materias-especiais', 'especiais', 'especiaisArtigo'],
      ['/noticias-dos-gabinetes', 'gabinetes', 'gabinetesArtigo'],
      ['/discursos', 'discursos', 'discursosArtigo'],
    ] as const
  ).flatMap(([base, lista, artigo]) => [paginaDeNoticias(base, lista), paginaDeNoticias(`${base}/:id/:urlSufixo?`, artigo)]),
];

/** Participação cidadã (processos, votos, favoritos): um chunk (pages/participacao/index.ts). */
const PARTICIPACAO_SOURCE = 'src/pages/participacao/index.ts';
function paginaDeParticipacao(path: string, pagina: PaginaDeParticipacao, semDados?: true): PageRoute {
  return {
    path,
    load: () => import('./pages/participacao').then((m) => ({ default: m.PAGINAS_DE_PARTICIPACAO[pagina] })),
    source: PARTICIPACAO_SOURCE,
    ...(semDados ? { semDados } : {}),
  };
}

const PARTICIPACAO_ROUTES: readonly PageRoute[] = [
  paginaDeParticipacao('/participacao/processos', 'busca'),
  paginaDeParticipacao('/participacao/processos/mais-votadas', 'maisVotadas'),
  paginaDeParticipacao('/participacao/processos/recentes', 'recentes'),
  paginaDeParticipacao('/participacao/processos/:id', 'processo'),
  noMapa(false, paginaDeParticipacao('/participacao/minhas-participacoes', 'minhasParticipacoes', true)),
  noMapa(false, paginaDeParticipacao('/participacao/meus-favoritos', 'meusFavoritos', true)),
];

/** Portal da transparência: um chunk (pages/transparencia/index.ts); segmentos fixos vencem `:conjunto`. */
const TRANSPARENCIA_SOURCE = 'src/pages/transparencia/index.ts';
function paginaDaTransparencia(path: string, pagina: PaginaDaTransparencia): PageRoute {
  return {
    path,
    load: () => import('./pages/transparencia').then((m) => ({ default: m.PAGINAS_DA_TRANSPARENCIA[pagina] })),
    source: TRANSPARENCIA_SOURCE,
  };
}

const TRANSPARENCIA_ROUTES: readonly PageRoute[] = [
  paginaDaTransparencia('/transparencia', 'inicio'),
  noMapa('Busca na transparência', paginaDaTransparencia('/transparencia/busca', 'busca')),
  noMapa('Mapa da transparência', paginaDaTransparencia('/transparencia/mapa-do-site', 'mapa')),
  paginaDaTransparencia('/transparencia/dados-abertos', 'dadosAbertos'),
  noMapa('Consulta de remuneração', paginaDaTransparencia('/transparencia/remuneracoes/consulta', 'consultaRemuneracao')),
  paginaDaTransparencia('/transparencia/graficos', 'graficos'),
  paginaDaTransparencia('/transparencia/verbas-indenizatorias', 'verbas'),
  paginaDaTransparencia('/transparencia/estrutura-organizacional', 'estruturaOrganizacional'),
  paginaDaTransparencia('/transparencia/siga-o-dinheiro/processos/:processo', 'processo'),
  paginaDaTransparencia('/transparencia/siga-o-dinheiro/fornecedores/:cnpj', 'fornecedor'),
  paginaDaTransparencia('/transparencia/:conjunto', 'conjunto'),
  paginaDaTransparencia('/transparencia/:conjunto/dicionario', 'dicionario'),
];

/** Páginas institucionais (acessibilidade, fale conosco): um chunk (pages/institucional/index.ts). */
const INSTITUCIONAL_SOURCE = 'src/pages/institucional/index.ts';
function paginaInstitucional(path: string, pagina: PaginaInstitucional, semDados?: true): PageRoute {
  return {
    path,
    load: () => import('./pages/institucional').then((m) => ({ default: m.PAGINAS_INSTITUCIONAIS[pagina] as PageModule<unknown> })),
    source: INSTITUCIONAL_SOURCE,
    semDados,
  };
}

/** Procuradoria, assessoramento temático e microsites: um chunk (pages/sites/index.ts). */
const SITES_SOURCE = 'src/pages/sites/index.ts';
function paginaDosSites(path: string, pagina: PaginaDosSites, semDados?: true): PageRoute {
  return {
    path,
    load: () => import('./pages/sites').then((m) => ({ default: m.PAGINAS_DOS_SITES[pagina] as PageModule<unknown> })),
    source: SITES_SOURCE,
    ...(semDados ? { semDados } : {}),
  };
}

const SITES_ROUTES: readonly PageRoute[] = [
  noMapa('Procuradoria-Geral', paginaDosSites('/procuradoria', 'procuradoria')),
  noMapa('Procuradoria Especial da Mulher', paginaDosSites('/sites/procuradoriadamulher', 'procuradoriaDaMulher')),
  noMapa('Assessoramento Temático', paginaDosSites('/assessoramento', 'assessoramento')),
  noMapa('Assessoramento Temático: artigos', paginaDosSites('/assessoramento/artigos', 'assessoramentoArtigos')),
  noMapa('Assessoramento Temático: estudos', paginaDosSites('/assessoramento/estudos', 'assessoramentoEstudos')),
  noMapa('Assessoramento Temático: relatórios', paginaDosSites('/assessoramento/relatorios', 'assessoramentoRelatorios')),
  noMapa('Assessoramento Temático: livros', paginaDosSites('/assessoramento/livros', 'assessoramentoLivros')),
  noMapa('Assessoramento Temático: painéis interativos', paginaDosSites('/assessoramento/paineis', 'assessoramentoPaineis')),
  noMapa('Assessoramento Temático: contato', paginaDosSites('/assessoramento/contato', 'assessoramentoContato')),
  noMapa('Proteção de dados pessoais (LGPD)', paginaDosSites('/sites/lgpd', 'lgpd', true)),
  noMapa('Fale com a Assembleia', paginaDosSites('/sites/contato', 'contato', true)),
  noMapa('Conheça a Casa (visitas)', paginaDosSites('/sites/cvc', 'cvc', true)),
  noMapa('Assinar notícias e agenda', paginaDosSites('/assinar', 'assinar', true)),
  noMapa('Portal anterior', paginaDosSites('/legado', 'legado', true)),
  noMapa('Permissão de uso do conteúdo', paginaDosSites('/permissao', 'permissao', true)),
  noMapa('Leitura para todos', paginaDosSites('/leituraparatodos', 'leituraParaTodos', true)),
  noMapa('O Poder Legislativo', paginaDosSites('/poderlegislativo', 'poderLegislativo', true)),
];

/** A busca do site e o mapa do site: um chunk (pages/busca/index.ts). */
const BUSCA_SOURCE = 'src/pages/busca/index.ts';
function paginaDeBusca(path: string, pagina: PaginaDeBusca): PageRoute {
  return {
    path,
    load: () => import('./pages/busca').then((m) => ({ default: m.PAGINAS_DE_BUSCA[pagina] as PageModule<unknown> })),
    source: BUSCA_SOURCE,
  };
}

const BUSCA_ROUTES: readonly PageRoute[] = [
  noMapa('Busca no portal', paginaDeBusca('/alego_search/buscar', 'busca')),
  noMapa('Mapa do site', paginaDeBusca('/mapa-do-site', 'mapaDoSite')),
];

/** Deputados: listas, perfil, biografia e atividade parlamentar num chunk (pages/deputados/index.ts). */
const DEPUTADOS_SOURCE = 'src/pages/deputados/index.ts';
function paginaDeDeputados(path: string, pagina: PaginaDeDeputados): PageRoute {
  return {
    path,
    load: () => import('./pages/deputados').then((m) => ({ default: m.PAGINAS_DE_DEPUTADOS[pagina] })),
    source: DEPUTADOS_SOURCE,
  };
}

const DEPUTADOS_ROUTES: readonly PageRoute[] = [
  paginaDeDeputados('/deputados', 'inicio'),
  paginaDeDeputados('/deputados/em-exercicio', 'emExercicio'),
  paginaDeDeputados('/deputados/fora-exercicio', 'foraExercicio'),
  paginaDeDeputados('/deputados/legislaturas-anteriores', 'legislaturasAnteriores'),
  paginaDeDeputados('/deputados/liderancas-parlamentares', 'liderancas'),
  paginaDeDeputados('/deputados/mesa-diretora', 'mesaDiretora'),
  paginaDeDeputados('/deputados/galeria-presidentes', 'galeriaPresidentes'),
  paginaDeDeputados('/deputados/perfil/:id', 'perfil'),
  paginaDeDeputados('/deputados/perfil-biografico/:id', 'biografia'),
  paginaDeDeputados('/deputados/:id/atividade-parlamentar', 'atividade'),
];

/** Legislaturas: `legislaturas[/{page}][/{id}]` (a página da lista vem antes do id, como no portal antigo). */
const LEGISLATURAS_SOURCE = 'src/pages/legislaturas/index.ts';
function paginaDeLegislaturas(path: string, pagina: PaginaDeLegislaturas): PageRoute {
  return {
    path,
    load: () => import('./pages/legislaturas').then((m) => ({ default: m.PAGINAS_DE_LEGISLATURAS[pagina] })),
    source: LEGISLATURAS_SOURCE,
  };
}

const LEGISLATURAS_ROUTES: readonly PageRoute[] = [
  paginaDeLegislaturas('/legislaturas', 'lista'),
  paginaDeLegislaturas('/legislaturas/:pagina', 'lista'),
  paginaDeLegislaturas('/legislaturas/:pagina/:id', 'legislatura'),
];

/** Comissões: a lista e as abas de cada comissão, `/{aba}/{id}[/{url_sufix}]`. */
const COMISSOES_SOURCE = 'src/pages/comissoes/index.ts';
function paginaDeComissoes(path: string, pagina: PaginaDeComissoes): PageRoute {
  return {
    path,
    load: () => import('./pages/comissoes').then((m) => ({ default: m.PAGINAS_DE_COMISSOES[pagina] })),
    source: COMISSOES_SOURCE,
  };
}

const COMISSOES_ROUTES: readonly PageRoute[] = [
  paginaDeComissoes('/comissoes', 'lista'),
  paginaDeComissoes('/comissoes/:id/:urlSufixo?', 'comissao'),
  paginaDeComissoes('/comissao_trabalhos/:id/:urlSufixo?', 'trabalhos'),
  paginaDeComissoes('/comissao_arquivos/:id/:urlSufixo?', 'arquivos'),
  paginaDeComissoes('/comissao_links/:id/:urlSufixo?', 'links'),
];

/** Frentes parlamentares ativas e inativas. */
const FRENTES_SOURCE = 'src/pages/frentes/index.ts';
function paginaDeFrentes(path: string, pagina: PaginaDeFrentes): PageRoute {
  return {
    path,
    load: () => import('./pages/frentes').then((m) => ({ default: m.PAGINAS_DE_FRENTES[pagina] })),
    source: FRENTES_SOURCE,
  };
}

const FRENTES_ROUTES: readonly PageRoute[] = [
  paginaDeFrentes('/frentes_parlamentares_ativas', 'ativas'),
  paginaDeFrentes('/frentes_parlamentares_inativas', 'inativas'),
];

/** Escola do Legislativo e conferência de documentos: um chunk (pages/escola/index.ts). */
const ESCOLA_SOURCE = 'src/pages/escola/index.ts';
function paginaDaEscola(path: string, pagina: PaginaDaEscola, semDados?: true): PageRoute {
  return {
    path,
    load: () => import('./pages/escola').then((m) => ({ default: m.PAGINAS_DA_ESCOLA[pagina] })),
    source: ESCOLA_SOURCE,
    ...(semDados ? { semDados } : {}),
  };
}

const ESCOLA_ROUTES: readonly PageRoute[] = [
  paginaDaEscola('/escola/cursos', 'cursos'),
  noMapa(false, paginaDaEscola('/cidadao/cursos', 'meusCursos', true)),
  paginaDaEscola('/cad', 'cad'),
  paginaDaEscola('/cad/:cd', 'cad'),
  noMapa(false, paginaDaEscola('/validar_cad', 'cad')),
  noMapa('Validação de contracheque', paginaDaEscola('/vcc', 'vcc')),
  noMapa(false, paginaDaEscola('/vcc/folha/contracheque/validar', 'vcc')),
  noMapa(false, paginaDaEscola('/folha/contracheque/validar', 'vcc')),
  paginaDaEscola('/vcc/:cd', 'vcc'),
];

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', load: () => import('./pages/home'), source: 'src/pages/home/index.ts' },
  ...NOTICIAS_ROUTES,
  ...DEPUTADOS_ROUTES,
  ...LEGISLATURAS_ROUTES,
  ...COMISSOES_ROUTES,
  ...FRENTES_ROUTES,
  ...AGENDA_ROUTES,
  ...CIDADAO_ROUTES,
  ...PARTICIPACAO_ROUTES,
  ...TRANSPARENCIA_ROUTES,
  ...ESCOLA_ROUTES,
  noMapa('Acessibilidade', paginaInstitucional('/acessibilidade', 'acessibilidade', true)),
  noMapa('Acessibilidade na transparência', paginaInstitucional('/transparencia/acessibilidade', 'acessibilidade', true)),
  noMapa('Política de privacidade', paginaInstitucional('/politica-privacidade', 'politicaPrivacidade')),
  noMapa('Perguntas frequentes', paginaInstitucional('/perguntas-frequentes', 'perguntasFrequentes')),
  noMapa(false, paginaInstitucional('/politica-privacidade/aceitar', 'aceitePoliticaPrivacidade')),
  noMapa('Fale conosco', paginaInstitucional('/fale-conosco', 'faleConosco')),
  noMapa('Consulta ao fale conosco', paginaInstitucional('/fale-conosco/consulta', 'consultaFaleConosco')),
  noMapa('Credenciamento de imprensa', paginaInstitucional('/credenciamento-imprensa', 'credenciamentoImprensa')),
  noMapa('Contatos', paginaInstitucional('/contatos/:pagina?/:contatadoId?', 'contatos')),
  noMapa('Solicitação de informação (LAI)', paginaInstitucional('/transparencia/solicitacoes-informacao', 'solicitacaoInformacao')),
  noMapa('Consulta de solicitação de informação', paginaInstitucional('/transparencia/solicitacoes-informacao/consulta', 'consultaSolicitacaoInformacao')),
  noMapa('Estatísticas da LAI', paginaInstitucional('/transparencia/solicitacoes-informacao/estatisticas', 'estatisticasSolicitacaoInformacao')),
  noMapa(false, paginaInstitucional('/cidadao/solicitacoes', 'minhasSolicitacoes', true)),
  ...SITES_ROUTES,
  ...BUSCA_ROUTES,
];

registrarRotasDoMapa(PAGE_ROUTES);

export const ROOT_ROUTE_ID = 'root';

/** Módulo que cria o cliente Apollo do navegador (ver apollo/browser.ts). */
export const BROWSER_CLIENT_SOURCE = 'src/apollo/create-browser-client.ts';

/**
 * Monta as rotas do react-router. `getClient` dá o cliente Apollo dos loaders: no
 * servidor, um por requisição (cache e cabeçalhos do visitante isolados); no
 * navegador, um único, carregado sob demanda (ver apollo/browser.ts). `comHooks` diz
 * se a página lê o cache do Apollo ao renderizar (`PageModule.apollo`): as outras só
 * usam o que o loader devolve.
 */
export function createRoutes(getClient: (comHooks: boolean) => Promise<ApolloClient>): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      // Rotas desconhecidas (404) e erros dos loaders chegam aqui, dentro do layout.
      ErrorBoundary: RootErrorBoundary,
      children: PAGE_ROUTES.map((route) => ({
        id: route.path,
        path: route.path,
        async lazy() {
          const { default: page } = await route.load();
          const handle: RouteHandle = { head: (data) => page.head(data), apollo: page.apollo === true };
          return {
            Component: page.Component,
            handle,
            loader: route.semDados
              ? () => null
              : async ({ request, params }) =>
                  page.loader({ client: await getClient(page.apollo === true), request, params, url: new URL(request.url) }),
          };
        },
      })),
    },
  ];
}

/**
 * Resolve os módulos preguiçosos das rotas da URL atual antes de hidratar: sem isso
 * o roteador começaria "não inicializado", renderizaria outra árvore e a hidratação
 * falharia. Muta as rotas (como o próprio react-router faz depois de `lazy`).
 */
export async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  return matches.map((m) => m.route);
}
