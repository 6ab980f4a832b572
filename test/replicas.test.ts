import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateSigningKey, TokenSigner } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthServices, loadConfig } from '../gateway/src/index.js';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { entrarComoEquipe, startGatewayHarness, type GatewayHarness } from './gateway-harness.js';
import { startRedis, type RedisDeTeste } from './redis.js';

/*
 * Two gateways, two replicas of the content subgraph on one database, one real redis-server (issue 15, item 4):
 * what one gateway learns (a write, a failed login, a used reCAPTCHA token) the other knows at once. Each test would
 * pass with one gateway and fails with two gateways keeping that state in their own memory.
 */

const INTERNO = 'token-interno-das-replicas';
let redis: RedisDeTeste;
let recaptcha: Server;
let a: GatewayHarness;
let b: GatewayHarness;
let conteudo: TestSubgraph[] = [];
let acesso: TestSubgraph;
const logs: string[] = [];
let captchas = 0;
/** A lax provider: it accepts any token starting with `ok-` as often as it is sent, so reuse is only caught by us. */
const captcha = () => `ok-${++captchas}`;

beforeAll(async () => {
  redis = await startRedis();
  recaptcha = createServer((req, res) => {
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => res.setHeader('content-type', 'application/json').end(JSON.stringify({ success: (new URLSearchParams(corpo).get('response') ?? '').startsWith('ok-') })));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => recaptcha.once('listening', resolve));
  const chave = await generateSigningKey();
  const { jwks } = await TokenSigner.create([chave]);
  const primeiro = await startTestSubgraph(content, { seed: true, jwks, internalToken: INTERNO });
  conteudo = [primeiro, await startTestSubgraph(content, { databaseUrl: primeiro.databaseUrl, jwks, internalToken: INTERNO })];
  acesso = await startTestSubgraph(access, { seed: true, jwks, internalToken: INTERNO });
  // What docker-compose hands every gateway: the same keys and secrets from the environment, one Redis.
  const env = {
    REDIS_URL: redis.url,
    JWT_PRIVATE_JWKS: JSON.stringify([chave]),
    COOKIE_SECRET: 'segredo-de-cookies-das-replicas',
    INTERNAL_API_TOKEN: INTERNO,
    RECAPTCHA_SECRET: 'segredo',
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(recaptcha.address() as AddressInfo).port}/siteverify`,
  };
  const logger = pino({ level: 'info' }, { write: (linha: string) => void logs.push(linha) });
  const gateway = (replica: TestSubgraph) => startGatewayHarness([], { env, logger, subgraphUrls: { content: replica.url, access: acesso.url } });
  [a, b] = await Promise.all([gateway(primeiro), gateway(conteudo[1]!)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await Promise.all([...conteudo].reverse().map((replica) => replica.close()));
  await acesso?.close();
  recaptcha?.close();
  await redis?.parar();
});

const LISTA = '{ noticias(pagina: 1, porPagina: 5) { itens { id titulo } total } }';

async function ler(gateway: GatewayHarness) {
  const resposta = await fetch(`${gateway.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: LISTA }) });
  const corpo = (await resposta.json()) as { data?: { noticias: { total: number; itens: { titulo: string }[] } } };
  return { status: resposta.status, cache: resposta.headers.get('x-cache'), noticias: corpo.data?.noticias };
}

function entrar(gateway: GatewayHarness, login: string, senha: string, ip: string, token = captcha()) {
  return fetch(`${gateway.base}/alego/permissoes/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ login, senha, 'g-recaptcha-response': token }),
  });
}

function tokenDe(gateway: GatewayHarness, ip: string): Promise<string> {
  return entrarComoEquipe(gateway, 'publicador', { ip, recaptcha: captcha() });
}

describe('two gateways sharing Redis', () => {
  it('a news item published through gateway A is served fresh by gateway B at once', async () => {
    // The answer is kept after it is sent: wait until gateway B serves it from Redis.
    await expect.poll(async () => (await ler(b)).cache, { timeout: 5_000, interval: 50 }).toBe('HIT');
    const guardada = await ler(b);
    expect(guardada.cache).toBe('HIT');
    const token = await tokenDe(a, '198.51.100.1');
    const titulo = `Réplicas: audiência pública sobre o transporte intermunicipal ${Date.now()}`;
    const autorizacao = { authorization: `Bearer ${token}` };
    const criada = await a.graphql<{ criarNoticia: { id: string } }>('mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id } }', { d: { titulo, conteudo: '<p>Texto.</p>', categoria: 'assembleia' } }, autorizacao);
    const publicada = await a.graphql('mutation($id: ID!) { publicarNoticia(id: $id, dataPublicacao: "01/01/2026 10:00") { id } }', { id: criada.body.data!.criarNoticia.id }, autorizacao);
    expect(publicada.body.errors).toBeUndefined();
    const depois = await ler(b);
    expect(depois.cache).toBe('MISS');
    expect(depois.noticias!.total).toBe(guardada.noticias!.total + 1);
    expect((await ler(a)).noticias!.total).toBe(depois.noticias!.total);
  });

  it('a token signed by gateway A is accepted by gateway B', async () => {
    const token = await tokenDe(a, '198.51.100.2');
    const titulo = `Réplicas: rascunho criado pelo outro gateway ${Date.now()}`;
    const criada = await b.graphql<{ criarNoticia: { id: string; titulo: string } }>('mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id titulo } }', { d: { titulo, conteudo: '<p>Texto.</p>', categoria: 'assembleia' } }, { authorization: `Bearer ${token}` });
    expect(criada.body.errors).toBeUndefined();
    expect(criada.body.data!.criarNoticia.titulo).toBe(titulo);
  });

  it('a logout through gateway A ends the session on gateway B too (no 30 s of cached session version)', async () => {
    const login = await entrar(a, 'publicador', 'Alego@2026', '198.51.100.5');
    const { token } = (await login.json()) as { token: string };
    const cookie = login.headers.getSetCookie().map((linha) => linha.split(';')[0]).join('; ');
    // A content query: only the gateway checks the session version (the content subgraph checks the signature).
    const listar = () => b.graphql<{ noticiasAdmin: { total: number } }>('{ noticiasAdmin(pagina: 1, porPagina: 1) { total } }', {}, { authorization: `Bearer ${token}` });
    expect((await listar()).body.data?.noticiasAdmin.total).toBeGreaterThan(0);
    expect((await fetch(`${a.base}/alego/permissoes/logout.json`, { headers: { cookie } })).status).toBe(200);
    await expect.poll(async () => (await listar()).body.errors?.[0]?.extensions?.code, { timeout: 3_000, interval: 50 }).toBe('UNAUTHENTICATED');
  });

  it('the login-failure budget is shared: failures spread across A and B lock the pair out, not twice as many', async () => {
    const ip = '203.0.113.15';
    // The staff budget is five failures per login and address (auth/staff.ts): three on A, two on B.
    for (const gateway of [a, b, a, b, a]) expect((await entrar(gateway, 'publicador', 'senha-errada', ip)).status).toBe(401);
    for (const gateway of [a, b]) {
      const bloqueada = await entrar(gateway, 'publicador', 'Alego@2026', ip);
      expect(bloqueada.status).toBe(429);
      expect(Number(bloqueada.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Only that pair: the same login elsewhere still signs in.
    expect((await entrar(b, 'publicador', 'Alego@2026', '203.0.113.16')).status).toBe(200);
  });

  it('a reCAPTCHA token used on gateway A is refused on gateway B', async () => {
    const token = captcha();
    expect((await entrar(a, 'publicador', 'Alego@2026', '198.51.100.3', token)).status).toBe(200);
    const repetido = await entrar(b, 'publicador', 'Alego@2026', '198.51.100.4', token);
    expect(repetido.status).toBe(400);
  });
});

describe('secrets of replicated gateways', () => {
  it('a gateway with REDIS_URL refuses to start without the shared keys and secrets, naming each one', async () => {
    const config = loadConfig({});
    await expect(createAuthServices(config, pino({ level: 'silent' }), { REDIS_URL: redis.url, COOKIE_SECRET: 'x' })).rejects.toThrow(
      'Com REDIS_URL (várias réplicas), defina no ambiente, iguais em todos os gateways: JWT_PRIVATE_JWKS, INTERNAL_API_TOKEN (docs/escala.md).',
    );
  });
});

describe('Redis outage', () => {
  it('degrades safely: reads bypass the cache, logins fail closed, forms stay open, the logs say so, and it recovers', async () => {
    await redis.parar();
    for (const gateway of [a, b, a]) {
      const leitura = await ler(gateway);
      expect(leitura.status).toBe(200);
      expect(leitura.cache).toBe('MISS');
      expect(leitura.noticias!.total).toBeGreaterThan(0);
    }
    const login = await entrar(a, 'publicador', 'Alego@2026', '198.51.100.20');
    expect(login.status).toBe(429);
    // The contact form's budget is five per address: more than that still go through while the counters are away.
    for (let i = 0; i < 6; i++) {
      const enviada = await b.graphql<{ enviarFaleConosco: { protocolo: string } }>(
        'mutation($dados: FaleConoscoInput!, $recaptcha: String) { enviarFaleConosco(dados: $dados, recaptcha: $recaptcha) { protocolo } }',
        { dados: { nome: 'João Teste', email: 'joao@example.com', assunto: 'Audiência pública', tipo: 'duvida', mensagem: 'Quando será a próxima?' }, recaptcha: captcha() },
        { 'x-forwarded-for': '198.51.100.21' },
      );
      expect(enviada.body.errors).toBeUndefined();
    }
    const avisos = logs.filter((linha) => linha.includes('estado_compartilhado_indisponivel')).join('\n');
    expect(avisos).toContain('cache de respostas ignorado');
    expect(avisos).toContain('tentativas de login recusadas');
    expect(avisos).toContain('envios aceitos sem limite');

    await redis.iniciar();
    await expect.poll(async () => (await entrar(a, 'publicador', 'Alego@2026', '198.51.100.22')).status, { timeout: 10_000, interval: 250 }).toBe(200);
    await ler(b);
    await expect.poll(async () => (await ler(b)).cache, { timeout: 5_000, interval: 250 }).toBe('HIT');
  });
});
