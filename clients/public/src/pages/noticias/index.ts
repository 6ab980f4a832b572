import { definePage, type PageModule } from '../../routing/page';
import { ArtigoPage } from './ArtigoPage';
import { headDaLista, headDoArtigo } from './head';
import { ListaPage } from './ListaPage';
import { carregarArtigo, carregarDownloadDaImagem, carregarLegado, carregarLista } from './loaders';
import type { SecaoId } from './secoes';

/** Páginas que só redirecionam (ou respondem 404): o componente nunca é mostrado. */
function Redireciona() {
  return null;
}

function lista(secao: SecaoId) {
  return definePage({ Component: ListaPage, loader: (args) => carregarLista(secao, args), head: headDaLista });
}

function artigo(secao: SecaoId) {
  return definePage({ Component: ArtigoPage, loader: (args) => carregarArtigo(secao, args), head: headDoArtigo });
}

/**
 * Notícias e as seções por categoria num único chunk carregado sob demanda (lista,
 * artigo, redirecionamentos): dividem componentes e consultas.
 */
export const PAGINAS_DE_NOTICIAS = {
  lista: lista('noticias'),
  artigo: artigo('noticias'),
  especiais: lista('especiais'),
  especiaisArtigo: artigo('especiais'),
  gabinetes: lista('gabinetes'),
  gabinetesArtigo: artigo('gabinetes'),
  discursos: lista('discursos'),
  discursosArtigo: artigo('discursos'),
  downloadImagem: definePage({
    Component: Redireciona,
    loader: carregarDownloadDaImagem,
    head: () => ({ titulo: 'Imagem da notícia' }),
  }),
  legado: definePage({
    Component: Redireciona,
    loader: carregarLegado,
    head: () => ({ titulo: 'Notícia' }),
  }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDeNoticias = keyof typeof PAGINAS_DE_NOTICIAS;
