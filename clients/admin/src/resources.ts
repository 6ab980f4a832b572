import type { RouteObject } from 'react-router';
import { categoriasLinks } from './modules/categorias-links';
import { comissoes } from './modules/comissoes';
import { deputados } from './modules/deputados';
import { legislaturas } from './modules/legislaturas';
import { noticias } from './modules/noticias';

/**
 * Registro dos módulos da administração. Cada módulo (src/modules/<recurso>/)
 * exporta um recurso (em geral com `definirRecurso` do kit) e é listado em RESOURCES; o menu lateral e as rotas saem desta lista.
 *
 * - Item de menu: aparece no grupo `grupo` só se a lotação ativa tem `permissao`.
 * - Rotas: `rotas` ficam sob `caminho`, dentro do shell, atrás de `RequireAuth` com
 *   `permissao` (telas que exigem mais, como "#create", envolvem-se em outro `RequireAuth`).
 * - Contador: `contador` é a chave do contador de pendências (fale_conosco, agenda,
 *   galeria, noticias); o selo aparece quando o valor é maior que zero.
 */
export const GRUPOS_MENU = ['Configurações', 'Transparência', 'Portal'] as const;
export type GrupoMenu = (typeof GRUPOS_MENU)[number];

export interface AdminResource {
  /** Chave do recurso (ex.: "noticias"). */
  nome: string;
  /** Texto do menu (ex.: "Notícias"). */
  rotulo: string;
  grupo: GrupoMenu;
  /** Permissão para ver o item e abrir as rotas, ex.: "api/admin/noticias#index". */
  permissao: string;
  /** Caminho dentro de /admin, ex.: "/noticias". */
  caminho: string;
  /** Chave do contador de pendências do menu (ex.: "noticias"). */
  contador?: string;
  /** false: só rotas, sem item no menu (ex.: inscritos de um curso). */
  menu?: boolean;
  /** Rotas do módulo, relativas a `caminho` (ex.: `{ index: true }`, `{ path: ':id/edit' }`). */
  rotas?: RouteObject[];
}

/** Um módulo, uma linha (a ordem dentro do grupo é a do menu). */
export const RESOURCES: readonly AdminResource[] = [
  noticias,
  categoriasLinks,
  deputados,
  legislaturas,
  comissoes,
];
