import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { generateSigningKey, TokenSigner } from '@alego/kit';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { Usuario, UsuarioLotacao } from '../subgraphs/access/src/modules/equipe/usuario.entity.js';
import { SENHA_DEMONSTRACAO } from '../subgraphs/access/src/seeders/equipe.seeder.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

/** A local stand-in for the reCAPTCHA provider, over real HTTP: `valido-*` tokens pass once. */
function startFakeRecaptcha(): Promise<{ url: string; server: Server; chamadas: string[] }> {
  const chamadas: string[] = [];
  const usados = new Set<string>();
  const server = createServer((req, res) => {
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => {
      const token = new URLSearchParams(corpo).get('response') ?? '';
      chamadas.push(token);
      const success = token.startsWith('valido') && !usados.has(token);
      usados.add(token);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, server, chamadas })));
}

let harness: GatewayHarness;
let recaptcha: Awaited<ReturnType<typeof startFakeRecaptcha>>;
const logs: string[] = [];
let contador = 0;

beforeAll(async () => {
  recaptcha = await startFakeRecaptcha();
  const destino = new Writable({ write: (chunk: Buffer, _enc, done) => (logs.push(chunk.toString()), done()) });
  harness = await startGatewayHarness([access], {
    env: { RECAPTCHA_SECRET: 'segredo-de-teste', RECAPTCHA_VERIFY_URL: recaptcha.url },
    logger: pino({ level: 'info' }, destino),
  });
});
afterAll(async () => {
  await harness?.close();
  recaptcha?.server.close();
});

/** Each login comes from its own address unless told otherwise, so throttling tests stay independent. */
async function login(corpo: Record<string, string>, ip = `10.0.0.${++contador}`) {
  const response = await fetch(`${harness.base}/alego/permissoes/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ 'g-recaptcha-response': `valido-${++contador}`, ...corpo }),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; mensagem?: string }, cookie: response.headers.get('set-cookie') };
}

function sessaoDe(cookie: string | null): string {
  return cookie!.split(';')[0]!;
}

async function renovar(cookie?: string) {
  const response = await fetch(`${harness.base}/alego/permissoes/token.json`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as { token?: string; mensagem?: string } };
}

describe('staff session endpoints', () => {
  it('answers an oversized or malformed body as the client’s error, never as the service being down', async () => {
    for (const metodo of ['POST', 'DELETE']) {
      const grande = await fetch(`${harness.base}/alego/permissoes/logout.json`, {
        method: metodo,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'x'.repeat(30_000) }),
      });
      expect(grande.status).toBe(413);
      expect(await grande.json()).toEqual({ mensagem: 'Requisição inválida.' });
    }
    const quebrado = await fetch(`${harness.base}/alego/permissoes/login.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"login": ' });
    expect(quebrado.status).toBe(400);
  });

  it('requires login and password before anything else (no reCAPTCHA call)', async () => {
    const antes = recaptcha.chamadas.length;
    const resposta = await login({ login: 'admin' });
    expect(resposta).toMatchObject({ status: 400, body: { mensagem: 'Informe o login e a senha.' } });
    expect(recaptcha.chamadas.length).toBe(antes);
  });

  it('answers an unknown login and a wrong password the same way', async () => {
    const desconhecido = await login({ login: 'ninguem', senha: 'qualquer-coisa' });
    const senhaErrada = await login({ login: 'admin', senha: 'senha-errada' });
    expect(desconhecido).toEqual(senhaErrada);
    expect(senhaErrada).toMatchObject({ status: 401, body: { mensagem: 'Login ou senha inválidos.' } });
    // A NUL reached access's SQL, which PostgreSQL refuses: the gateway said the authentication service was down (503).
    for (const credenciais of [{ login: 'adm\u0000in', senha: 'qualquer-coisa' }, { login: 'admin', senha: 'sen\u0000ha' }]) {
      expect(await login(credenciais)).toMatchObject({ status: 401, body: { mensagem: 'Login ou senha inválidos.' } });
    }
  });

  it('logs in with a signed token and an httpOnly SameSite session cookie', async () => {
    const resposta = await login({ login: 'ADMIN', senha: SENHA_DEMONSTRACAO });
    expect(resposta.status).toBe(200);
    expect(resposta.cookie).toMatch(/^alego_sessao=[^;]+; Max-Age=\d+; Path=\/alego\/permissoes; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    const identidade = await harness.services.verifier(`Bearer ${resposta.body.token}`, undefined);
    expect(identidade).toMatchObject({ tipo: 'equipe', nome: 'Administradora do Portal', funcionalidades: ['Admin'] });
    const payload = JSON.parse(Buffer.from(resposta.body.token!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'lotacao_padrao_id', 'nome', 'recursos', 'sid', 'sub']);
    expect((payload.exp as number) - (payload.iat as number)).toBeLessThanOrEqual(300);
  });

  it('renews the token from the cookie, and logout ends the session', async () => {
    const { cookie } = await login({ login: 'editor', senha: SENHA_DEMONSTRACAO });
    expect((await renovar()).status).toBe(401);
    const renovado = await renovar(sessaoDe(cookie));
    expect(renovado.status).toBe(200);
    expect(await harness.services.verifier(`Bearer ${renovado.body.token}`, undefined)).toMatchObject({ tipo: 'equipe' });

    const saida = await fetch(`${harness.base}/alego/permissoes/logout.json`, { headers: { cookie: sessaoDe(cookie) } });
    expect(await saida.json()).toEqual({ mensagem: 'Sessão encerrada.' });
    expect(await renovar(sessaoDe(cookie))).toEqual({ status: 401, body: { mensagem: 'Sessão expirada. Faça login novamente.' } });
  });

  it('applies a changed permission set and a disabled user at the next renewal', async () => {
    const { cookie } = await login({ login: 'gabinete', senha: SENHA_DEMONSTRACAO });
    const em = harness.subgraphs.access!.orm.em.fork();
    const usuario = await em.findOneOrFail(Usuario, { login: 'gabinete' });
    const vinculo = await em.findOneOrFail(UsuarioLotacao, { usuario });
    vinculo.permissoes = [...vinculo.permissoes, 'api/admin/galerias'];
    await em.flush();
    const renovado = await renovar(sessaoDe(cookie));
    const identidade = await harness.services.verifier(`Bearer ${renovado.body.token}`, undefined);
    expect(identidade?.tipo === 'equipe' && identidade.permissoes).toContain('api/admin/galerias');

    usuario.ativo = false;
    await em.flush();
    expect((await renovar(sessaoDe(cookie))).status).toBe(401);
    expect((await login({ login: 'gabinete', senha: SENHA_DEMONSTRACAO })).status).toBe(401);
  });

  it('lists the user’s assignments and names the default one', async () => {
    const { body } = await login({ login: 'publicador', senha: SENHA_DEMONSTRACAO });
    const response = await fetch(`${harness.base}/alego/permissoes/lotacoes.json`, { headers: { authorization: `Bearer ${body.token}` } });
    const lotacoes = (await response.json()) as { sigla: string; padrao: boolean }[];
    expect(lotacoes.map(({ sigla, padrao }) => ({ sigla, padrao }))).toEqual([
      { sigla: 'SECOM', padrao: true },
      { sigla: 'OUV', padrao: false },
    ]);
    expect((await fetch(`${harness.base}/alego/permissoes/lotacoes.json`)).status).toBe(401);
  });

  it('gives nothing to a request that reaches a subgraph directly with a forged identity', async () => {
    const intruso = await TokenSigner.create([await generateSigningKey()]);
    const forjado = await intruso.signCidadao({ sub: '1', nome: 'Maria', email: 'maria.cidada@example.com' });
    const direto = await harness.subgraphs.access!.query(`{ meuPerfil { email } }`, undefined, {
      authorization: `Bearer ${forjado}`,
      'x-lotacao-id': '1',
      'x-usuario-id': '1',
    });
    expect(direto.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const legitimo = await harness.services.signer.signCidadao({ sub: '1', nome: 'Maria', email: 'maria.cidada@example.com' });
    const valido = await harness.subgraphs.access!.query<{ meuPerfil: { email: string } }>(`{ meuPerfil { email } }`, undefined, {
      authorization: `Bearer ${legitimo}`,
    });
    expect(valido.errors).toBeUndefined();
  });

  it('answers the access-denied page with the spec’s message', async () => {
    const response = await fetch(`${harness.base}/alego/permissoes/acesso-negado.json`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ mensagem: 'Sem permissão para acessar este recurso.' });
  });

  it('throttles guessing per account and address without locking the real user out', async () => {
    const atacante = '172.16.5.5';
    for (let tentativa = 0; tentativa < 5; tentativa++) {
      expect((await login({ login: 'publicador', senha: `chute-${tentativa}` }, atacante)).status).toBe(401);
    }
    // Even the right password is refused from the attacker's address now...
    expect(await login({ login: 'publicador', senha: SENHA_DEMONSTRACAO }, atacante)).toMatchObject({
      status: 429,
      body: { mensagem: 'Muitas tentativas de login. Tente novamente em alguns minutos.' },
    });
    // ...but the real user, from their own address, still gets in.
    expect((await login({ login: 'publicador', senha: SENHA_DEMONSTRACAO }, '192.168.7.7')).status).toBe(200);
  });

  it('checks reCAPTCHA with the provider and refuses failed or reused tokens', async () => {
    const falho = await login({ login: 'admin', senha: SENHA_DEMONSTRACAO, 'g-recaptcha-response': 'falso' });
    expect(falho).toMatchObject({ status: 400, body: { mensagem: 'Não foi possível validar o reCAPTCHA. Tente novamente.' } });
    const primeiro = await login({ login: 'admin', senha: SENHA_DEMONSTRACAO, 'g-recaptcha-response': 'valido-unico' });
    expect(primeiro.status).toBe(200);
    const repetido = await login({ login: 'admin', senha: SENHA_DEMONSTRACAO, 'g-recaptcha-response': 'valido-unico' });
    expect(repetido.status).toBe(400);
  });

  it('logs logins, failures, logouts and denied permissions, never the password', async () => {
    await login({ login: 'editor', senha: 'segredo-que-nao-pode-vazar' });
    const { body } = await login({ login: 'editor', senha: SENHA_DEMONSTRACAO });
    const negado = await harness.graphql(`mutation Apagar { excluirDeputado(id: "1") }`, undefined, { authorization: `Bearer ${body.token}` });
    expect(negado.status).toBe(403);
    const texto = logs.join('');
    expect(texto).toContain('"evento":"login"');
    expect(texto).toContain('"evento":"login_falhou"');
    expect(texto).toContain('"evento":"logout"');
    expect(texto).toMatch(/"evento":"permissao_negada","motivo":"forbidden","operacao":"Apagar","usuario":\d+,"lotacao":\d+/);
    expect(texto).not.toContain('segredo-que-nao-pode-vazar');
    expect(texto).not.toContain(SENHA_DEMONSTRACAO);
  });
});
