import { useEffect } from 'react';

export const TITULO_PADRAO = 'Portal Alego';
export const SUFIXO_TITULO = ' | Admin';

export function tituloDaPagina(titulo?: string): string {
  return titulo ? `${titulo}${SUFIXO_TITULO}` : TITULO_PADRAO;
}

/** <title> da tela: "Notícias | Admin"; sem título, "Portal Alego"; null numa tela dentro de outra (uma aba), que o deixa a ela. */
export function usePageTitle(titulo?: string | null): void {
  useEffect(() => {
    if (titulo !== null) document.title = tituloDaPagina(titulo);
  }, [titulo]);
}
