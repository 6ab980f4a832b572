import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCIA_CIDADAO, EMISSOR } from '@alego/kit';
import { access } from '../../subgraphs/access/src/index.js';
import { hashSenha, novoSegredo } from '../../subgraphs/access/src/lib/senha.js';
import { Cidadao, CodigoCidadao, FinalidadeCodigo } from '../../subgraphs/access/src/modules/cidadao/cidadao.entity.js';
import { SENHA_DEMONSTRACAO } from '../../subgraphs/access/src/seeders/equipe.seeder.js';
import { startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/**
 * ASVS V3.3: logout, password change and password reset end the sessions they should, at once, everywhere a
 * token is verified (the gateway for GraphQL and REST, and the access subgraph reached directly).
 */
let harness: GatewayHarness;
let endereco = 0;

beforeAll(async () => {
  harness = await startGatewayHarness([access]);
});
afterAll(async () => {
  await harness?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Every request from its own address: these tests are about tokens, not about login throttling. */
const deOutroEndereco = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++endereco / 250)}.${endereco % 250}` });

async function loginEquipe(): Promise<{ token: string; cookie: string }> {
  const resposta = await fetch(`${harness.base}/alego/permissoes/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...deOutroEndereco() },
    body: JSON.stringify({ login: 'editor', senha: SENHA_DEMONSTRACAO }),
  });
  expect(resposta.status).toBe(200);
  return { token: ((await resposta.json()) as { token: string }).token, cookie: resposta.headers.get('set-cookie')!.split(';')[0]! };
}

/** Whether a staff token still opens a GraphQL field and a REST path that need a signed-in user. */
async function equipeAceita(token: string): Promise<{ graphql: boolean; rest: boolean; direto: boolean }> {
  const graphql = await harness.graphql<{ lotacaoAtiva: { id: string } | null }>('{ lotacaoAtiva { id } }', undefined, bearer(token));
  const rest = await fetch(`${harness.base}/alego/permissoes/lotacoes.json`, { headers: bearer(token) });
  const direto = await harness.subgraphs.access!.query<{ lotacaoAtiva: { id: string } | null }>('{ lotacaoAtiva { id } }', undefined, bearer(token));
  return { graphql: Boolean(graphql.body.data?.lotacaoAtiva), rest: rest.status === 200, direto: Boolean(direto.data?.lotacaoAtiva) };
}

let contadorCidadaos = 0;
async function novoCidadao(senha = 'Primeira#Senha1'): Promise<{ email: string; senha: string; id: number }> {
  const em = harness.subgraphs.access!.orm.em.fork();
  const email = `revogacao${++contadorCidadaos}@example.com`;
  const cidadao = em.create(Cidadao, { nome: 'Teste de revogação', email, senhaHash: await hashSenha(senha), confirmado: true, confirmadoEm: new Date() });
  await em.flush();
  return { email, senha, id: cidadao.id };
}

async function loginCidadao(email: string, senha: string): Promise<string> {
  const resposta = await fetch(`${harness.base}/api/opine-cidadao/usuarios/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...deOutroEndereco() },
    body: JSON.stringify({ email, senha }),
  });
  expect(resposta.status).toBe(200);
  return ((await resposta.json()) as { token: string }).token;
}

/** Whether a citizen token still opens `meuPerfil` (GraphQL at the gateway and at the subgraph) and the REST profile. */
async function cidadaoAceito(token: string): Promise<{ graphql: boolean; rest: boolean; direto: boolean }> {
  const graphql = await harness.graphql<{ meuPerfil: { email: string } }>('{ meuPerfil { email } }', undefined, bearer(token));
  const rest = await fetch(`${harness.base}/api/opine-cidadao/perfis/get-info-usuario`, { headers: bearer(token) });
  const direto = await harness.subgraphs.access!.query<{ meuPerfil: { email: string } }>('{ meuPerfil { email } }', undefined, bearer(token));
  return { graphql: Boolean(graphql.body.data?.meuPerfil), rest: rest.status === 200, direto: Boolean(direto.data?.meuPerfil) };
}

const ACEITO = { graphql: true, rest: true, direto: true };
const RECUSADO = { graphql: false, rest: false, direto: false };

describe('revogação de sessões', () => {
  it('staff logout revokes the tokens of that session at once; another session and a new login work', async () => {
    const sessao = await loginEquipe();
    const outra = await loginEquipe();
    expect(await equipeAceita(sessao.token)).toEqual(ACEITO);
    const saida = await fetch(`${harness.base}/alego/permissoes/logout.json`, { headers: { cookie: sessao.cookie } });
    expect(saida.status).toBe(200);
    expect(await equipeAceita(sessao.token)).toEqual(RECUSADO);
    const refused = await harness.graphql('{ lotacaoAtiva { id } }', undefined, bearer(sessao.token));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Logging out of one browser leaves the user's other sessions alone.
    expect(await equipeAceita(outra.token)).toEqual(ACEITO);
    expect(await equipeAceita((await loginEquipe()).token)).toEqual(ACEITO);
  });

  it('citizen logout revokes the token; a new login works', async () => {
    const { email, senha } = await novoCidadao();
    const token = await loginCidadao(email, senha);
    expect(await cidadaoAceito(token)).toEqual(ACEITO);
    const saida = await fetch(`${harness.base}/api/opine-cidadao/logout`, { method: 'POST', headers: bearer(token) });
    expect(saida.status).toBe(200);
    expect(await cidadaoAceito(token)).toEqual(RECUSADO);
    expect(await cidadaoAceito(await loginCidadao(email, senha))).toEqual(ACEITO);
  });

  it('a password change revokes every token of the account; the new password signs in', async () => {
    const { email, senha } = await novoCidadao();
    const token = await loginCidadao(email, senha);
    const outroAparelho = await loginCidadao(email, senha);
    const troca = await harness.graphql<{ atualizarSenha: { mensagem: string } }>(
      'mutation ($a: String!, $n: String!) { atualizarSenha(senhaAtual: $a, novaSenha: $n) { mensagem } }',
      { a: senha, n: 'Segunda#Senha2' },
      bearer(token),
    );
    expect(troca.body.data?.atualizarSenha.mensagem).toBe('Senha alterada com sucesso.');
    expect(await cidadaoAceito(token)).toEqual(RECUSADO);
    expect(await cidadaoAceito(outroAparelho)).toEqual(RECUSADO);
    expect(await cidadaoAceito(await loginCidadao(email, 'Segunda#Senha2'))).toEqual(ACEITO);
  });

  it('the REST password change hands this browser a new token; the old one is refused', async () => {
    const { email, senha } = await novoCidadao();
    const token = await loginCidadao(email, senha);
    const troca = await fetch(`${harness.base}/api/opine-cidadao/perfis/update-senha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token), ...deOutroEndereco() },
      body: JSON.stringify({ senha_atual: senha, nova_senha: 'Terceira#Senha4' }),
    });
    expect(troca.status).toBe(200);
    const corpo = (await troca.json()) as { mensagem: string; token: string };
    expect(corpo.mensagem).toBe('Senha alterada com sucesso.');
    expect(await cidadaoAceito(token)).toEqual(RECUSADO);
    expect(await cidadaoAceito(corpo.token)).toEqual(ACEITO);
  });

  it('a password reset (anonymous, by e-mailed code) revokes every token of the account', async () => {
    const { email, senha, id } = await novoCidadao();
    const token = await loginCidadao(email, senha);
    expect(await cidadaoAceito(token)).toEqual(ACEITO);
    const em = harness.subgraphs.access!.orm.em.fork();
    const { segredo, hash } = novoSegredo();
    em.create(CodigoCidadao, { cidadao: em.getReference(Cidadao, id), finalidade: FinalidadeCodigo.recuperacao, codigoHash: hash, expiraEm: new Date(Date.now() + 60_000) });
    await em.flush();
    const reset = await fetch(`${harness.base}/api/opine-cidadao/recuperar-senha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...deOutroEndereco() },
      body: JSON.stringify({ codigo: segredo, senha: 'Recuperada#Senha3' }),
    });
    expect(reset.status).toBe(200);
    expect(await cidadaoAceito(token)).toEqual(RECUSADO);
    expect(await cidadaoAceito(await loginCidadao(email, 'Recuperada#Senha3'))).toEqual(ACEITO);
  });

  it('a deleted account’s token is refused everywhere', async () => {
    const { email, senha } = await novoCidadao();
    const token = await loginCidadao(email, senha);
    const exclusao = await harness.graphql('mutation ($s: String) { excluirMinhaConta(senha: $s) { mensagem } }', { s: senha }, bearer(token));
    expect(exclusao.body.errors).toBeUndefined();
    expect(await cidadaoAceito(token)).toEqual(RECUSADO);
  });

  it('refuses a correctly signed token without `exp`', async () => {
    const chave = harness.privateJwks[0]!;
    const semExp = await new SignJWT({ nome: 'Maria', email: 'maria.cidada@example.com' })
      .setProtectedHeader({ alg: 'ES256', kid: chave.kid!, typ: 'JWT' })
      .setSubject('1')
      .setIssuer(EMISSOR)
      .setAudience(AUDIENCIA_CIDADAO)
      .setIssuedAt()
      .sign(await importJWK(chave, 'ES256'));
    expect(await cidadaoAceito(semExp)).toEqual(RECUSADO);
    // The same claims with an expiry are accepted: only the missing `exp` made the difference.
    const comExp = await harness.services.signer.signCidadao({ sub: '1', nome: 'Maria', email: 'maria.cidada@example.com' });
    expect(await cidadaoAceito(comExp)).toEqual(ACEITO);
  });
});
