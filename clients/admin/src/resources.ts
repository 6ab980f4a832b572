/**
 * Registro dos módulos da administração. Cada módulo (src/modules/<recurso>/)
 * exporta um recurso e é listado aqui; o menu lateral e as rotas saem desta lista.
 */
export const GRUPOS_MENU = ['Configurações', 'Transparência', 'Portal'] as const;
export type GrupoMenu = (typeof GRUPOS_MENU)[number];

export interface AdminResource {
  /** Chave do recurso (ex.: "noticias"). */
  nome: string;
  /** Texto do menu (ex.: "Notícias"). */
  rotulo: string;
  grupo: GrupoMenu;
  /** Permissão para ver o item, ex.: "api/admin/noticias#index". */
  permissao: string;
  /** Caminho dentro de /admin, ex.: "/noticias". */
  caminho: string;
}

export const RESOURCES: readonly AdminResource[] = [];
