/** A busca do site (spec: `alego_search/buscar`); o formulário do cabeçalho também leva a ela. */
export const CAMINHO_DA_BUSCA = '/alego_search/buscar';

export function linkDaBusca(termo: string, tipo?: string | null, pagina = 1): string {
  const busca = new URLSearchParams({ termo });
  if (tipo) busca.set('tipo', tipo);
  if (tipo && pagina > 1) busca.set('pagina', String(pagina));
  return `${CAMINHO_DA_BUSCA}?${busca.toString()}`;
}
