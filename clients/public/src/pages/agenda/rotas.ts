import type { PageRoute } from '../../routes';
import type { PageModule } from '../../routing/page';
import type { PaginaDeGalerias } from '../galerias/index';
import type { PaginaDaAgenda } from './index';

/**
 * As rotas da agenda, da página de links e das galerias de fotos, registradas na tabela de rotas (routes.tsx) por uma linha. `/agenda.ics` e
 * `/agenda/eventos/{id}.ics` são do gateway (gateway/src/rest/agenda-ical.ts), montados antes do site público.
 */
const AGENDA_SOURCE = 'src/pages/agenda/index.ts';
function paginaDaAgenda(path: string, pagina: PaginaDaAgenda): PageRoute {
  return {
    path,
    load: () => import('./index').then((m) => ({ default: m.PAGINAS_DA_AGENDA[pagina] })),
    source: AGENDA_SOURCE,
  };
}

const GALERIAS_SOURCE = 'src/pages/galerias/index.ts';
function paginaDeGalerias(path: string, pagina: PaginaDeGalerias): PageRoute {
  return {
    path,
    load: () => import('../galerias/index').then((m) => ({ default: m.PAGINAS_DE_GALERIAS[pagina] as PageModule<unknown> })),
    source: GALERIAS_SOURCE,
  };
}

export const AGENDA_ROUTES: readonly PageRoute[] = [
  paginaDeGalerias('/galerias', 'lista'),
  { ...paginaDeGalerias('/galerias/autocomplete', 'autocomplete'), mapa: false },
  paginaDeGalerias('/galerias/:id/:urlSufixo?', 'galeria'),
  paginaDeGalerias('/galeria-imagens/:id/download_foto', 'download'),
  paginaDeGalerias('/imagens/galeria/id/:legadoId', 'legado'),
  { path: '/links', mapa: 'Links', load: () => import('../links/index').then((m) => ({ default: m.PAGINA_DE_LINKS as PageModule<unknown> })), source: 'src/pages/links/index.ts' },
  paginaDaAgenda('/agenda', 'dia'),
  paginaDaAgenda('/agenda-do-mes', 'mes'),
  paginaDaAgenda('/dias-do-mes-com-processos', 'diasComProcessos'),
  paginaDaAgenda('/pauta-previa', 'pautaPrevia'),
];
