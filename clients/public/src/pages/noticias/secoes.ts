import type { CategoriaNoticia } from '../../gql/noticias/graphql';

/**
 * As seções de notícias do site: `/noticias` mostra todas as categorias; as outras
 * são vistas filtradas por categoria, cada uma com as próprias páginas de detalhe
 * (`/materias-especiais/:id/:urlSufixo`...), que são o endereço canônico dentro dela.
 */
export interface Secao {
  id: SecaoId;
  /** Caminho da lista; o detalhe é `${base}/:id/:urlSufixo`. */
  base: string;
  titulo: string;
  descricao: string;
  /** Categoria da seção; null em `/noticias` (todas). */
  categoria: CategoriaNoticia | null;
  /** Texto do estado vazio. */
  vazio: string;
}

export type SecaoId = 'noticias' | 'especiais' | 'gabinetes' | 'discursos';

export const SECOES: Record<SecaoId, Secao> = {
  noticias: {
    id: 'noticias',
    base: '/noticias',
    titulo: 'Notícias',
    descricao: 'Notícias da Assembleia Legislativa do Estado de Goiás: sessões, projetos, comissões e deputados.',
    categoria: null,
    vazio: 'Nenhuma notícia publicada',
  },
  especiais: {
    id: 'especiais',
    base: '/materias-especiais',
    titulo: 'Matérias especiais',
    descricao: 'Reportagens e matérias especiais da Assembleia Legislativa do Estado de Goiás.',
    categoria: 'especiais',
    vazio: 'Nenhuma matéria especial publicada',
  },
  gabinetes: {
    id: 'gabinetes',
    base: '/noticias-dos-gabinetes',
    titulo: 'Notícias dos gabinetes',
    descricao: 'Notícias publicadas pelos gabinetes dos deputados estaduais de Goiás.',
    categoria: 'gabinete',
    vazio: 'Nenhuma notícia dos gabinetes publicada',
  },
  discursos: {
    id: 'discursos',
    base: '/discursos',
    titulo: 'Discursos',
    descricao: 'Discursos dos deputados estaduais na tribuna da Assembleia Legislativa do Estado de Goiás.',
    categoria: 'discurso',
    vazio: 'Nenhum discurso publicado',
  },
};

export const ROTULO_DA_CATEGORIA: Record<CategoriaNoticia, string> = {
  assembleia: 'Assembleia',
  especiais: 'Matéria especial',
  discurso: 'Discurso',
  gabinete: 'Gabinete',
};

/** Endereço canônico de uma notícia dentro de uma seção: `/noticias/12/sessao-solene`. */
export function caminhoDaNoticia(noticia: { id: string; urlSufixo: string }, base = SECOES.noticias.base): string {
  return `${base}/${encodeURIComponent(noticia.id)}/${encodeURIComponent(noticia.urlSufixo)}`;
}
