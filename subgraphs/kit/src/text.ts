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

const NUL = String.fromCharCode(0);

/** PostgreSQL refuses NUL in text, and nothing a person types contains one. */
export function semNul<T extends string | null | undefined>(texto: T): T {
  return (typeof texto === 'string' ? texto.split(NUL).join('') : texto) as T;
}
