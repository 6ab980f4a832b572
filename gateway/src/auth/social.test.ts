import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buscarVersaoNoAccess, createIdentityVerifier, versoesEmCache } from '@alego/kit';
import { createTestKeys, startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import express from 'express';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type JSONWebKeySet } from 'jose';
import Provider from 'oidc-provider';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../../subgraphs/access/src/index.js';
import { CIDADA_DEMONSTRACAO } from '../../../subgraphs/access/src/seeders/cidadao.seeder.js';
import { estadoEmMemoria } from '../compartilhado/estado.js';
import { InternalClient } from './internal.js';
import { RecaptchaDesligado } from './recaptcha.js';
import type { AuthServices } from './services.js';
import { COOKIE_LOGIN_SOCIAL, createSocialRouter, provedoresDoAmbiente } from './social.js';

const INTERNO = 'token-interno-social';

/** People known to the test identity provider (its `sub` is the login typed in its form). */
const CONTAS: Record<string, { email: string; email_verified: boolean; name: string }> = {
  'ana-123': { email: 'Ana.Social@Example.com', email_verified: true, name: 'Ana Social' },
  'maria-google': { email: CIDADA_DEMONSTRACAO.email, email_verified: true, name: 'Maria no Google' },
  'sem-verificar': { email: 'duvidoso@example.com', email_verified: false, name: 'Sem Verificar' },
  'beto-fb': { email: 'beto.fb@example.com', email_verified: false, name: 'Beto Facebook' },
};

let subgraph: TestSubgraph;
let jwks: JSONWebKeySet;
let portal: Server;
let provedorGoogle: Server;
let provedorFacebook: Server;
let base: string;
let issuerGoogle: string;
let issuerFacebook: string;

async function escutar(servidor: Server): Promise<string> {
  servidor.listen(0, '127.0.0.1');
  await new Promise((resolve) => servidor.once('listening', resolve));
  return `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const keys = await createTestKeys();
  jwks = keys.jwks;
  subgraph = await startTestSubgraph(access, { seed: true, jwks, internalToken: INTERNO });
  portal = createServer();
  provedorGoogle = createServer();
  provedorFacebook = createServer();
  [base, issuerGoogle, issuerFacebook] = await Promise.all([escutar(portal), escutar(provedorGoogle), escutar(provedorFacebook)]);

  /**
   * Real OpenID Connect providers: discovery, authorization with their own login and consent pages, tokens.
   * The "Google" one keeps e-mail and name for its userinfo endpoint; the "Facebook" one, like Facebook, has no
   * userinfo endpoint and puts them in the ID token.
   */
  async function provedor(nome: 'google' | 'facebook', servidor: Server, issuer: string, noIdToken: boolean): Promise<void> {
    const oidcProvider = new Provider(issuer, {
      clients: [
        {
          client_id: `portal-${nome}`,
          client_secret: `segredo-${nome}`,
          redirect_uris: [`${base}/api/opine-cidadao/callback-${nome}`],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      cookies: { keys: [`chave-de-cookies-${nome}`] },
      jwks: { keys: [{ ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)), kid: nome, alg: 'RS256', use: 'sig' }] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      // `profile` as Google names it, `public_profile` as Facebook does.
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], public_profile: ['name'] },
      conformIdTokenClaims: !noIdToken,
      features: { devInteractions: { enabled: true }, userinfo: { enabled: !noIdToken } },
      async findAccount(_ctx, id) {
        const conta = CONTAS[id];
        return conta ? { accountId: id, claims: async () => ({ sub: id, ...conta }) } : undefined;
      },
    });
    servidor.on('request', oidcProvider.callback());
  }
  await provedor('google', provedorGoogle, issuerGoogle, false);
  await provedor('facebook', provedorFacebook, issuerFacebook, true);

  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const sessoes = versoesEmCache(buscarVersaoNoAccess(subgraph.url, INTERNO));
  const services: AuthServices = {
    signer: keys.signer,
    verifier: createIdentityVerifier({ jwks }, { sessoes }),
    sessoes,
    access: new InternalClient(subgraph.url, INTERNO),
    recaptcha: new RecaptchaDesligado(),
    estado: estadoEmMemoria(logger),
    logger,
    publicUrl: base,
    cookieSecure: false,
  };
  const env = {
    GOOGLE_CLIENT_ID: 'portal-google',
    GOOGLE_CLIENT_SECRET: 'segredo-google',
    GOOGLE_ISSUER: issuerGoogle,
    FACEBOOK_CLIENT_ID: 'portal-facebook',
    FACEBOOK_CLIENT_SECRET: 'segredo-facebook',
    FACEBOOK_ISSUER: issuerFacebook,
  };
  const app = express();
  app.use('/api/opine-cidadao', createSocialRouter(services, { provedores: provedoresDoAmbiente(env), cookieSecret: 'segredo-dos-cookies' }));
  // Only Google configured: Facebook's start route must say it is unavailable.
  app.use('/so-google', createSocialRouter(services, { prefixo: '/so-google', provedores: provedoresDoAmbiente({ GOOGLE_CLIENT_ID: 'x' }) }));
  portal.on('request', app);
});

afterAll(async () => {
  portal?.close();
  provedorGoogle?.close();
  provedorFacebook?.close();
  await subgraph?.close();
});

/** A browser's cookie jar, enough for these two servers: by host name and path prefix, deletions honoured. */
class Navegador {
  private readonly cookies = new Map<string, { valor: string; host: string; caminho: string }>();

  private guardar(url: URL, resposta: Response): void {
    for (const linha of resposta.headers.getSetCookie()) {
      const [par, ...atributos] = linha.split(';').map((parte) => parte.trim());
      const igual = par!.indexOf('=');
      const nome = par!.slice(0, igual);
      const caminho = atributos.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expirado = atributos.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()));
      const chave = `${url.hostname}|${caminho}|${nome}`;
      if (expirado) this.cookies.delete(chave);
      else this.cookies.set(chave, { valor: par!.slice(igual + 1), host: url.hostname, caminho });
    }
  }

  cookie(nome: string): string | undefined {
    return [...this.cookies.entries()].find(([chave]) => chave.endsWith(`|${nome}`))?.[1].valor;
  }

  definir(url: string, nome: string, valor: string, caminho: string): void {
    this.cookies.set(`${new URL(url).hostname}|${caminho}|${nome}`, { valor, host: new URL(url).hostname, caminho });
  }

  async ir(url: URL, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const enviados = [...this.cookies.entries()]
      .filter(([, c]) => c.host === url.hostname && url.pathname.startsWith(c.caminho))
      .map(([chave, c]) => `${chave.split('|')[2]}=${c.valor}`);
    const resposta = await fetch(url, {
      method: init.method ?? 'GET',
      body: init.body,
      redirect: 'manual',
      headers: { ...(enviados.length ? { cookie: enviados.join('; ') } : {}), ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    this.guardar(url, resposta);
    return resposta;
  }

  /**
   * Follows redirects from `inicio`, typing `login` into the provider's sign-in form and accepting its consent
   * page, until the browser is sent back to the portal's `/cidadao/entrar`.
   */
  async entrar(inicio: string, login: string): Promise<URL> {
    let url = new URL(inicio);
    for (let passo = 0; passo < 20; passo++) {
      let resposta = await this.ir(url);
      if (resposta.status === 200 && url.pathname.startsWith('/interaction/')) {
        const html = await resposta.text();
        const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
        const acao = new URL(/<form[^>]*action="([^"]+)"/.exec(html)![1]!, url);
        const campos: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'qualquer-uma' } : { prompt: prompt ?? 'consent' };
        resposta = await this.ir(acao, { method: 'POST', body: new URLSearchParams(campos) });
      }
      const location = resposta.headers.get('location');
      if (!location) throw new Error(`fluxo parou em ${url.href} com HTTP ${resposta.status}: ${await resposta.text()}`);
      const proxima = new URL(location, url);
      if (proxima.pathname === '/cidadao/entrar') return proxima;
      url = proxima;
    }
    throw new Error('redirecionamentos demais');
  }
}

function fragmento(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}

async function verificar(token: string) {
  const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: 'portal-alego', audience: 'alego-cidadao', algorithms: ['ES256'] });
  return payload as { sub: string; nome: string; email: string };
}

async function cidadao(email: string): Promise<Record<string, unknown> | undefined> {
  const [linha] = await subgraph.orm.em
    .fork()
    .getConnection()
    .execute(`select id, nome, email, senha_hash, confirmado, google_sub, facebook_sub from access.cidadaos where email = ?`, [email]);
  return linha as Record<string, unknown> | undefined;
}

describe('login social com OpenID Connect', () => {
  it('creates a confirmed citizen through Google and hands back a valid token in the fragment', async () => {
    const navegador = new Navegador();
    const inicio = await navegador.ir(new URL(`${base}/api/opine-cidadao/login/google`));
    expect(inicio.status).toBe(303);
    const autorizacao = new URL(inicio.headers.get('location')!);
    expect(autorizacao.origin + autorizacao.pathname).toBe(`${issuerGoogle}/auth`);
    expect(Object.fromEntries(autorizacao.searchParams)).toMatchObject({
      client_id: 'portal-google',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${base}/api/opine-cidadao/callback-google`,
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    const cookie = inicio.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE_LOGIN_SOCIAL}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/opine-cidadao/);
    expect(cookie).toMatch(/Max-Age=600/);
    // Signed: the verifier, state and nonce cannot be swapped by the browser.
    expect(decodeURIComponent(cookie)).toMatch(/^alego_login_social=s:/);

    const destino = await navegador.entrar(`${base}/api/opine-cidadao/login/google`, 'ana-123');
    expect(destino.search).toBe('');
    const token = fragmento(destino).get('token')!;
    const claims = await verificar(token);
    expect(claims).toMatchObject({ nome: 'Ana Social', email: 'ana.social@example.com' });
    expect(await cidadao('ana.social@example.com')).toMatchObject({
      id: Number(claims.sub),
      nome: 'Ana Social',
      senha_hash: null,
      confirmado: true,
      google_sub: 'ana-123',
      facebook_sub: null,
    });
    // The one-time cookie is gone after the callback.
    expect(navegador.cookie(COOKIE_LOGIN_SOCIAL)).toBeUndefined();

    // Signing in again finds the same account.
    const denovo = await new Navegador().entrar(`${base}/api/opine-cidadao/login/google`, 'ana-123');
    expect((await verificar(fragmento(denovo).get('token')!)).sub).toBe(claims.sub);
  });

  it('links a verified Google e-mail to the existing account', async () => {
    const antes = await cidadao(CIDADA_DEMONSTRACAO.email);
    const destino = await new Navegador().entrar(`${base}/api/opine-cidadao/login/google`, 'maria-google');
    const claims = await verificar(fragmento(destino).get('token')!);
    expect(claims).toEqual(expect.objectContaining({ sub: String(antes!.id), nome: 'Maria Cidadã da Silva', email: CIDADA_DEMONSTRACAO.email }));
    expect(await cidadao(CIDADA_DEMONSTRACAO.email)).toMatchObject({ google_sub: 'maria-google', senha_hash: antes!.senha_hash });
  });

  it('refuses a Google account whose e-mail the provider did not verify', async () => {
    const destino = await new Navegador().entrar(`${base}/api/opine-cidadao/login/google`, 'sem-verificar');
    expect(fragmento(destino).get('token')).toBeNull();
    expect(fragmento(destino).get('erro')).toBe('O provedor não confirmou o seu e-mail. Faça o cadastro com e-mail e senha.');
    expect(await cidadao('duvidoso@example.com')).toBeUndefined();
  });

  it('signs in through Facebook too (e-mail and name from the ID token, Facebook scopes)', async () => {
    const inicio = await new Navegador().ir(new URL(`${base}/api/opine-cidadao/login/facebook`));
    expect(new URL(inicio.headers.get('location')!).searchParams.get('scope')).toBe('openid email public_profile');
    const destino = await new Navegador().entrar(`${base}/api/opine-cidadao/login/facebook`, 'beto-fb');
    const claims = await verificar(fragmento(destino).get('token')!);
    expect(claims).toMatchObject({ nome: 'Beto Facebook', email: 'beto.fb@example.com' });
    expect(await cidadao('beto.fb@example.com')).toMatchObject({ facebook_sub: 'beto-fb', google_sub: null, confirmado: true });
  });

  it('refuses callbacks that did not start here, with a forged state or a cookie of another provider', async () => {
    // No cookie at all (a link sent by someone else).
    const semCookie = await new Navegador().ir(new URL(`${base}/api/opine-cidadao/callback-google?code=abc&state=xyz`));
    expect(semCookie.status).toBe(303);
    expect(fragmento(new URL(semCookie.headers.get('location')!, base)).get('erro')).toBe('O login com Google expirou. Tente novamente.');

    // A real start, then the provider's answer replaced by an attacker's code and state.
    const navegador = new Navegador();
    await navegador.ir(new URL(`${base}/api/opine-cidadao/login/google`));
    const forjado = await navegador.ir(new URL(`${base}/api/opine-cidadao/callback-google?code=codigo-do-atacante&state=estado-do-atacante&iss=${encodeURIComponent(issuerGoogle)}`));
    expect(fragmento(new URL(forjado.headers.get('location')!, base)).get('erro')).toBe('Não foi possível concluir o login com Google. Tente novamente.');

    // A cookie edited by hand no longer carries a valid signature.
    const adulterado = new Navegador();
    adulterado.definir(base, COOKIE_LOGIN_SOCIAL, encodeURIComponent(JSON.stringify({ p: 'google', v: 'v', s: 's', n: 'n' })), '/api/opine-cidadao');
    const resposta = await adulterado.ir(new URL(`${base}/api/opine-cidadao/callback-google?code=c&state=s`));
    expect(fragmento(new URL(resposta.headers.get('location')!, base)).get('erro')).toBe('O login com Google expirou. Tente novamente.');

    // Started with Facebook, returned to Google's callback.
    const cruzado = new Navegador();
    await cruzado.ir(new URL(`${base}/api/opine-cidadao/login/facebook`));
    const outra = await cruzado.ir(new URL(`${base}/api/opine-cidadao/callback-google?code=c&state=s`));
    expect(fragmento(new URL(outra.headers.get('location')!, base)).get('erro')).toBe('O login com Google expirou. Tente novamente.');
  });

  it('accepts one callback per login attempt: the same signed cookie replayed is refused (on any gateway, with Redis)', async () => {
    const navegador = new Navegador();
    await navegador.ir(new URL(`${base}/api/opine-cidadao/login/google`));
    const guardado = navegador.cookie(COOKIE_LOGIN_SOCIAL)!;
    const primeira = await navegador.ir(new URL(`${base}/api/opine-cidadao/callback-google?code=c&state=s&iss=${encodeURIComponent(issuerGoogle)}`));
    expect(fragmento(new URL(primeira.headers.get('location')!, base)).get('erro')).toBe('Não foi possível concluir o login com Google. Tente novamente.');
    const repetido = new Navegador();
    repetido.definir(base, COOKIE_LOGIN_SOCIAL, guardado, '/api/opine-cidadao');
    const segunda = await repetido.ir(new URL(`${base}/api/opine-cidadao/callback-google?code=c&state=s&iss=${encodeURIComponent(issuerGoogle)}`));
    expect(fragmento(new URL(segunda.headers.get('location')!, base)).get('erro')).toBe('O login com Google expirou. Tente novamente.');
  });

  it('reports a cancelled login', async () => {
    const navegador = new Navegador();
    await navegador.ir(new URL(`${base}/api/opine-cidadao/login/google`));
    const resposta = await navegador.ir(new URL(`${base}/api/opine-cidadao/callback-google?error=access_denied&state=x`));
    expect(fragmento(new URL(resposta.headers.get('location')!, base)).get('erro')).toBe('Login com Google cancelado.');
  });

  it('answers 404 for a provider that is not configured', async () => {
    const resposta = await fetch(`${base}/so-google/login/facebook`, { redirect: 'manual' });
    expect(resposta.status).toBe(404);
    expect(await resposta.json()).toEqual({ mensagem: 'Login com Facebook indisponível.' });
    expect(provedoresDoAmbiente({})).toEqual({});
    expect(provedoresDoAmbiente({ GOOGLE_CLIENT_ID: 'id' }).google).toMatchObject({ issuer: 'https://accounts.google.com' });
    expect(provedoresDoAmbiente({ FACEBOOK_CLIENT_ID: 'id' }).facebook).toMatchObject({ issuer: 'https://www.facebook.com' });
  });
});
