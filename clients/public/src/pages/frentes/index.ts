import { definePage, type PageModule } from '../../routing/page';
import { FrentesPage, TEXTOS_DAS_FRENTES } from './FrentesPage';
import { CAMINHO_DAS_FRENTES, carregarFrentes, type FrentesData } from './loaders';

function head({ situacao }: FrentesData) {
  const textos = TEXTOS_DAS_FRENTES[situacao];
  return { titulo: textos.titulo, descricao: `${textos.descricao} Assembleia Legislativa do Estado de Goiás.`, canonico: CAMINHO_DAS_FRENTES[situacao] };
}

/** Frentes parlamentares ativas e inativas num chunk. */
export const PAGINAS_DE_FRENTES = {
  ativas: definePage({ Component: FrentesPage, loader: (args) => carregarFrentes('ativas', args), head }),
  inativas: definePage({ Component: FrentesPage, loader: (args) => carregarFrentes('inativas', args), head }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDeFrentes = keyof typeof PAGINAS_DE_FRENTES;
