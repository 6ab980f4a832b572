const NUL = String.fromCharCode(0);

/** PostgreSQL refuses NUL in text, and nothing a person types contains one. */
export function semNul<T extends string | null | undefined>(texto: T): T {
  return (typeof texto === 'string' ? texto.split(NUL).join('') : texto) as T;
}
