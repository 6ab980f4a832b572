import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../subgraphs/access/src/index.js';
import { hashSenha } from '../../subgraphs/access/src/lib/senha.js';
import { Cidadao } from '../../subgraphs/access/src/modules/cidadao/cidadao.entity.js';
import { SENHA_DEMONSTRACAO } from '../../subgraphs/access/src/seeders/equipe.seeder.js';
import { startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/**
 * ASVS V2.2.1: password guessing spread over many addresses. The gateway trusts X-Forwarded-For from loopback only
 * (`trust proxy`), and this harness calls it over loopback, so each request below comes from the address it names.
 */
let harness: GatewayHarness;

beforeAll(async () => {
  harness = await startGatewayHarness([access]);
});
afterAll(async () => {
  await harness?.close();
});

const ENDERECOS = Array.from({ length: 20 }, (_, i) => `10.66.0.${i + 1}`);

async function post(caminho: string, corpo: Record<string, string>, ip: string, headers: Record<string, string> = {}) {
  const resposta = await fetch(`${harness.base}${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(corpo),
  });
  return { status: resposta.status, retryAfter: resposta.headers.get("retry-after") };
}

/** 100 wrong passwords, five from each of 20 addresses (never more than one address's own budget). */
async function ataqueDistribuido(tentar: (ip: string) => Promise<{ status: number; retryAfter: string | null }>) {
  const respostas = [];
  for (let rodada = 0; rodada < 5; rodada++) for (const ip of ENDERECOS) respostas.push(await tentar(ip));
  return respostas;
}

function conferirLentidao(respostas: { status: number; retryAfter: string | null }[]) {
  const limitadas = respostas.filter((r) => r.status === 429);
  // Ten failures are allowed; after that the account slows down, whatever the address.
  expect(respostas.slice(0, 10).every((r) => r.status === 401)).toBe(true);
  expect(limitadas.length).toBeGreaterThan(50);
  for (const { retryAfter } of limitadas) {
    // A short, bounded wait: slowed down, never locked out.
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  }
}

describe('força bruta distribuída', () => {
  it('staff: 100 wrong passwords from 20 addresses slow the account down; its owner still signs in from a known address', async () => {
    const casa = '10.66.1.1';
    expect((await post('/alego/permissoes/login.json', { login: 'publicador', senha: SENHA_DEMONSTRACAO }, casa)).status).toBe(200);

    conferirLentidao(await ataqueDistribuido((ip) => post('/alego/permissoes/login.json', { login: 'publicador', senha: 'chute-errado-1' }, ip)));

    expect((await post('/alego/permissoes/login.json', { login: 'publicador', senha: SENHA_DEMONSTRACAO }, casa)).status).toBe(200);
    // From an address never used, the owner meets the same short wait as everybody else.
    const novo = await post('/alego/permissoes/login.json', { login: 'publicador', senha: SENHA_DEMONSTRACAO }, '10.66.2.2');
    expect(novo.status).toBe(429);
    expect(Number(novo.retryAfter)).toBeLessThanOrEqual(60);
    // Other accounts are untouched.
    expect((await post('/alego/permissoes/login.json', { login: 'editor', senha: SENHA_DEMONSTRACAO }, ENDERECOS[0]!)).status).toBe(200);
  });

  it('citizens: the same budget per e-mail on the Opine Cidadão login', async () => {
    const em = harness.subgraphs.access!.orm.em.fork();
    const senha = 'Senha#Do-Dono-1';
    em.create(Cidadao, { nome: 'Alvo', email: 'alvo@example.com', senhaHash: await hashSenha(senha), confirmado: true });
    await em.flush();
    const casa = '10.66.3.3';
    expect((await post('/api/opine-cidadao/usuarios/login', { email: 'alvo@example.com', senha }, casa)).status).toBe(200);

    conferirLentidao(await ataqueDistribuido((ip) => post('/api/opine-cidadao/usuarios/login', { email: 'alvo@example.com', senha: 'chute-errado-1' }, ip)));

    expect((await post('/api/opine-cidadao/usuarios/login', { email: 'ALVO@example.com', senha }, casa)).status).toBe(200);
  });

  it('the current-password checks of atualizarSenha and excluirMinhaConta have a budget per account, not per address', async () => {
    const em = harness.subgraphs.access!.orm.em.fork();
    const senha = 'Senha#Do-Dono-2';
    em.create(Cidadao, { nome: 'Token roubado', email: 'roubado@example.com', senhaHash: await hashSenha(senha), confirmado: true });
    await em.flush();
    const login = await fetch(`${harness.base}/api/opine-cidadao/usuarios/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.4.4' },
      body: JSON.stringify({ email: 'roubado@example.com', senha }),
    });
    const { token } = (await login.json()) as { token: string };
    const chutar = (i: number) =>
      harness.graphql(
        i % 2 ? 'mutation ($s: String) { excluirMinhaConta(senha: $s) { mensagem } }' : 'mutation ($s: String!) { atualizarSenha(senhaAtual: $s, novaSenha: "Nova#Senha-Boa3") { mensagem } }',
        { s: `chute-${i}` },
        { authorization: `Bearer ${token}`, 'x-forwarded-for': ENDERECOS[i]! },
      );
    const codigos = [];
    for (let i = 0; i < 8; i++) {
      const { status, body } = await chutar(i);
      codigos.push(status === 429 ? 'TOO_MANY_REQUESTS' : body.errors?.[0]?.extensions?.code);
    }
    expect(codigos.slice(0, 5)).toEqual(Array(5).fill('BAD_USER_INPUT'));
    expect(codigos.slice(5)).toEqual(Array(3).fill('TOO_MANY_REQUESTS'));
    // The legacy REST path of the same mutation says when to come back, as the GraphQL answer does.
    const rest = await post('/api/opine-cidadao/perfis/update-senha', { senha_atual: 'chute-rest', nova_senha: 'Nova#Senha-Boa3', nova_senha_confirmacao: 'Nova#Senha-Boa3' }, ENDERECOS[9]!, {
      authorization: `Bearer ${token}`,
    });
    expect(rest.status).toBe(429);
    expect(Number(rest.retryAfter)).toBeGreaterThanOrEqual(1);
    // Five checks per account in a window of 15 minutes (LIMITES_FORMULARIOS.senha_atual).
    expect(Number(rest.retryAfter)).toBeLessThanOrEqual(15 * 60);
  });
});
