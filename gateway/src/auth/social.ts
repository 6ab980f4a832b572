import { randomBytes } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express, { type Request, type Response, type Router } from 'express';
import * as oidc from 'openid-client';
import { MENSAGENS_REST, statusDeErroDoCliente } from '../rest/executor.js';
import type { AuthServices } from './services.js';

export type ProvedorSocial = 'google' | 'facebook';

export interface ConfigProvedor {
  provedor: ProvedorSocial;
  rotulo: string;
  clientId: string;
  clientSecret?: string;
  issuer: string;
  /**
   * Facebook's ID token has no `email_verified`: Facebook only hands out an address the person confirmed.
   * Google says so per account, and an unverified Google address is never trusted.
   */
  emailSempreVerificado: boolean;
  /** Scopes asked for: name and e-mail besides `openid` (each provider names the profile scope its own way). */
  escopo: string;
  /** Used when the discovery document lists no token endpoint (Facebook publishes none for the code flow). */
  tokenEndpointPadrao?: string;
}

/** Providers switched on by the environment: a provider without client id is off. */
export function provedoresDoAmbiente(env: NodeJS.ProcessEnv = process.env): Partial<Record<ProvedorSocial, ConfigProvedor>> {
  const provedores: Partial<Record<ProvedorSocial, ConfigProvedor>> = {};
  if (env.GOOGLE_CLIENT_ID) {
    provedores.google = {
      provedor: 'google',
      rotulo: 'Google',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
      emailSempreVerificado: false,
      escopo: 'openid email profile',
    };
  }
  if (env.FACEBOOK_CLIENT_ID) {
    provedores.facebook = {
      provedor: 'facebook',
      rotulo: 'Facebook',
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      issuer: env.FACEBOOK_ISSUER ?? 'https://www.facebook.com',
      emailSempreVerificado: true,
      escopo: 'openid email public_profile',
      tokenEndpointPadrao: env.FACEBOOK_TOKEN_ENDPOINT ?? 'https://graph.facebook.com/oauth/access_token',
    };
  }
  return provedores;
}

const ROTULOS: Record<ProvedorSocial, string> = { google: 'Google', facebook: 'Facebook' };
export const COOKIE_LOGIN_SOCIAL = 'alego_login_social';
const VALIDADE_COOKIE_MS = 10 * 60 * 1000;

export interface SocialRouterOptions {
  /** Where the router is mounted; part of the redirect URIs registered at the providers. */
  prefixo?: string;
  provedores?: Partial<Record<ProvedorSocial, ConfigProvedor>>;
  /**
   * Signs the short-lived login cookie. Defaults to `COOKIE_SECRET`, else a random secret per process (a login
   * started on one gateway and finished on another then fails: set it when several gateways share the traffic).
   */
  cookieSecret?: string;
}

interface EstadoLogin {
  p: ProvedorSocial;
  /** PKCE verifier, state and nonce of this one login attempt. */
  v: string;
  s: string;
  n: string;
}

/** Plain HTTP only for a provider on this machine (tests, a local identity server); never over the network. */
function local(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

async function descobrir(config: ConfigProvedor): Promise<oidc.Configuration> {
  const issuer = new URL(config.issuer);
  const opcoes = local(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
  const descoberta = await oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, opcoes);
  const { supportsPKCE: _metodo, ...metadados } = descoberta.serverMetadata();
  if (metadados.token_endpoint || !config.tokenEndpointPadrao) return descoberta;
  const completa = new oidc.Configuration({ ...metadados, token_endpoint: config.tokenEndpointPadrao }, config.clientId, config.clientSecret);
  if (local(issuer)) oidc.allowInsecureRequests(completa);
  return completa;
}

function verificado(valor: unknown): boolean {
  return valor === true || valor === 'true';
}

function textoClaim(valor: unknown): string | undefined {
  return typeof valor === 'string' && valor ? valor : undefined;
}

/**
 * Social login with OpenID Connect (authorization code + PKCE, state and nonce): `GET {prefixo}/login/{provedor}`
 * starts it, `GET {prefixo}/callback-{provedor}` finishes it and sends the browser to `/cidadao/entrar#token=...`
 * (a fragment never reaches a server or its logs). Errors go to `/cidadao/entrar#erro=...`.
 */
export function createSocialRouter(services: AuthServices, options: SocialRouterOptions = {}): Router {
  const prefixo = options.prefixo ?? '/api/opine-cidadao';
  const provedores = options.provedores ?? provedoresDoAmbiente();
  const segredo = options.cookieSecret ?? process.env.COOKIE_SECRET ?? randomBytes(32).toString('hex');
  const configuracoes = new Map<ProvedorSocial, Promise<oidc.Configuration>>();
  const cookie = { httpOnly: true, signed: true, sameSite: 'lax' as const, secure: services.cookieSecure, path: prefixo };
  const redirectUri = (provedor: ProvedorSocial) => `${services.publicUrl.replace(/\/+$/, '')}${prefixo}/callback-${provedor}`;

  /** Discovery once per provider; a failure is retried on the next login instead of being remembered. */
  function configuracao(config: ConfigProvedor): Promise<oidc.Configuration> {
    let promessa = configuracoes.get(config.provedor);
    if (!promessa) {
      promessa = descobrir(config);
      promessa.catch(() => configuracoes.delete(config.provedor));
      configuracoes.set(config.provedor, promessa);
    }
    return promessa;
  }

  const falhar = (res: Response, mensagem: string) => {
    res.clearCookie(COOKIE_LOGIN_SOCIAL, cookie);
    res.redirect(303, `/cidadao/entrar#erro=${encodeURIComponent(mensagem)}`);
  };

  const router = express.Router();
  router.use(cookieParser(segredo));

  for (const provedor of Object.keys(ROTULOS) as ProvedorSocial[]) {
    const rotulo = ROTULOS[provedor];
    const indisponivel = `Login com ${rotulo} indisponível.`;
    const naoConcluido = `Não foi possível concluir o login com ${rotulo}. Tente novamente.`;

    router.get(`/login/${provedor}`, async (_req: Request, res: Response) => {
      const config = provedores[provedor];
      if (!config) return void res.status(404).json({ mensagem: indisponivel });
      let oidcConfig: oidc.Configuration;
      try {
        oidcConfig = await configuracao(config);
      } catch (erro) {
        services.logger.error({ err: erro, provedor }, 'descoberta OpenID Connect falhou');
        return falhar(res, `Login com ${rotulo} indisponível no momento. Tente novamente em instantes.`);
      }
      const estado: EstadoLogin = { p: provedor, v: oidc.randomPKCECodeVerifier(), s: oidc.randomState(), n: oidc.randomNonce() };
      const url = oidc.buildAuthorizationUrl(oidcConfig, {
        redirect_uri: redirectUri(provedor),
        scope: config.escopo,
        code_challenge: await oidc.calculatePKCECodeChallenge(estado.v),
        code_challenge_method: 'S256',
        state: estado.s,
        nonce: estado.n,
      });
      res.cookie(COOKIE_LOGIN_SOCIAL, JSON.stringify(estado), { ...cookie, maxAge: VALIDADE_COOKIE_MS });
      res.set('cache-control', 'no-store').redirect(303, url.href);
    });

    router.get(`/callback-${provedor}`, async (req: Request, res: Response) => {
      const config = provedores[provedor];
      if (!config) return void res.status(404).json({ mensagem: indisponivel });
      const bruto: unknown = req.signedCookies?.[COOKIE_LOGIN_SOCIAL];
      let estado: EstadoLogin | null = null;
      try {
        estado = typeof bruto === 'string' ? (JSON.parse(bruto) as EstadoLogin) : null;
      } catch {
        estado = null;
      }
      // Without the cookie set by our own start route the callback proves nothing (CSRF, replayed link).
      if (!estado || estado.p !== provedor) return falhar(res, `O login com ${rotulo} expirou. Tente novamente.`);
      // One callback per login attempt, on whichever gateway it lands: a replayed callback (same cookie) is refused.
      const primeiroUso = await services.estado.primeiroUso(`social:${estado.s}`, VALIDADE_COOKIE_MS / 1000).catch((erro: unknown) => {
        services.estado.falhou('social', erro, 'estado do login social verificado só pelo cookie assinado');
        return true;
      });
      if (!primeiroUso) return falhar(res, `O login com ${rotulo} expirou. Tente novamente.`);
      if (typeof req.query.error === 'string') return falhar(res, `Login com ${rotulo} cancelado.`);

      let dados: { sub: string; email?: string; emailVerificado: boolean; nome?: string };
      try {
        const oidcConfig = await configuracao(config);
        const atual = new URL(redirectUri(provedor));
        atual.search = new URL(req.originalUrl, 'http://callback').search;
        const tokens = await oidc.authorizationCodeGrant(oidcConfig, atual, {
          pkceCodeVerifier: estado.v,
          expectedState: estado.s,
          expectedNonce: estado.n,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('resposta sem ID token');
        let perfil: Record<string, unknown> = claims;
        // Providers may keep e-mail and name for the userinfo endpoint instead of the ID token.
        if (!textoClaim(claims.email) && oidcConfig.serverMetadata().userinfo_endpoint) {
          perfil = { ...(await oidc.fetchUserInfo(oidcConfig, tokens.access_token, claims.sub)), sub: claims.sub };
        }
        const email = textoClaim(perfil.email);
        dados = {
          sub: claims.sub,
          email,
          emailVerificado: Boolean(email) && (config.emailSempreVerificado || verificado(perfil.email_verified)),
          nome: textoClaim(perfil.name),
        };
      } catch (erro) {
        services.logger.warn({ err: erro, provedor }, 'login social recusado');
        return falhar(res, naoConcluido);
      }

      const resposta = await services.access.chamar('POST /cidadaos/social', {}, { provedor, ...dados });
      if (!resposta.ok) return falhar(res, resposta.body.mensagem || naoConcluido);
      services.logger.info({ evento: 'login_cidadao', cidadao: resposta.body.claims.sub, provedor }, 'login social de cidadão');
      const token = await services.signer.signCidadao(resposta.body.claims);
      res.clearCookie(COOKIE_LOGIN_SOCIAL, cookie);
      res.set('cache-control', 'no-store').redirect(303, `/cidadao/entrar#token=${token}`);
    });
  }

  router.use((erro: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    if (res.headersSent) return;
    const status = statusDeErroDoCliente(erro);
    if (status) return void res.status(status).json({ mensagem: MENSAGENS_REST.requisicaoInvalida });
    services.logger.error({ err: erro }, 'falha no login social');
    falhar(res, 'Login social indisponível no momento. Tente novamente em instantes.');
  });
  return router;
}
