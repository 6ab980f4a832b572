import { definePage, type PageModule } from '../../routing/page';
import { BuscaPage } from './BuscaPage';
import { createListaDoCidadao } from './ListaDoCidadaoPage';
import { MaisVotadasPage, RecentesPage } from './ListasPublicas';
import { carregarBusca, carregarMaisVotadas, carregarProcesso, carregarRecentes } from './loaders';
import { ProcessoPage } from './ProcessoPage';

const DESCRICAO = 'Participação cidadã na Assembleia Legislativa: acompanhe, vote e favorite proposições.';

/**
 * Participação cidadã num único chunk carregado sob demanda. As páginas públicas
 * vêm do servidor com os dados; o que é do cidadão (voto, favorito, listas dele) se
 * preenche no navegador.
 */
export const PAGINAS_DE_PARTICIPACAO = {
  busca: definePage({
    Component: BuscaPage,
    loader: carregarBusca,
    head: (dados) => ({
      titulo: dados.modo === 'avancada' || dados.termo ? 'Busca de processos legislativos' : 'Processos legislativos',
      descricao: DESCRICAO,
    }),
  }),
  maisVotadas: definePage({ Component: MaisVotadasPage, loader: carregarMaisVotadas, head: () => ({ titulo: 'Proposições mais votadas', descricao: DESCRICAO }) }),
  recentes: definePage({ Component: RecentesPage, loader: carregarRecentes, head: () => ({ titulo: 'Proposições recentes', descricao: DESCRICAO }) }),
  processo: definePage({
    Component: ProcessoPage,
    loader: carregarProcesso,
    head: ({ processo }) => ({ titulo: `${processo.assunto} (processo ${processo.numero})`, descricao: processo.ementa.slice(0, 160) }),
  }),
  minhasParticipacoes: definePage<null>({
    Component: createListaDoCidadao('minhas-participacoes'),
    loader: async () => null,
    head: () => ({ titulo: 'Minhas participações', descricao: DESCRICAO }),
  }),
  meusFavoritos: definePage<null>({
    Component: createListaDoCidadao('meus-favoritos'),
    loader: async () => null,
    head: () => ({ titulo: 'Meus favoritos', descricao: DESCRICAO }),
  }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDeParticipacao = keyof typeof PAGINAS_DE_PARTICIPACAO;
