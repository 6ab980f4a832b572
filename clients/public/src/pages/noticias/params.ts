/** Parâmetros da lista de notícias na query string: `?pagina=N&termo=...`. */
export const POR_PAGINA = 10;
/** Páginas além desta não existem (evita deslocamentos enormes no banco). */
export const PAGINA_MAXIMA = 10_000;
export const TERMO_MAXIMO = 200;

/** `?pagina=`: inteiro de 1 a PAGINA_MAXIMA; ausente, vazio ou inválido é a primeira página. */
export function lerPagina(valor: string | null): number {
  if (valor === null || !/^\s*\d{1,6}\s*$/.test(valor)) return 1;
  const pagina = Number(valor);
  return pagina >= 1 && pagina <= PAGINA_MAXIMA ? pagina : 1;
}

/** `?termo=`: sem espaços nas pontas e no máximo TERMO_MAXIMO caracteres; vazio é sem busca. */
export function lerTermo(valor: string | null): string {
  return (valor ?? '').replace(/\s+/g, ' ').trim().slice(0, TERMO_MAXIMO);
}

/** Link de uma página da lista, mantendo a busca: `/noticias?pagina=2&termo=saude`. */
export function linkDaPagina(base: string, pagina: number, termo: string): string {
  const busca = new URLSearchParams();
  if (pagina > 1) busca.set('pagina', String(pagina));
  if (termo) busca.set('termo', termo);
  const texto = busca.toString();
  return texto ? `${base}?${texto}` : base;
}
