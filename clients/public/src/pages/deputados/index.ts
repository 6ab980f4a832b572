import { definePage, type PageModule } from '../../routing/page';
import { headDaAtividade, headDaBiografia, headDaLista, headDoPerfil } from './head';
import { ListaPorSituacaoPage, LiderancasPage, MesaDiretoraPage } from './ListasPages';
import {
  carregarAtividade,
  carregarBiografia,
  carregarListaPorSituacao,
  carregarLiderancas,
  carregarMesaDiretora,
  carregarPerfil,
  redirecionarParaEmExercicio,
} from './loaders';
import { AtividadePage, BiografiaPage, PerfilPage } from './PerfilPages';

/** Página que só redireciona: o componente nunca é mostrado. */
function Redireciona() {
  return null;
}

/** Deputados num único chunk carregado sob demanda: listas, perfil, biografia e atividade dividem componentes. */
export const PAGINAS_DE_DEPUTADOS = {
  inicio: definePage({ Component: Redireciona, loader: redirecionarParaEmExercicio, head: () => ({ titulo: 'Deputados' }) }),
  emExercicio: definePage({
    Component: ListaPorSituacaoPage,
    loader: (args) => carregarListaPorSituacao('em-exercicio', args),
    head: headDaLista,
  }),
  foraExercicio: definePage({
    Component: ListaPorSituacaoPage,
    loader: (args) => carregarListaPorSituacao('fora-exercicio', args),
    head: headDaLista,
  }),
  liderancas: definePage({
    Component: LiderancasPage,
    loader: carregarLiderancas,
    head: () => ({
      titulo: 'Lideranças parlamentares',
      descricao: 'Líder do Governo e líderes dos partidos na Assembleia Legislativa do Estado de Goiás.',
      canonico: '/deputados/liderancas-parlamentares',
    }),
  }),
  mesaDiretora: definePage({
    Component: MesaDiretoraPage,
    loader: carregarMesaDiretora,
    head: () => ({
      titulo: 'Mesa Diretora',
      descricao: 'Os deputados que compõem a Mesa Diretora da Assembleia Legislativa do Estado de Goiás.',
      canonico: '/deputados/mesa-diretora',
    }),
  }),
  perfil: definePage({ Component: PerfilPage, loader: carregarPerfil, head: headDoPerfil }),
  biografia: definePage({ Component: BiografiaPage, loader: carregarBiografia, head: headDaBiografia }),
  atividade: definePage({ Component: AtividadePage, loader: carregarAtividade, head: headDaAtividade }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDeDeputados = keyof typeof PAGINAS_DE_DEPUTADOS;
