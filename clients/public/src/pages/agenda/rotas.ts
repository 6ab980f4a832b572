import type { PageRoute } from '../../routes';
import type { PageModule } from '../../routing/page';
import type { PaginaDaAgenda } from './index';

/**
 * As rotas da agenda e da página de links, registradas na tabela de rotas (routes.tsx) por uma linha. `/agenda.ics` e
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

export const AGENDA_ROUTES: readonly PageRoute[] = [
  { path: '/links', load: () => import('../links/index').then((m) => ({ default: m.PAGINA_DE_LINKS as PageModule<unknown> })), source: 'src/pages/links/index.ts' },
  paginaDaAgenda('/agenda', 'dia'),
  paginaDaAgenda('/agenda-do-mes', 'mes'),
  paginaDaAgenda('/dias-do-mes-com-processos', 'diasComProcessos'),
  paginaDaAgenda('/pauta-previa', 'pautaPrevia'),
];
