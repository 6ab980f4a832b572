import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB, two passes, one lane. */
const ARGON2 = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashSenha(senha: string): Promise<string> {
  return hash(senha, ARGON2);
}

// Verified when the login is unknown, so that unknown logins and wrong passwords take the same time.
const HASH_FICTICIO = hash(randomBytes(16).toString('hex'), ARGON2);

export async function verificarSenha(hashSalvo: string | undefined, senha: string): Promise<boolean> {
  if (!hashSalvo) {
    await verify(await HASH_FICTICIO, senha).catch(() => false);
    return false;
  }
  return verify(hashSalvo, senha).catch(() => false);
}

/** A random secret (256 bits) for sessions, codes and links, and the hash that is stored in its place. */
export function novoSegredo(): { segredo: string; hash: string } {
  const segredo = randomBytes(32).toString('base64url');
  return { segredo, hash: hashSegredo(segredo) };
}

export function hashSegredo(segredo: string): string {
  return createHash('sha256').update(segredo).digest('hex');
}

/** Whether a code typed or clicked could be one of `novoSegredo`'s (checked before it reaches the database). */
export function formatoDeSegredo(codigo: unknown): codigo is string {
  return typeof codigo === 'string' && codigo.length >= 20 && codigo.length <= 200;
}
