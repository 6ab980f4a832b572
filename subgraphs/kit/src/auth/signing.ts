import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JSONWebKeySet, type JWK } from 'jose';
import { AUDIENCIA_CIDADAO, AUDIENCIA_EQUIPE, EMISSOR, type ClaimsCidadao, type ClaimsEquipe } from './identity.js';

const ALG = 'ES256';

/** Staff tokens are short-lived: a disabled user or a changed permission set takes effect at the next renewal. */
export const VALIDADE_TOKEN_EQUIPE_S = 5 * 60;
export const VALIDADE_TOKEN_CIDADAO_S = 60 * 60;

export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: ALG, use: 'sig' };
}

/**
 * Signs with the newest key and publishes every key's public half, so tokens signed before a rotation stay
 * valid until they expire.
 */
export class TokenSigner {
  private constructor(
    private readonly signingKey: { kid: string; key: Awaited<ReturnType<typeof importJWK>> },
    readonly jwks: JSONWebKeySet,
  ) {}

  static async create(privateKeys: JWK[]): Promise<TokenSigner> {
    const newest = privateKeys.at(-1);
    if (!newest?.kid) throw new Error('Nenhuma chave de assinatura configurada.');
    const key = await importJWK(newest, ALG);
    const publicKeys = privateKeys.map(({ d: _private, ...publicPart }) => publicPart);
    return new TokenSigner({ kid: newest.kid, key }, { keys: publicKeys });
  }

  signEquipe(claims: ClaimsEquipe, validadeS = VALIDADE_TOKEN_EQUIPE_S): Promise<string> {
    const { sub, ...rest } = claims;
    return this.sign(rest, sub, AUDIENCIA_EQUIPE, validadeS);
  }

  signCidadao(claims: ClaimsCidadao, validadeS = VALIDADE_TOKEN_CIDADAO_S): Promise<string> {
    const { sub, ...rest } = claims;
    return this.sign(rest, sub, AUDIENCIA_CIDADAO, validadeS);
  }

  private sign(claims: Record<string, unknown>, sub: string, audience: string, validadeS: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, kid: this.signingKey.kid, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(EMISSOR)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + validadeS)
      .sign(this.signingKey.key);
  }
}

/**
 * The portal's signing keys: from `JWT_PRIVATE_JWKS` (a JSON array of private JWKs, newest last) when set, else
 * from `file`, created with one new key on first start. `rotate` appends a new key and keeps the old ones.
 */
export async function loadSigningKeys(file: string, options: { env?: string; rotate?: boolean } = {}): Promise<JWK[]> {
  if (options.env) return JSON.parse(options.env) as JWK[];
  const keys = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as JWK[]) : [];
  if (keys.length === 0 || options.rotate) {
    keys.push(await generateSigningKey());
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(keys, null, 2));
    await chmod(file, 0o600);
  }
  return keys;
}
