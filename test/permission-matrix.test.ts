import { readFileSync } from 'node:fs';
import { AUDIENCIA_EQUIPE, EMISSOR, generateSigningKey, TokenSigner, type ClaimsEquipe } from '@alego/kit';
import { buildSchema } from 'graphql';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexRequirements } from '@alego/kit/acesso';
import { buildSupergraphSchema } from '../gateway/src/supergraph.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';
import { operationReaching } from './operation-builder.js';

/*
 * Every protected field of the committed supergraph × every kind of caller, through the real gateway over HTTP.
 * No subgraph is started: an allowed operation fails later, when the gateway cannot reach the subgraph, so the
 * test sees exactly the gateway's decision and writes nothing. A field protected in the future is covered as is.
 */

const supergraph = buildSupergraphSchema(readFileSync('schema/supergraph.graphql', 'utf8'));
const api = buildSchema(readFileSync('schema/api.graphql', 'utf8'));
const protegidos = [...indexRequirements(supergraph).entries()].filter(([coordenada]) => coordenada.includes('.'));

let harness: GatewayHarness;
let outraChave: TokenSigner;

beforeAll(async () => {
  harness = await startGatewayHarness([]);
  outraChave = await TokenSigner.create([await generateSigningKey()]);
});
afterAll(() => harness?.close());

const LOTACAO_ATIVA = 10;
const OUTRA_LOTACAO = 20;

function claims(ativa: string[], outra: string[] = []): ClaimsEquipe {
  return {
    sub: '7',
    nome: 'Servidora de Teste',
    lotacao_padrao_id: LOTACAO_ATIVA,
    recursos: [
      { lotacao_id: LOTACAO_ATIVA, permissoes: ativa, funcionalidades: [] },
      { lotacao_id: OUTRA_LOTACAO, permissoes: outra, funcionalidades: [] },
    ],
  };
}

/** Signed with the portal's own key; `expira: null` leaves `exp` out (a token that would never expire). */
async function assinarCom(chave: JWK, corpo: Record<string, unknown>, opcoes: { audience: string; expira: number | null }): Promise<string> {
  const jwt = new SignJWT(corpo).setProtectedHeader({ alg: 'ES256', kid: chave.kid }).setIssuer(EMISSOR).setAudience(opcoes.audience).setSubject('7');
  if (opcoes.expira !== null) jwt.setExpirationTime(opcoes.expira);
  return jwt.sign(await importJWK(chave, 'ES256'));
}

function semAssinatura(corpo: Record<string, unknown>): string {
  const codificar = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64url');
  return `${codificar({ alg: 'none', typ: 'JWT' })}.${codificar({ ...corpo, iss: EMISSOR, aud: AUDIENCIA_EQUIPE, exp: Math.floor(Date.now() / 1000) + 300 })}.`;
}

type Esperado = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'permitido';

async function decisao(operacao: string, headers: Record<string, string>): Promise<Esperado> {
  const { status, body } = await harness.graphql(operacao, undefined, headers);
  const codigo = body.errors?.[0]?.extensions?.code;
  if (codigo === 'UNAUTHENTICATED') {
    expect(status).toBe(401);
    return 'UNAUTHENTICATED';
  }
  if (codigo === 'FORBIDDEN') {
    expect(status).toBe(403);
    return 'FORBIDDEN';
  }
  return 'permitido';
}

describe('permission matrix generated from the supergraph', () => {
  it('has protected fields to check', () => {
    expect(protegidos.length).toBeGreaterThan(10);
  });

  for (const [coordenada, requisito] of protegidos) {
    const [tipo, campo] = coordenada.split('.') as [string, string];
    // The first alternative of every directive is what a user needs; the resource before '#' is its parent.
    const exigidas = requisito.scopes.map((alternativas) => alternativas[0] ?? []).flat();
    const pais = exigidas.map((escopo) => escopo.split('#')[0]!);

    it(`${coordenada} (${exigidas.join(', ') || 'autenticado'})`, async () => {
      const operacao = operationReaching(api, tipo, campo);
      expect(operacao, `nenhuma operação alcança ${coordenada}`).not.toBeNull();
      const chave = harness.privateJwks[0]!;
      const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
      const signer = harness.services.signer;
      const semPermissao = claims(['api/admin/outro_recurso#index']);

      const casos: [string, Record<string, string>, Esperado][] = [
        ['sem token', {}, 'UNAUTHENTICATED'],
        ['token expirado', bearer(await signer.signEquipe(claims(exigidas), -60)), 'UNAUTHENTICATED'],
        ['assinado por outra chave', bearer(await outraChave.signEquipe(claims(exigidas))), 'UNAUTHENTICATED'],
        ['alg none', bearer(semAssinatura({ ...claims(exigidas) })), 'UNAUTHENTICATED'],
        [
          'audiência errada',
          bearer(await assinarCom(chave, { ...claims(exigidas) }, { audience: 'outro-sistema', expira: Math.floor(Date.now() / 1000) + 300 })),
          'UNAUTHENTICATED',
        ],
        ['sem exp', bearer(await assinarCom(chave, { ...claims(exigidas) }, { audience: AUDIENCIA_EQUIPE, expira: null })), 'UNAUTHENTICATED'],
        ['sem a permissão', bearer(await signer.signEquipe(semPermissao)), exigidas.length ? 'FORBIDDEN' : 'permitido'],
        ['com a permissão', bearer(await signer.signEquipe(claims(exigidas))), 'permitido'],
        ['só com o recurso pai', bearer(await signer.signEquipe(claims(pais))), 'permitido'],
        ['só em outra lotação', bearer(await signer.signEquipe(claims([], exigidas))), exigidas.length ? 'FORBIDDEN' : 'permitido'],
        [
          'outra lotação escolhida pelo cabeçalho',
          { ...bearer(await signer.signEquipe(claims([], exigidas))), 'x-lotacao-id': String(OUTRA_LOTACAO) },
          'permitido',
        ],
        [
          'lotação que o usuário não tem',
          { ...bearer(await signer.signEquipe(claims(exigidas))), 'x-lotacao-id': '999' },
          exigidas.length ? 'FORBIDDEN' : 'permitido',
        ],
      ];
      const resultados = await Promise.all(casos.map(async ([nome, headers]) => [nome, await decisao(operacao!, headers)] as const));
      expect(Object.fromEntries(resultados)).toEqual(Object.fromEntries(casos.map(([nome, , esperado]) => [nome, esperado])));
    });
  }
});
