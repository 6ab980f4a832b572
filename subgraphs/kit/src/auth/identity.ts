import { GraphQLError } from 'graphql';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { MENSAGEM_LOGIN, MENSAGEM_SEM_PERMISSAO, possuiPermissao } from '../acesso/regra.js';
import type { ChaveDeSessao, VersoesDeSessao } from './sessoes.js';

export const EMISSOR = 'portal-alego';
export const AUDIENCIA_EQUIPE = 'alego-equipe';
export const AUDIENCIA_CIDADAO = 'alego-cidadao';
/** Only asymmetric signatures: a token signed with a shared secret or `alg: none` is never accepted. */
export const ALGORITMOS = ['ES256'];

/** One assignment (lotação) of a staff user, as carried in the token. */
export interface RecursoLotacao {
  lotacao_id: number;
  permissoes: string[];
  funcionalidades: string[];
  /** The deputy whose cabinet this unit is (`Lotacao.deputado`); absent for other units. */
  deputado_id?: number | null;
}

/** Claims of a staff token, with the legacy portal's names. */
export interface ClaimsEquipe {
  sub: string;
  nome: string;
  lotacao_padrao_id: number;
  recursos: RecursoLotacao[];
  /** The staff session (cookie) the token was issued for: logging out of it revokes the token. */
  sid?: number;
  /** Version of the session's revocation key (see `sessoes.ts`); absent means 0. */
  ver?: number;
}

export interface ClaimsCidadao {
  sub: string;
  nome: string;
  email: string;
  /** Version of the account's revocation key: logout, password change and reset bump it. Absent means 0. */
  ver?: number;
}

export type Identidade =
  | {
      tipo: 'equipe';
      usuarioId: number;
      nome: string;
      /** The active assignment: the default one unless the request chose another the user holds. */
      lotacaoId: number;
      permissoes: string[];
      funcionalidades: string[];
      /** The deputy of the active unit when it is a cabinet: the only one a cabinet user may sign news as. */
      deputadoId?: number | null;
      recursos: RecursoLotacao[];
    }
  | { tipo: 'cidadao'; cidadaoId: number; nome: string; email: string };

/** Header with which a request picks one of the user's assignments. */
export const LOTACAO_HEADER = 'x-lotacao-id';

export type IdentityVerifier = (authorization: string | undefined, lotacao: string | undefined) => Promise<Identidade | null>;

/**
 * Turns the `Authorization: Bearer` token into an identity. Anything that does not verify (expired, another key,
 * another audience, `alg: none`, malformed) makes the caller anonymous; the gateway then refuses protected fields.
 */
export function createIdentityVerifier(
  keys: { jwks: JSONWebKeySet } | { jwksUrl: string },
  opcoes: { sessoes?: VersoesDeSessao } = {},
): IdentityVerifier {
  const keySet: JWTVerifyGetKey =
    'jwks' in keys ? createLocalJWKSet(keys.jwks) : createRemoteJWKSet(new URL(keys.jwksUrl), { cooldownDuration: 5_000, cacheMaxAge: 10 * 60_000 });
  // Checking an ES256 signature is most of the CPU an authenticated request costs the gateway (~1 ms). A token that
  // verified is taken as verified for a short while, never past its expiry (jose's own test, to the second); the
  // session check below still runs on every request, so a logout or revocation takes effect at once. A key removed
  // from the set stops being accepted within `ttl` (a remote key set is already cached for 10 minutes).
  const verificados = new LRUCache<string, JWTPayload>({ max: 5000, ttl: 30_000 });
  return async (authorization, lotacao) => {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      let payload = verificados.get(token);
      if (payload && !(typeof payload.exp === 'number' && payload.exp > Math.floor(Date.now() / 1000))) {
        verificados.delete(token);
        return null;
      }
      if (!payload) {
        ({ payload } = await jwtVerify(token, keySet, {
          issuer: EMISSOR,
          audience: [AUDIENCIA_EQUIPE, AUDIENCIA_CIDADAO],
          algorithms: ALGORITMOS,
          // A token without an expiry would be valid forever.
          requiredClaims: ['exp', 'sub'],
        }));
        verificados.set(token, payload);
      }
      const audiencias = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      const equipe = audiencias.includes(AUDIENCIA_EQUIPE);
      if (!equipe && !audiencias.includes(AUDIENCIA_CIDADAO)) return null;
      if (opcoes.sessoes && !(await sessaoVigente(opcoes.sessoes, payload, equipe))) return null;
      if (equipe) return identidadeEquipe(payload as unknown as ClaimsEquipe, lotacao);
      const claims = payload as unknown as ClaimsCidadao;
      return { tipo: 'cidadao', cidadaoId: Number(claims.sub), nome: claims.nome, email: claims.email };
    } catch {
      return null;
    }
  };
}

/** The revocation key a token answers to: its staff session, or its citizen account. */
export function chaveDoToken(payload: JWTPayload, equipe: boolean): ChaveDeSessao | null {
  const inteiro = (valor: unknown) => (typeof valor === 'number' && Number.isSafeInteger(valor) && valor > 0 ? valor : null);
  const sub = inteiro(Number(payload.sub));
  const sid = inteiro(payload.sid);
  if (!sub) return null;
  if (!equipe) return `cidadao:${sub}`;
  return sid ? `sessao-equipe:${sid}` : `equipe:${sub}`;
}

/** Whether the token's version is the current one of its key; a store that cannot answer refuses the token. */
async function sessaoVigente(sessoes: VersoesDeSessao, payload: JWTPayload, equipe: boolean): Promise<boolean> {
  const chave = chaveDoToken(payload, equipe);
  const versao = payload.ver ?? 0;
  if (!chave || typeof versao !== 'number') return false;
  return (await sessoes.atual(chave)) === versao;
}

function identidadeEquipe(claims: ClaimsEquipe, lotacao: string | undefined): Identidade | null {
  if (!Array.isArray(claims.recursos)) return null;
  const escolhida = lotacao ? Number(lotacao) : claims.lotacao_padrao_id;
  const recurso = claims.recursos.find((r) => r.lotacao_id === escolhida);
  return {
    tipo: 'equipe',
    usuarioId: Number(claims.sub),
    nome: claims.nome,
    lotacaoId: escolhida,
    // An assignment the user does not hold grants nothing.
    permissoes: recurso?.permissoes ?? [],
    funcionalidades: recurso?.funcionalidades ?? [],
    deputadoId: recurso?.deputado_id ?? null,
    recursos: claims.recursos,
  };
}

export function possuiFuncionalidade(identidade: Identidade | null, funcionalidade: string): boolean {
  return identidade?.tipo === 'equipe' && identidade.funcionalidades.includes(funcionalidade);
}


export class NaoAutenticadoError extends GraphQLError {
  constructor() {
    super(MENSAGEM_LOGIN, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
}

export class SemPermissaoError extends GraphQLError {
  constructor() {
    super(MENSAGEM_SEM_PERMISSAO, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  }
}

/** For resolvers that act on the signed-in citizen's own data. */
export function exigirCidadao(identidade: Identidade | null): Extract<Identidade, { tipo: 'cidadao' }> {
  if (identidade?.tipo !== 'cidadao') throw new NaoAutenticadoError();
  return identidade;
}

/** For object-level rules in subgraphs (the field's own scopes are checked before any resolver runs). */
export function exigirEquipe(identidade: Identidade | null, permissao?: string): Extract<Identidade, { tipo: 'equipe' }> {
  if (identidade?.tipo !== 'equipe') throw new NaoAutenticadoError();
  if (permissao && !possuiPermissao(identidade.permissoes, permissao)) throw new SemPermissaoError();
  return identidade;
}
