import { describe, expect, it } from 'vitest';
import { possuiPermissao } from '../acesso/regra.js';
import { createIdentityVerifier, possuiFuncionalidade } from './identity.js';
import { generateSigningKey, TokenSigner } from './signing.js';

const recursos = [
  { lotacao_id: 3, permissoes: ['api/admin/noticias#create'], funcionalidades: ['USUARIO_DE_GABINETE'] },
  { lotacao_id: 8, permissoes: ['api/admin/galerias'], funcionalidades: [] },
];

describe('identity verification in a subgraph', () => {
  it('reads staff tokens with the default or a chosen assignment, and citizen tokens', async () => {
    const signer = await TokenSigner.create([await generateSigningKey()]);
    const verify = createIdentityVerifier({ jwks: signer.jwks });
    const token = await signer.signEquipe({ sub: '5', nome: 'Ana', lotacao_padrao_id: 3, recursos });
    expect(await verify(`Bearer ${token}`, undefined)).toMatchObject({ tipo: 'equipe', usuarioId: 5, lotacaoId: 3, permissoes: ['api/admin/noticias#create'] });
    expect(await verify(`Bearer ${token}`, '8')).toMatchObject({ lotacaoId: 8, permissoes: ['api/admin/galerias'], funcionalidades: [] });
    expect(await verify(`Bearer ${token}`, '99')).toMatchObject({ permissoes: [], funcionalidades: [] });
    const cidadao = await signer.signCidadao({ sub: '12', nome: 'Maria', email: 'maria@example.com' });
    expect(await verify(`Bearer ${cidadao}`, undefined)).toEqual({ tipo: 'cidadao', cidadaoId: 12, nome: 'Maria', email: 'maria@example.com' });
  });

  it('treats forged, foreign and malformed tokens as anonymous', async () => {
    const signer = await TokenSigner.create([await generateSigningKey()]);
    const intruso = await TokenSigner.create([await generateSigningKey()]);
    const verify = createIdentityVerifier({ jwks: signer.jwks });
    const forjado = await intruso.signEquipe({ sub: '1', nome: 'X', lotacao_padrao_id: 3, recursos });
    expect(await verify(`Bearer ${forjado}`, undefined)).toBeNull();
    expect(await verify('Bearer abc.def.ghi', undefined)).toBeNull();
    expect(await verify('Basic dXNlcjpwYXNz', undefined)).toBeNull();
    expect(await verify(undefined, '3')).toBeNull();
  });

  it('keeps tokens signed before a key rotation valid', async () => {
    const antiga = await generateSigningKey();
    const antes = await TokenSigner.create([antiga]);
    const depois = await TokenSigner.create([antiga, await generateSigningKey()]);
    const token = await antes.signCidadao({ sub: '1', nome: 'A', email: 'a@example.com' });
    expect(await createIdentityVerifier({ jwks: depois.jwks })(`Bearer ${token}`, undefined)).toMatchObject({ cidadaoId: 1 });
    expect(depois.jwks.keys.every((key) => !('d' in key))).toBe(true);
  });

  it('takes a token verified before as verified only until it expires, and checks its session on every call', async () => {
    const signer = await TokenSigner.create([await generateSigningKey()]);
    let versao = 0;
    const verify = createIdentityVerifier({ jwks: signer.jwks }, { sessoes: { atual: async () => versao, esquecer: () => undefined } });
    const curto = await signer.signCidadao({ sub: '7', nome: 'B', email: 'b@example.com' }, 1);
    expect(await verify(`Bearer ${curto}`, undefined)).toMatchObject({ cidadaoId: 7 });
    versao = 1; // a logout: the version the token carries (0) is no longer the account's
    expect(await verify(`Bearer ${curto}`, undefined)).toBeNull();
    versao = 0;
    expect(await verify(`Bearer ${curto}`, undefined)).toMatchObject({ cidadaoId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await verify(`Bearer ${curto}`, undefined)).toBeNull();
  });

  it('checks permissions and features as the spec says', () => {
    expect(possuiPermissao(['api/admin/noticias'], 'api/admin/noticias#update')).toBe(true);
    expect(possuiPermissao(['api/admin/noticias#create'], 'api/admin/noticias#update')).toBe(false);
    expect(possuiPermissao(['api/admin/noticia'], 'api/admin/noticias#update')).toBe(false);
    const equipe = { tipo: 'equipe' as const, usuarioId: 1, nome: 'A', lotacaoId: 3, permissoes: [], funcionalidades: ['USUARIO_DE_GABINETE'], recursos };
    expect(possuiFuncionalidade(equipe, 'USUARIO_DE_GABINETE')).toBe(true);
    expect(possuiFuncionalidade(equipe, 'Admin')).toBe(false);
    expect(possuiFuncionalidade(null, 'Admin')).toBe(false);
  });
});
