/** Escapes LIKE wildcards so a user's `%` or `_` is searched literally. */
export function likeContains(termo: string): string {
  return `%${termo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A URL slug from a Portuguese title: "Sessão de três horas" → "sessao-de-tres-horas". */
export function slugify(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
