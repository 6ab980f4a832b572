/** Os endereços das galerias (a lista, a página e os links das sugestões). */
export const caminhoDaGaleria = (g: { id: string; urlSufixo: string }) => `/galerias/${encodeURIComponent(g.id)}/${encodeURIComponent(g.urlSufixo)}`;

/** `/galerias?pagina&termo&categoria`: o endereço de uma página da lista. */
export function linkDaLista(pagina: number, termo: string, categoriaId: string): string {
  const params = new URLSearchParams();
  if (termo) params.set('termo', termo);
  if (categoriaId) params.set('categoria', categoriaId);
  if (pagina > 1) params.set('pagina', String(pagina));
  const busca = params.toString();
  return busca ? `/galerias?${busca}` : '/galerias';
}
