/** Parâmetros da lista de notícias na query string: `?pagina=N&termo=...`. */
export const POR_PAGINA = 10;
/** Link de uma página da lista, mantendo a busca: `/noticias?pagina=2&termo=saude`. */
export function linkDaPagina(base: string, pagina: number, termo: string): string {
  const busca = new URLSearchParams();
  if (pagina > 1) busca.set('pagina', String(pagina));
  if (termo) busca.set('termo', termo);
  const texto = busca.toString();
  return texto ? `${base}?${texto}` : base;
}
