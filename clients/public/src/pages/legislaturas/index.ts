import { definePage, type PageModule } from '../../routing/page';
import { caminhoDaLegislatura, caminhoDaListaDeLegislaturas } from '../pessoas/caminhos';
import { LegislaturaPage, ListaPage } from './LegislaturasPages';
import { carregarLegislatura, carregarLista } from './loaders';

/** Legislaturas num chunk: a lista paginada e a legislatura com os deputados. */
export const PAGINAS_DE_LEGISLATURAS = {
  lista: definePage({
    Component: ListaPage,
    loader: carregarLista,
    head: (dados) => ({
      titulo: dados.pagina > 1 ? `Legislaturas – página ${dados.pagina}` : 'Legislaturas',
      descricao: 'As legislaturas da Assembleia Legislativa do Estado de Goiás e os deputados de cada uma.',
      canonico: caminhoDaListaDeLegislaturas(dados.pagina),
    }),
  }),
  legislatura: definePage({
    Component: LegislaturaPage,
    loader: carregarLegislatura,
    head: ({ legislatura }) => ({
      titulo: `${legislatura.descricao} (${legislatura.anoInicio}–${legislatura.anoFim})`,
      descricao: `Os deputados estaduais de Goiás na ${legislatura.descricao}, de ${legislatura.anoInicio} a ${legislatura.anoFim}, com o partido de cada um.`,
      canonico: caminhoDaLegislatura(legislatura.id),
    }),
  }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDeLegislaturas = keyof typeof PAGINAS_DE_LEGISLATURAS;
