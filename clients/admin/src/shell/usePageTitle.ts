import { useEffect } from 'react';

export const TITULO_PADRAO = 'Portal Alego';
export const SUFIXO_TITULO = ' | Admin';

export function tituloDaPagina(titulo?: string): string {
  return titulo ? `${titulo}${SUFIXO_TITULO}` : TITULO_PADRAO;
}

/** <title> da tela: "Notícias | Admin"; sem título, "Portal Alego". */
export function usePageTitle(titulo?: string): void {
  useEffect(() => {
    document.title = tituloDaPagina(titulo);
  }, [titulo]);
}
