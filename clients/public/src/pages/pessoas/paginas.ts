/** Listas que a página mostra inteiras: no máximo isto de páginas de 100 (evita laços sem fim). */
export const PAGINAS_MAXIMAS = 20;

/**
 * Junta todas as páginas de uma lista da API: a primeira diz quantas são, as demais
 * vêm em paralelo.
 */
export async function todasAsPaginas<T>(buscar: (pagina: number) => Promise<{ totalPaginas: number; itens: T[] }>): Promise<T[]> {
  const primeira = await buscar(1);
  const total = Math.min(primeira.totalPaginas, PAGINAS_MAXIMAS);
  const demais = await Promise.all(Array.from({ length: Math.max(total - 1, 0) }, (_, i) => buscar(i + 2)));
  return [primeira, ...demais].flatMap((p) => p.itens);
}

const colacao = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Comparação de textos como se lê em português (acentos e caixa não contam). */
export function compararTextos(a: string, b: string): number {
  return colacao.compare(a, b);
}

/** Ordem alfabética do nome, como se lê em português. */
export function emOrdemAlfabetica<T extends { nome: string }>(itens: readonly T[]): T[] {
  return [...itens].sort((a, b) => compararTextos(a.nome, b.nome));
}
