/** Primeiro campo da resposta (`{ categoriasLinks: {...} }` → `{...}`). */
export function primeiroCampo<T>(data: unknown): T | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const par = Object.entries(data as Record<string, unknown>).find(([chave, v]) => chave !== '__typename' && v !== undefined);
  return par?.[1] as T | undefined;
}

export interface Pagina<T> {
  itens: T[];
  total: number;
  totalPaginas?: number;
}
