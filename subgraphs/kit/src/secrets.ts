import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares secrets in constant time; hashing first hides their lengths too. */
export function segredosIguais(a: string, b: string): boolean {
  const digest = (valor: string) => createHash('sha256').update(valor).digest();
  return timingSafeEqual(digest(a), digest(b));
}
