import { definePage, type PageModule } from '../../routing/page';
import { headDaAtividade, headDaBiografia, headDaLista, headDoPerfil } from './head';
import { GaleriaPage, LegislaturasAnterioresPage, ListaPorSituacaoPage, LiderancasPage, MesaDiretoraPage } from './ListasPages';
import {
  carregarAtividade,
  carregarBiografia,
  carregarGaleria,
  carregarLegislaturasAnteriores,
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
  legislaturasAnteriores: definePage({
    Component: LegislaturasAnterioresPage,
    loader: carregarLegislaturasAnteriores,
    head: () => ({
      titulo: 'Deputados de legislaturas anteriores',
      descricao: 'Os deputados estaduais de Goiás nas legislaturas encerradas, com o partido de cada um.',
      canonico: '/deputados/legislaturas-anteriores',
    }),
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
      descricao: 'Os deputados que compõem a Mesa Diretora da Assembleia Legislativa do Estado de Goiás, com o cargo de cada um.',
      canonico: '/deputados/mesa-diretora',
    }),
  }),
  galeriaPresidentes: definePage({
    Component: GaleriaPage,
    loader: carregarGaleria,
    head: () => ({
      titulo: 'Galeria de presidentes',
      descricao: 'Os presidentes da Assembleia Legislativa do Estado de Goiás, do mais recente ao mais antigo.',
      canonico: '/deputados/galeria-presidentes',
    }),
  }),
  perfil: definePage({ Component: PerfilPage, loader: carregarPerfil, head: headDoPerfil }),
  biografia: definePage({ Component: BiografiaPage, loader: carregarBiografia, head: headDaBiografia }),
  atividade: definePage({ Component: AtividadePage, loader: carregarAtividade, head: headDaAtividade }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDeDeputados = keyof typeof PAGINAS_DE_DEPUTADOS;
