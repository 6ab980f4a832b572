import { hash, timingSafeEqual } from 'node:crypto';

// The one-shot `hash` (no Hash object per call): the gateway's secret is checked on every call to a subgraph.
const digest = (valor: string) => hash('sha256', valor, 'buffer');

/** Compares secrets in constant time; hashing first hides their lengths too. */
export function segredosIguais(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** `segredosIguais` against one configured secret, whose digest is computed once: it is checked on every internal call. */
export function comparadorDeSegredo(segredo: string): (valor: string) => boolean {
  const esperado = digest(segredo);
  return (valor) => timingSafeEqual(digest(valor), esperado);
}
