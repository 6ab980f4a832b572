/** Parâmetros que as páginas públicas leem da query string (`?pagina=N&termo=...`), lidos do mesmo jeito em todas. */
import { semCaracteresDeControle, TERMO_MAXIMO } from '@alego/catalog';

/** Páginas além desta não existem (evita deslocamentos enormes no banco e números fora do `Int` do GraphQL). */
export const PAGINA_MAXIMA = 10_000;

/** `?pagina=`: inteiro de 1 a PAGINA_MAXIMA; ausente, vazio ou inválido é a primeira página. */
export function lerPagina(valor: string | null): number {
  if (valor === null || !/^\s*\d{1,6}\s*$/.test(valor)) return 1;
  const pagina = Number(valor);
  return pagina >= 1 && pagina <= PAGINA_MAXIMA ? pagina : 1;
}

/**
 * `?termo=` (e outros textos de busca): caracteres de controle viram espaço (um NUL, que o PostgreSQL não aceita num
 * texto, vinha de links colados ou forjados), sem espaços repetidos nem nas pontas, no máximo TERMO_MAXIMO caracteres.
 */
export function lerTermo(valor: string | null): string {
  return semCaracteresDeControle(valor ?? '').replace(/\s+/g, ' ').trim().slice(0, TERMO_MAXIMO);
}
