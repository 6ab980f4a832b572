import type { RateLimiterRes } from 'rate-limiter-flexible';
import { MENSAGENS_REST, RespostaError } from '../rest/executor.js';
import type { AuthServices } from './services.js';
import { createLoginThrottle, MENSAGEM_MUITAS_TENTATIVAS } from './throttle.js';

export const MENSAGENS_LOGIN_CIDADAO = {
  camposLogin: 'Informe o e-mail e a senha.',
  recaptcha: 'Não foi possível validar o reCAPTCHA. Tente novamente.',
  credenciais: 'E-mail ou senha inválidos.',
  muitasTentativas: MENSAGEM_MUITAS_TENTATIVAS,
  sessaoEncerrada: 'Sessão encerrada.',
} as const;

/** Login budgets (docs/autenticacao.md, Força bruta). */
export interface LimitesDeLoginCidadao {
  /** Failed logins of one e-mail from one IP before that pair waits; the e-mail from other addresses is unaffected. */
  loginPorContaEIp: number;
  /** Failed logins from one IP, whatever the e-mail. */
  loginPorIp: number;
  /** Failed logins of one e-mail from every address, before its attempts are slowed down (see createLoginThrottle). */
  loginPorConta: number;
  /** Longest wait between two login attempts on an e-mail over that budget, in seconds. */
  esperaMaximaS: number;
  /** Counting window and block time, in seconds. */
  janelaS: number;
}

export interface PedidoDeLogin {
  email: string;
  senha: string;
  recaptcha: string | undefined;
  ip: string;
}

export interface RespostaDeLogin {
  status: number;
  corpo: { token?: string; usuario?: { id: number; nome: string; email: string }; mensagem?: string };
  bloqueio?: RateLimiterRes | null;
}

/**
 * The citizen login and logout, one of each for every way in: the REST path, the no-JavaScript form and the
 * `entrarCidadao` / `sairCidadao` mutations share one throttle (one budget per e-mail and address, whatever the door)
 * and give the same answers.
 */
export function createLoginCidadao(services: AuthServices, limites: LimitesDeLoginCidadao) {
  const limite = createLoginThrottle({
    prefixo: 'login_cidadao',
    falhasPorContaEIp: limites.loginPorContaEIp,
    falhasPorIp: limites.loginPorIp,
    falhasPorConta: limites.loginPorConta,
    esperaMaximaS: limites.esperaMaximaS,
    janelaS: limites.janelaS,
  }, services.estado);

  async function entrar({ email, senha, recaptcha, ip }: PedidoDeLogin): Promise<RespostaDeLogin> {
    if (!email.trim() || !senha) return { status: 400, corpo: { mensagem: MENSAGENS_LOGIN_CIDADAO.camposLogin } };
    if (email.length > 200 || senha.length > 1000) return { status: 401, corpo: { mensagem: MENSAGENS_LOGIN_CIDADAO.credenciais } };
    const bloqueio = await limite.bloqueio(email, ip);
    if (bloqueio) {
      services.logger.warn({ evento: 'login_cidadao_bloqueado', ip }, 'tentativas de login de cidadão bloqueadas');
      return { status: 429, corpo: { mensagem: MENSAGENS_LOGIN_CIDADAO.muitasTentativas }, bloqueio };
    }
    if (!(await services.recaptcha.verificar(recaptcha, ip))) {
      return { status: 400, corpo: { mensagem: MENSAGENS_LOGIN_CIDADAO.recaptcha } };
    }
    const resposta = await services.access.chamar('POST /cidadaos/login', {}, { email, senha }).catch((erro: unknown) => {
      services.logger.error({ err: erro }, 'serviço de acesso indisponível no login de cidadão');
      throw new RespostaError(503, { mensagem: MENSAGENS_REST.indisponivel });
    });
    if (resposta.ok) {
      await limite.sucesso(email, ip);
      const { claims } = resposta.body;
      services.logger.info({ evento: 'login_cidadao', cidadao: claims.sub }, 'login de cidadão');
      const token = await services.signer.signCidadao(claims);
      return { status: 200, corpo: { token, usuario: { id: Number(claims.sub), nome: claims.nome, email: claims.email } } };
    }
    if (resposta.status === 403) return { status: 403, corpo: { mensagem: resposta.body.mensagem } };
    if (resposta.status === 401) {
      await limite.falhou(email, ip);
      return { status: 401, corpo: { mensagem: MENSAGENS_LOGIN_CIDADAO.credenciais } };
    }
    throw new RespostaError(503, { mensagem: MENSAGENS_REST.indisponivel });
  }

  /** Logging out revokes the citizen's tokens (all sessions of the account); without a valid token there is nothing to end. */
  async function sair(authorization: string | undefined): Promise<void> {
    const identidade = await services.verifier(authorization, undefined);
    if (identidade?.tipo !== 'cidadao') return;
    const resposta = await services.access.chamar('POST /cidadaos/:id/sessoes/encerrar', { id: identidade.cidadaoId }, {}).catch((erro: unknown) => {
      services.logger.error({ err: erro }, 'serviço de acesso indisponível no logout de cidadão');
      throw new RespostaError(503, { mensagem: MENSAGENS_REST.indisponivel });
    });
    if (!resposta.ok) throw new RespostaError(503, { mensagem: MENSAGENS_REST.indisponivel });
    services.sessoes.esquecer(resposta.body.revogadas);
    services.logger.info({ evento: 'logout_cidadao', cidadao: identidade.cidadaoId }, 'logout de cidadão');
  }

  return { entrar, sair, bloqueio: (email: string, ip: string) => limite.bloqueio(email, ip) };
}

export type LoginCidadao = ReturnType<typeof createLoginCidadao>;
