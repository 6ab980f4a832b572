import type { ClaimsEquipe } from '@alego/kit/gateway';
import cookieParser from 'cookie-parser';
import express, { type Request, type Response, type Router } from 'express';
import { MENSAGENS_REST, statusDeErroDoCliente } from '../rest/executor.js';
import type { AuthServices } from './services.js';
import { createLoginThrottle, segundosParaTentar } from './throttle.js';

export const COOKIE_SESSAO = 'alego_sessao';
const DURACAO_COOKIE_MS = 12 * 60 * 60 * 1000;

export const MENSAGENS = {
  camposObrigatorios: 'Informe o login e a senha.',
  recaptcha: 'Não foi possível validar o reCAPTCHA. Tente novamente.',
  credenciais: 'Login ou senha inválidos.',
  muitasTentativas: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
  sessaoExpirada: 'Sessão expirada. Faça login novamente.',
  sessaoEncerrada: 'Sessão encerrada.',
  loginRealizado: 'Login realizado com sucesso.',
  acessoNegado: 'Sem permissão para acessar este recurso.',
  indisponivel: 'Serviço de autenticação indisponível. Tente novamente em instantes.',
} as const;

function texto(valor: unknown): string {
  return typeof valor === 'string' ? valor : '';
}

/** `/alego/permissoes/*`: the staff session, exactly as the legacy portal's paths (docs/autenticacao.md). */
export function createStaffRouter(services: AuthServices): Router {
  const { access, signer, recaptcha, logger } = services;
  // Five failures in a row block that login at that address for 15 minutes; thirty block the address; past ten
  // from all addresses together, that login's attempts are slowed down (up to a minute apart).
  const throttle = createLoginThrottle({ prefixo: 'login_equipe', falhasPorContaEIp: 5, falhasPorIp: 30, falhasPorConta: 10, esperaMaximaS: 60, janelaS: 15 * 60 }, services.estado);
  const router = express.Router();
  router.use(cookieParser(), express.json({ limit: '20kb' }), express.urlencoded({ extended: false, limit: '20kb' }));

  const cookie = { httpOnly: true, sameSite: 'strict' as const, secure: services.cookieSecure, path: '/alego/permissoes' };
  const responderToken = async (res: Response, claims: ClaimsEquipe, extra: Record<string, string> = {}) => {
    res.set('cache-control', 'no-store').json({ token: await signer.signEquipe(claims), ...extra });
  };

  router.post(['/login.json', '/login'], async (req: Request, res: Response) => {
    const login = texto(req.body?.login);
    const senha = texto(req.body?.senha);
    const ip = req.ip ?? 'desconhecido';
    // Login and password first: nothing else (reCAPTCHA, throttling, database) happens without them.
    if (!login.trim() || !senha) return void res.status(400).json({ mensagem: MENSAGENS.camposObrigatorios });
    if (login.length > 200 || senha.length > 1000) return void res.status(401).json({ mensagem: MENSAGENS.credenciais });
    const bloqueio = await throttle.bloqueio(login, ip);
    if (bloqueio) {
      logger.warn({ evento: 'login_bloqueado', login, ip }, 'tentativas de login bloqueadas');
      return void res.set('retry-after', String(segundosParaTentar(bloqueio))).status(429).json({ mensagem: MENSAGENS.muitasTentativas });
    }
    if (!(await recaptcha.verificar(texto(req.body?.['g-recaptcha-response']), ip))) {
      return void res.status(400).json({ mensagem: MENSAGENS.recaptcha });
    }
    const resposta = await access.chamar('POST /equipe/sessoes', {}, { login, senha });
    if (!resposta.ok || resposta.status !== 201) {
      await throttle.falhou(login, ip);
      logger.info({ evento: 'login_falhou', login, ip }, 'login recusado');
      return void res.status(401).json({ mensagem: MENSAGENS.credenciais });
    }
    await throttle.sucesso(login, ip);
    logger.info({ evento: 'login', usuario: resposta.body.claims.sub, ip }, 'login da equipe');
    res.cookie(COOKIE_SESSAO, resposta.body.sessao, { ...cookie, maxAge: DURACAO_COOKIE_MS });
    await responderToken(res, resposta.body.claims, { mensagem: MENSAGENS.loginRealizado });
  });

  router.get(['/token.json', '/token'], async (req: Request, res: Response) => {
    const sessao = texto(req.cookies?.[COOKIE_SESSAO]);
    if (!sessao) return void res.status(401).json({ mensagem: MENSAGENS.sessaoExpirada });
    const resposta = await access.chamar('POST /equipe/sessoes/renovar', {}, { sessao });
    if (!resposta.ok) {
      res.clearCookie(COOKIE_SESSAO, cookie);
      return void res.status(401).json({ mensagem: MENSAGENS.sessaoExpirada });
    }
    await responderToken(res, resposta.body.claims);
  });

  router.get(['/logout.json', '/logout'], async (req: Request, res: Response) => {
    const sessao = texto(req.cookies?.[COOKIE_SESSAO]);
    if (sessao) {
      const resposta = await access.chamar('POST /equipe/sessoes/encerrar', {}, { sessao });
      if (resposta.ok) {
        // The session's tokens stop working now, not when they expire.
        services.sessoes.esquecer(resposta.body.revogadas);
        logger.info({ evento: 'logout', usuario: resposta.body.usuarioId }, 'logout da equipe');
      }
    }
    res.clearCookie(COOKIE_SESSAO, cookie).json({ mensagem: MENSAGENS.sessaoEncerrada });
  });

  router.get(['/lotacoes.json', '/lotacoes'], async (req: Request, res: Response) => {
    const identidade = await services.verifier(req.header('authorization'), undefined);
    if (identidade?.tipo !== 'equipe') return void res.status(401).json({ mensagem: MENSAGENS.sessaoExpirada });
    const resposta = await access.chamar('GET /equipe/:id/lotacoes', { id: identidade.usuarioId });
    if (!resposta.ok) return void res.status(401).json({ mensagem: MENSAGENS.sessaoExpirada });
    res.json(resposta.body);
  });

  router.get(['/acesso-negado.json', '/acesso-negado'], (_req: Request, res: Response) => {
    res.status(403).json({ mensagem: MENSAGENS.acessoNegado });
  });

  // The access subgraph being down must read as a clear, retriable answer, not a crash.
  router.use((error: unknown, req: Request, res: Response, _next: express.NextFunction) => {
    const status = statusDeErroDoCliente(error);
    if (status) return void res.status(status).json({ mensagem: MENSAGENS_REST.requisicaoInvalida });
    logger.error({ err: error }, 'falha na sessão da equipe');
    res.status(503).json({ mensagem: MENSAGENS.indisponivel });
  });
  return router;
}
