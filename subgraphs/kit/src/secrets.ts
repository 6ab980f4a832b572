import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (valor: string) => createHash('sha256').update(valor).digest();

/** Compares secrets in constant time; hashing first hides their lengths too. */
export function segredosIguais(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** `segredosIguais` against one configured secret, whose digest is computed once: it is checked on every internal call. */
export function comparadorDeSegredo(segredo: string): (valor: string) => boolean {
  const esperado = digest(segredo);
  return (valor) => timingSafeEqual(digest(valor), esperado);
}
