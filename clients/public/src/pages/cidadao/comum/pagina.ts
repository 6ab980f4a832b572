import type { ComponentType } from 'react';
import type { HeadInfo } from '../../../routing/head';
import { definePage, type PageModule } from '../../../routing/page';

/**
 * Página da área do cidadão: por usuário, então o servidor renderiza só a casca
 * (título, cabeçalhos, formulário) e o navegador preenche o resto. O loader não
 * depende do visitante nem consulta o GraphQL (a rota é registrada com
 * `semDados`, e o cliente Apollo não é baixado para ela).
 */
export function paginaDoCidadao(Component: ComponentType, head: HeadInfo): PageModule<null> {
  return definePage<null>({
    Component,
    loader: async () => null,
    head: () => head,
  });
}
